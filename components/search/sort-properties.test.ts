import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/property/schemas";
import { sortProperties } from "./sort-properties";

const property = (id: string, status: string, price: string): Property => ({
  id, address: id, postcode: null, uprn: null, price, status, bedrooms: null, bathrooms: null, sqft: null, propertyType: null,
  saleDate: status === "sold" ? "2022-01-01T00:00:00.000Z" : null, listingDate: status === "sold" ? null : "2022-02-01T00:00:00.000Z",
  latitude: null, longitude: null, source: "test", period: "2022",
});

describe("sortProperties by price", () => {
  it("orders sale prices among themselves, then rents among themselves, then unpriced", () => {
    const mixed = [
      property("rent-900", "to_let", "900"),
      property("sold-150k", "sold", "150000"),
      property("none", "unknown", ""),
      property("rent-2500", "to_let", "2500"),
      property("asking-400k", "for_sale", "400000"),
      property("sold-90k", "sold", "90000"),
    ];
    expect(sortProperties(mixed, "price").map((p) => p.id)).toEqual(["asking-400k", "sold-150k", "sold-90k", "rent-2500", "rent-900", "none"]);
  });

  it("never puts a rent above a cheaper sale", () => {
    const sorted = sortProperties([property("rent", "to_let", "250000"), property("sale", "sold", "50000")], "price");
    expect(sorted.map((p) => p.id)).toEqual(["sale", "rent"]);
  });

  it("does not change the input", () => {
    const input = [property("a", "to_let", "1"), property("b", "sold", "2")];
    sortProperties(input, "price");
    expect(input.map((p) => p.id)).toEqual(["a", "b"]);
  });
});
