import { describe, expect, it } from "vitest";
import { createFlatIndex, type PriceIndex } from "./build-price-index";
import { estimateValue, OWN_SALE_WEIGHT, weighOwnSale } from "./estimate-value";
import { listMonths } from "./months";
import { selectComparables } from "./select-comparables";
import { makeSale, makeSubject, VALUATION_DATE } from "./test-fixtures";
import type { EvidenceSale, Subject } from "./types";

const flat = createFlatIndex("2022-09", "2020-09");
// Prices rose 1% a month through 2022.
const rising: PriceIndex = { ...flat, levels: new Map(listMonths("2020-09", "2022-09").map((m) => [m, m < "2022-01" ? -0.08 : (Number(m.slice(5)) - 9) * 0.01])) };

function value(subject: Subject, sales: EvidenceSale[], extra: Partial<Parameters<typeof estimateValue>[0]> = {}) {
  const selection = selectComparables(subject, sales, VALUATION_DATE);
  if (!selection) throw new Error("no selection");
  return estimateValue({ subject, selection, index: flat, valuationDate: VALUATION_DATE, ...extra });
}

describe("estimateValue", () => {
  it("is the price when every comparable agrees", () => {
    const result = value(makeSubject(), Array.from({ length: 10 }, () => makeSale({ price: 185_000 })));
    expect(result?.estimate).toBe(185_000);
    expect(result?.dispersion).toBe(0);
    expect(result?.confidence).toBe("high");
    expect(result?.comparables.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 10);
  });

  it("takes the weighted median (in log terms), not the mean", () => {
    const prices = [150_000, 160_000, 170_000, 180_000, 190_000, 200_000, 210_000, 220_000, 230_000, 2_000_000];
    // Equal weights, an even count: halfway between 190,000 and 200,000 on the log scale.
    expect(value(makeSubject(), prices.map((price) => makeSale({ price })))?.estimate).toBe(195_000);
  });

  it("moves older prices to the valuation month with the index", () => {
    const sales = Array.from({ length: 10 }, () => makeSale({ price: 200_000, date: new Date("2022-05-10") }));
    const result = value(makeSubject(), sales, { index: rising });
    expect(result?.comparables[0]?.timeFactor).toBeCloseTo(Math.exp(0.04), 10);
    expect(result?.estimate).toBe(Math.round((200_000 * Math.exp(0.04)) / 1000) * 1000);
  });

  it("adjusts for floor area when both sizes are known", () => {
    const sales = Array.from({ length: 10 }, () => makeSale({ price: 200_000, uprn: "x" }));
    const floorAreas = new Map(sales.map((s) => [s.id, 800]));
    const result = value(makeSubject({ floorAreaSqft: 1000 }), sales, { floorAreas });
    expect(result?.comparables[0]?.sizeFactor).toBeCloseTo((1000 / 800) ** 0.7, 10);
    expect(result?.estimate).toBeGreaterThan(200_000);
    expect(value(makeSubject(), sales, { floorAreas })?.estimate).toBe(200_000);
  });

  it("blends in the home's own indexed sale", () => {
    const sales = Array.from({ length: 10 }, () => makeSale({ price: 200_000, date: new Date("2022-09-10") }));
    const own = { price: 160_000, date: new Date("2022-01-15"), category: "A" };
    const result = value(makeSubject({ propertyKey: "uprn:1" }), sales, { ownSales: [own], index: rising });
    const indexed = Math.round(160_000 * Math.exp(0.08));
    expect(result?.ownSale?.indexedPrice).toBe(indexed);
    const w = result?.ownSale?.weight ?? 0;
    expect(w).toBeGreaterThan(0);
    expect(w).toBeLessThanOrEqual(OWN_SALE_WEIGHT);
    expect(result?.estimate).toBe(Math.round(Math.exp((1 - w) * Math.log(200_000) + w * Math.log(indexed)) / 1000) * 1000);
    expect(result?.comparablesValue).toBe(200_000);
  });

  it.each<[string, { price: number; date: Date; category: string }]>([
    ["a category B sale", { price: 160_000, date: new Date("2022-01-15"), category: "B" }],
    ["a nominal price", { price: 1_000, date: new Date("2022-01-15"), category: "A" }],
    ["a sale older than the index reaches", { price: 100_000, date: new Date("2015-01-15"), category: "A" }],
  ])("leaves out %s of the home itself", (_, own) => {
    const sales = Array.from({ length: 10 }, () => makeSale({ price: 200_000 }));
    const result = value(makeSubject({ propertyKey: "uprn:1" }), sales, { ownSales: [own] });
    expect(result?.ownSale).toBeNull();
    expect(result?.estimate).toBe(200_000);
  });

  it("says how much the comparables disagree", () => {
    const tight = value(makeSubject(), [190, 195, 200, 205, 210, 200, 200, 195, 205, 200].map((k) => makeSale({ price: k * 1000 })));
    const loose = value(makeSubject(), [100, 150, 200, 250, 300, 120, 280, 90, 310, 200].map((k) => makeSale({ price: k * 1000 })));
    expect(tight?.dispersion).toBeLessThan(loose?.dispersion ?? 0);
    expect(loose?.confidence).not.toBe("high");
  });
});

describe("weighOwnSale", () => {
  it.each([
    [12, OWN_SALE_WEIGHT * 0.5 ** (1 / 4)],
    [48, OWN_SALE_WEIGHT * 0.5],
    [3, OWN_SALE_WEIGHT * 0.5 ** (3 / 48) * 0.5],
  ])("%i months → %f", (months, expected) => {
    expect(weighOwnSale(months)).toBeCloseTo(expected, 10);
  });
});
