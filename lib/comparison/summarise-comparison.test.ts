import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/property/schemas";
import { pricePerSqft } from "./schemas";
import { summariseComparison } from "./summarise-comparison";

const p = (price: string, sqft: number | null, propertyType: string | null, status = "sold") => ({ price, sqft, propertyType, status }) as Property;

describe("summariseComparison", () => {
  it("gives price and size ranges and distinct types", () => {
    expect(summariseComparison([p("100000", 500, "Flat"), p("250000", null, "Detached"), p("180000", 900, "Flat"), p("950", 600, "Flat", "to_let")])).toEqual({
      priceRange: { min: 100000, max: 250000 },
      rentRange: { min: 950, max: 950 },
      sizeRange: { min: 500, max: 900 },
      propertyTypes: ["Flat", "Detached"],
    });
  });
  it("is empty for nothing", () => expect(summariseComparison([])).toEqual({ priceRange: null, rentRange: null, sizeRange: null, propertyTypes: [] }));
});

describe("pricePerSqft", () => {
  it.each([
    ["200000", 1000, 200],
    ["200000", null, null],
    ["", 1000, null],
    ["200000", 0, null],
  ])("%s / %s = %s", (price, sqft, expected) => expect(pricePerSqft(price, sqft)).toBe(expected));
});
