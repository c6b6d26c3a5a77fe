import { describe, expect, it } from "vitest";
import { calculateGrossYield, estimateRent, FALLBACK_GROSS_YIELDS, roundRent, type LetListing, type RentRow } from "./estimate-rent";
import type { PropertyType } from "./property-types";

const listing = (price: number, bedrooms: number | null, propertyType: string | null, distanceMetres: number | null = 300): LetListing => ({ price, bedrooms, propertyType, distanceMetres, source: "demo", period: "demo 2026" });
const rentRow = (bedrooms: number | null, medianMonthlyRent: number, sampleSize = 8): RentRow => ({ areaCode: "NE3", bedrooms, medianMonthlyRent, sampleSize, source: "demo", period: "demo 2026" });

type Case = { propertyType: PropertyType; bedrooms: number | null; value: number; listings?: LetListing[]; rentRows?: RentRow[] };
const run = (c: Case) => estimateRent({ outcode: "NE3", listings: [], rentRows: [], ...c });

describe("estimateRent", () => {
  it.each<[string, Case, { monthlyRent: number; source: string; basis: RegExp }]>([
    [
      "median of nearby listings with the same bedrooms and a compatible type",
      { propertyType: "flat", bedrooms: 2, value: 120_000, listings: [listing(600, 2, "flat"), listing(650, 2, "Flat"), listing(700, 2, "maisonette"), listing(1_200, 2, "detached"), listing(640, 1, "flat")] },
      { monthlyRent: 650, source: "listings", basis: /^Median of 3 to-let listings within a mile: 2-bedroom flats \(demo data, demo 2026\)\.$/ },
    ],
    [
      "the same bedrooms of any type when too few match the type",
      { propertyType: "semi-detached", bedrooms: 3, value: 180_000, listings: [listing(800, 3, "terraced"), listing(850, 3, "flat"), listing(900, 3, "semi-detached")] },
      { monthlyRent: 850, source: "listings", basis: /3-bedroom homes of any type/ },
    ],
    [
      "listings further than a mile do not count",
      { propertyType: "flat", bedrooms: 2, value: 120_000, listings: [listing(600, 2, "flat", 2_000), listing(650, 2, "flat", 2_500), listing(700, 2, "flat", 3_000)], rentRows: [rentRow(2, 610)] },
      { monthlyRent: 610, source: "rent-table", basis: /^Median rent in NE3 for 2-bedroom homes from 8 lets \(demo data, demo 2026\)\.$/ },
    ],
    [
      "listings placed only by outward code count (no centroid)",
      { propertyType: "flat", bedrooms: 2, value: 120_000, listings: [listing(600, 2, "flat", null), listing(650, 2, "flat", null), listing(700, 2, "flat", null)] },
      { monthlyRent: 650, source: "listings", basis: /in NE3/ },
    ],
    [
      "the Rent table for the outward code and bedrooms",
      { propertyType: "terraced", bedrooms: 2, value: 120_000, rentRows: [rentRow(2, 623), rentRow(null, 900)] },
      { monthlyRent: 625, source: "rent-table", basis: /2-bedroom homes/ },
    ],
    [
      "a Rent table row from too few lets is not used",
      { propertyType: "terraced", bedrooms: 2, value: 120_000, rentRows: [rentRow(2, 623, 2)] },
      { monthlyRent: 600, source: "yield-rule", basis: /gross yield of 6%/ },
    ],
    [
      "evidence implying an implausible yield is skipped (a house rent for a cheap flat)",
      { propertyType: "flat", bedrooms: 2, value: 70_000, rentRows: [rentRow(2, 1_090)] },
      { monthlyRent: 380, source: "yield-rule", basis: /6\.5%/ },
    ],
    [
      "without bedrooms, listings of the type, any size",
      { propertyType: "detached", bedrooms: null, value: 300_000, listings: [listing(1_100, 3, "detached"), listing(1_300, 4, "detached"), listing(1_500, 5, "detached")] },
      { monthlyRent: 1_300, source: "listings", basis: /: detached houses/ },
    ],
  ])("%s", (_, input, expected) => {
    const rent = run(input);
    expect(rent.monthlyRent).toBe(expected.monthlyRent);
    expect(rent.source).toBe(expected.source);
    expect(rent.basis).toMatch(expected.basis);
  });

  it.each<[PropertyType, number]>([
    ["flat", 0.065],
    ["apartment", 0.065],
    ["maisonette", 0.065],
    ["terraced", 0.06],
    ["house", 0.0525],
    ["semi-detached", 0.05],
    ["bungalow", 0.05],
    ["detached", 0.045],
  ])("the yield rule for %s is %f", (propertyType, grossYield) => {
    expect(FALLBACK_GROSS_YIELDS[propertyType]).toBe(grossYield);
    const rent = run({ propertyType, bedrooms: 3, value: 240_000 });
    expect(rent).toMatchObject({ source: "yield-rule", demo: false, sampleSize: null, period: null });
    expect(rent.monthlyRent).toBe(roundRent((240_000 * grossYield) / 12));
  });

  it("labels demo evidence", () => {
    const rent = run({ propertyType: "flat", bedrooms: 1, value: 100_000, listings: [listing(500, 1, "flat"), listing(520, 1, "flat"), listing(540, 1, "flat")] });
    expect(rent).toMatchObject({ demo: true, period: "demo 2026", sampleSize: 3 });
  });

  it("writes the evidence's months as people read them, not 2022-01..2022-09", () => {
    const rows = [rentRow(2, 700)].map((row) => ({ ...row, period: "2022-01..2022-09" }));
    const rent = run({ propertyType: "flat", bedrooms: 2, value: 100_000, rentRows: rows });
    expect(rent.period).toBe("2022-01..2022-09");
    expect(rent.basis).toMatch(/\(demo data, Jan 2022 – Sept? 2022\)\.$/);
  });
});

describe("calculateGrossYield", () => {
  it.each([
    [650, 120_000, 6.5],
    [815, 172_000, 5.69],
    [1_000, 0, 0],
    [1_234, 345_678, 4.28],
  ])("12 × %i / %i = %f%%", (rent, value, expected) => {
    expect(calculateGrossYield(rent, value)).toBe(expected);
  });
});

describe("roundRent", () => {
  it.each([
    [622.4, 620],
    [623, 625],
    [1, 5],
  ])("%f → %i", (value, expected) => {
    expect(roundRent(value)).toBe(expected);
  });
});
