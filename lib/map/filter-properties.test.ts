import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/property/schemas";
import { boundsOf, emptyFilters, filterProperties } from "./filter-properties";

const p = (id: string, price: string, bedrooms: number | null, propertyType: string, status: string, latitude: number | null = 55, longitude: number | null = -1.6) =>
  ({ id, price, bedrooms, propertyType, status, latitude, longitude }) as Property;
const list = [p("a", "100000", 2, "Flat", "sold"), p("b", "250000", 4, "Detached", "for_sale"), p("c", "900", null, "Flat", "to_let", 55.1, -1.5), p("d", "180000", 3, "Terraced", "sold", null, null)];

describe("filterProperties", () => {
  it.each([
    [{}, ["a", "b", "c", "d"]],
    [{ minPrice: "150000" }, ["b", "d"]],
    [{ maxPrice: "150000" }, ["a", "c"]],
    [{ minBedrooms: "3" }, ["b", "d"]],
    [{ maxBedrooms: "2" }, ["a"]],
    [{ propertyType: "Flat" }, ["a", "c"]],
    [{ status: "sold" }, ["a", "d"]],
    [{ status: "sold", minBedrooms: "3" }, ["d"]],
  ])("%j", (filters, ids) => {
    expect(filterProperties(list, { ...emptyFilters, ...filters }).map((x) => x.id)).toEqual(ids);
  });
});

describe("boundsOf", () => {
  it("spans located properties only", () => {
    expect(boundsOf(list)).toEqual([[-1.6, 55], [-1.5, 55.1]]);
    expect(boundsOf([list[3] as Property])).toBeNull();
  });
});
