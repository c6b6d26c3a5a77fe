import { describe, expect, it } from "vitest";
import { buildPriceIndex, createFlatIndex, indexFactor, levelAt, type IndexSale } from "./build-price-index";
import { listMonths } from "./months";

const MONTHS = listMonths("2022-01", "2022-09");
const sale = (cell: string, price: number, month: string): IndexSale => ({ cell, price, date: new Date(`${month}-15T00:00:00Z`) });

/** Twenty cells of like homes, each selling every month at base × growth^month. */
function steadyMarket(monthlyGrowth: number): IndexSale[] {
  return Array.from({ length: 20 }, (_, c) => MONTHS.map((month, m) => sale(`cell${c}`, (100_000 + c * 10_000) * monthlyGrowth ** m, month))).flat();
}

describe("buildPriceIndex", () => {
  it("is flat when prices do not move", () => {
    const index = buildPriceIndex(steadyMarket(1), { reference: "2022-09", first: "2022-01" });
    for (const month of MONTHS) expect(levelAt(index, month)).toBeCloseTo(0, 10);
    expect(index.sales).toBe(180);
  });

  it("recovers a steady rise (smoothing trims a little at the ends)", () => {
    const index = buildPriceIndex(steadyMarket(1.01), { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    const truth = 1.01 ** 8;
    expect(indexFactor(index, "2022-01")).toBeGreaterThan(1 + (truth - 1) * 0.85);
    expect(indexFactor(index, "2022-01")).toBeLessThan(truth);
    expect(indexFactor(index, "2022-05")).toBeCloseTo(1.01 ** 4, 2);
    expect(indexFactor(index, "2022-09")).toBe(1);
  });

  it("controls for what sold: dearer homes selling later is not a price rise", () => {
    const cheap = [...["2022-01", "2022-01", "2022-02", "2022-02"].map((m) => sale("cheap", 100_000, m)), sale("cheap", 100_000, "2022-08")];
    const dear = [sale("dear", 400_000, "2022-02"), ...["2022-08", "2022-08", "2022-09", "2022-09"].map((m) => sale("dear", 400_000, m))];
    const index = buildPriceIndex([...cheap, ...dear], { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    for (const month of MONTHS) expect(Math.abs(levelAt(index, month))).toBeLessThan(0.01);
  });

  it("ignores cells with a single sale, which say nothing about time", () => {
    const index = buildPriceIndex([sale("a", 100_000, "2022-01"), sale("b", 900_000, "2022-09")], { reference: "2022-09", first: "2022-01" });
    expect(index.sales).toBe(0);
    expect(indexFactor(index, "2022-01")).toBe(1);
  });

  it("shrinks thin months toward the prior", () => {
    const prior = buildPriceIndex(steadyMarket(1.02), { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    const thinFlat = [sale("x", 100_000, "2022-01"), sale("x", 100_000, "2022-09")];
    const shrunk = buildPriceIndex(thinFlat, { reference: "2022-09", first: "2022-01", prior, shrinkage: 25 });
    const own = buildPriceIndex(thinFlat, { reference: "2022-09", first: "2022-01", shrinkage: 0 });
    expect(indexFactor(own, "2022-01")).toBeCloseTo(1, 5);
    expect(indexFactor(shrunk, "2022-01")).toBeGreaterThan(1.05);
    expect(indexFactor(shrunk, "2022-01")).toBeLessThanOrEqual(indexFactor(prior, "2022-01") + 1e-9);
    // A month without sales takes the prior's level.
    expect(shrunk.counts.get("2022-05")).toBe(0);
  });

  it("leaves out sales outside its window", () => {
    const index = buildPriceIndex([sale("a", 100_000, "2021-06"), sale("a", 200_000, "2021-07"), sale("a", 100_000, "2022-10")], { reference: "2022-09", first: "2022-01" });
    expect(index.sales).toBe(0);
  });
});

describe("levelAt and indexFactor", () => {
  const index = { ...createFlatIndex("2022-09", "2022-01"), levels: new Map(MONTHS.map((m, i) => [m, (i - 8) * 0.01])) };

  it.each([
    ["2022-09", 0],
    ["2022-10", 0],
    ["2022-05", -0.04],
    ["2021-06", -0.08],
  ])("level of %s", (month, expected) => {
    expect(levelAt(index, month)).toBeCloseTo(expected, 10);
  });

  it("moves a price from one month to another", () => {
    expect(indexFactor(index, "2022-05")).toBeCloseTo(Math.exp(0.04), 10);
    expect(indexFactor(index, new Date("2022-01-20"), "2022-05")).toBeCloseTo(Math.exp(0.04), 10);
  });

  it("a flat index changes nothing", () => {
    expect(indexFactor(createFlatIndex("2022-09", "2020-09"), "2021-01")).toBe(1);
  });
});
