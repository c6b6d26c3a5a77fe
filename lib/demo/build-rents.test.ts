import { describe, expect, it } from "vitest";
import { buildRents } from "./build-rents";

const lets = [
  { status: "to_let", outcode: "NE2", bedrooms: 2, price: 800 },
  { status: "to_let", outcode: "NE2", bedrooms: 2, price: 900 },
  { status: "to_let", outcode: "NE2", bedrooms: 2, price: 1_200 },
  { status: "to_let", outcode: "NE2", bedrooms: 3, price: 1_000 },
  { status: "for_sale", outcode: "NE2", bedrooms: 3, price: 250_000 },
];

describe("buildRents", () => {
  it("gives the median monthly rent and sample size per outcode and bedrooms, plus all sizes", () => {
    const rents = buildRents(lets, "demo 2026");
    expect(rents.map(({ id, bedrooms, medianMonthlyRent, sampleSize }) => ({ id, bedrooms, medianMonthlyRent, sampleSize }))).toEqual([
      { id: "demo-rent-NE2-2", bedrooms: 2, medianMonthlyRent: 900, sampleSize: 3 },
      { id: "demo-rent-NE2-3", bedrooms: 3, medianMonthlyRent: 1_000, sampleSize: 1 },
      { id: "demo-rent-NE2-all", bedrooms: null, medianMonthlyRent: 950, sampleSize: 4 },
    ]);
    for (const rent of rents) expect(rent).toMatchObject({ areaCode: "NE2", source: "demo", period: "demo 2026" });
  });
});
