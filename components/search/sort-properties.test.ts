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

  it("ascending: cheapest sale price first, then the cheapest rent, unpriced still last", () => {
    const mixed = [
      property("rent-900", "to_let", "900"),
      property("sold-150k", "sold", "150000"),
      property("none", "unknown", ""),
      property("rent-2500", "to_let", "2500"),
      property("asking-400k", "for_sale", "400000"),
      property("sold-90k", "sold", "90000"),
    ];
    expect(sortProperties(mixed, "price", "asc").map((p) => p.id)).toEqual(["sold-90k", "sold-150k", "asking-400k", "rent-900", "rent-2500", "none"]);
  });

  it("does not change the input", () => {
    const input = [property("a", "to_let", "1"), property("b", "sold", "2")];
    sortProperties(input, "price");
    expect(input.map((p) => p.id)).toEqual(["a", "b"]);
  });
});

const sized = (id: string, sqft: number | null, saleDate: string | null): Property => ({ ...property(id, "sold", "100000"), sqft, saleDate });

describe.each([
  ["size", [sized("small", 500, null), sized("none", null, null), sized("large", 1500, null), sized("mid", 900, null)], ["large", "mid", "small", "none"], ["small", "mid", "large", "none"]],
  [
    "date",
    [sized("2019", null, "2019-05-01T00:00:00.000Z"), sized("undated", null, null), sized("2022", null, "2022-05-01T00:00:00.000Z"), sized("2020", null, "2020-05-01T00:00:00.000Z")],
    ["2022", "2020", "2019", "undated"],
    ["2019", "2020", "2022", "undated"],
  ],
] as const)("sortProperties by %s", (key, input, desc, asc) => {
  it("descending by default", () => {
    expect(sortProperties(input, key).map((p) => p.id)).toEqual(desc);
  });
  it("ascending is the reverse, with the properties that lack the figure still last", () => {
    expect(sortProperties(input, key, "asc").map((p) => p.id)).toEqual(asc);
  });
});
