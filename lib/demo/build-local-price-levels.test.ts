import { describe, expect, it } from "vitest";
import { buildLocalPriceLevels, findLocalPriceLevel, MIN_LEVEL_SALES } from "./build-local-price-levels";
import { growPrice } from "./grow-price";
import type { RealSale } from "./demo-types";

const asOf = new Date(Date.UTC(2026, 10, 1));
const soldOn = new Date(Date.UTC(2022, 5, 1));

function sale(postcode: string, propertyType: string, price: number, category = "A"): RealSale {
  return {
    transactionId: `${postcode}-${propertyType}-${price}-${category}`, price, date: soldOn, postcode, propertyType, newBuild: false, tenure: "F",
    paon: "1", saon: null, street: "HIGH STREET", locality: null, town: null, district: null, county: null, uprn: null, category,
  };
}

const grown = (price: number) => growPrice(price, soldOn, "north-east", asOf);
const many = (postcode: string, type: string, prices: readonly number[]) => prices.map((price) => sale(postcode, type, price));

describe("buildLocalPriceLevels", () => {
  const levels = buildLocalPriceLevels(
    [
      ...many("NE3 3AA", "S", [180_000, 190_000, 200_000, 210_000, 220_000]),
      ...many("NE3 4AA", "S", [400_000, 400_000, 400_000, 400_000]),
      ...many("NE3 4AB", "F", [100_000, 110_000, 120_000, 130_000, 140_000]),
      // Left out: a commercial sale, an additional-price-paid (category B) sale and a £5,000 part share.
      sale("NE3 3AA", "O", 2_000_000),
      sale("NE3 3AA", "S", 900_000, "B"),
      sale("NE3 3AA", "S", 5_000),
    ],
    asOf,
  );

  it("takes the median of the sector's sales of the type, grown to asOf", () => {
    expect(findLocalPriceLevel(levels, "NE3 3ZZ", "S")).toBe(grown(200_000));
  });

  it(`falls back to the outward code when the sector has fewer than ${MIN_LEVEL_SALES} sales of the type`, () => {
    // NE3 4 has four semis: the outward code's nine (five in NE3 3, four in NE3 4) decide.
    expect(findLocalPriceLevel(levels, "NE3 4QQ", "S")).toBe(grown(220_000));
  });

  it("falls back to the postcode area, and has nothing where no level exists", () => {
    expect(findLocalPriceLevel(levels, "NE99 1AA", "F")).toBe(grown(120_000));
    expect(findLocalPriceLevel(levels, "NE3 3AA", "D")).toBeNull();
    expect(findLocalPriceLevel(levels, "M1 1AA", "S")).toBeNull();
  });
});
