import { describe, expect, it } from "vitest";
import { SIZE_FACTOR_LIMITS } from "./adjust-for-size";
import { createFlatIndex } from "./build-price-index";
import { makeSale, VALUATION_DATE } from "./test-fixtures";
import { valueHome, type ValueHomeInput } from "./value-home";

const flat = createFlatIndex("2022-09", "2020-09");
// Ten semi-detached sales next door at £200,000, each a home with a real EPC of 900 sq ft.
const evidence = Array.from({ length: 10 }, (_, i) => makeSale({ price: 200_000, uprn: `C${i}` }));
const realAreas = new Map(evidence.map((s) => [s.uprn as string, 900]));

function input(overrides: Partial<ValueHomeInput> = {}): ValueHomeInput {
  return {
    place: { postcode: "NE3 3LJ", sector: "NE3 3", outcode: "NE3", location: { latitude: 55, longitude: -1.6 } },
    propertyType: "semi-detached",
    sqft: null,
    home: { uprn: "100", paon: "27", street: "Bradwell Road" },
    homeFloorArea: null,
    ownSales: [],
    evidence,
    valuationDate: VALUATION_DATE,
    index: flat,
    readRealFloorAreas: async (uprns) => new Map(uprns.map((u) => [u, realAreas.get(u) ?? 0] as const).filter(([, sqft]) => sqft > 0)),
    ...overrides,
  };
}

describe("valueHome", () => {
  it("a real floor area adjusts the value: a home twice as big is worth more", async () => {
    const result = await valueHome(input({ homeFloorArea: { sqft: 1_800, demo: false } }));
    expect(result?.floorArea).toEqual({ sqft: 1_800, source: "epc", demo: false });
    expect(result?.subject.floorAreaSqft).toBe(1_800);
    expect(result?.estimate.comparables.every((c) => c.sizeFactor > 1)).toBe(true);
    // (1,800 / 900)^0.7 = 1.62, capped at 1.5.
    expect(result?.estimate.estimate).toBe(200_000 * SIZE_FACTOR_LIMITS.max);
  });

  it("a demo (synthetic) floor area is shown, labelled, and moves nothing", async () => {
    const asked: string[][] = [];
    const result = await valueHome(input({ homeFloorArea: { sqft: 1_800, demo: true }, readRealFloorAreas: async (uprns) => (asked.push(uprns), new Map()) }));
    expect(result?.floorArea).toEqual({ sqft: 1_800, source: "epc", demo: true });
    expect(result?.subject.floorAreaSqft).toBeNull();
    expect(asked).toEqual([]);
    expect(result?.estimate.estimate).toBe(200_000);
  });

  it("the floor area given in the form is real", async () => {
    const result = await valueHome(input({ sqft: 450, homeFloorArea: { sqft: 1_800, demo: true } }));
    expect(result?.floorArea).toEqual({ sqft: 450, source: "input", demo: false });
    expect(result?.estimate.estimate).toBeLessThan(200_000);
  });

  it("does not blend the home's own sale of another type, and warns", async () => {
    const ownSales = [{ price: 52_000, date: new Date("2022-01-04"), propertyType: "F", category: "A" }];
    const contradicted = await valueHome(input({ ownSales }));
    expect(contradicted?.estimate.ownSale).toBeNull();
    expect(contradicted?.estimate.estimate).toBe(200_000);
    expect(contradicted?.warnings).toEqual([expect.stringContaining("records this home as a Flat")]);

    const agreed = await valueHome(input({ ownSales: [{ ...ownSales[0]!, propertyType: "S" }] }));
    expect(agreed?.estimate.ownSale?.price).toBe(52_000);
    expect(agreed?.estimate.estimate).toBeLessThan(200_000);
    expect(agreed?.warnings).toEqual([]);
  });

  it.each<[string, Partial<ValueHomeInput>, string | null]>([
    ["unknown when the postcode's sales of its kind disagree or are elsewhere", {}, null],
    ["every sale of its kind in its postcode is leasehold", { evidence: evidence.map((s) => ({ ...s, postcode: "NE3 3LJ", tenure: "L" })) }, "L"],
    ["its own recorded sale says freehold", { evidence: evidence.map((s) => ({ ...s, postcode: "NE3 3LJ", tenure: "L" })), ownSales: [{ price: 190_000, date: new Date("2021-01-04"), propertyType: "S", category: "A", tenure: "F" }] }, "F"],
  ])("the home's tenure: %s", async (_, overrides, tenure) => {
    expect((await valueHome(input(overrides)))?.subject.tenure).toBe(tenure);
  });

  it("is null with fewer than three comparables", async () => {
    expect(await valueHome(input({ evidence: evidence.slice(0, 2) }))).toBeNull();
  });
});
