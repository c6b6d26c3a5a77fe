import { describe, expect, it } from "vitest";
import { isEligibleComparable, MAX_COMPARABLES, MIN_COMPARABLES, selectComparables } from "./select-comparables";
import { makeSale, makeSubject, VALUATION_DATE } from "./test-fixtures";

const many = (count: number, miles: number | null, extra: Parameters<typeof makeSale>[0] = {}) => Array.from({ length: count }, () => makeSale({ miles, ...extra }));

describe("isEligibleComparable", () => {
  const subject = makeSubject({ propertyKey: "uprn:1" });
  it.each<[string, Parameters<typeof makeSale>[0], boolean]>([
    ["same type, recent, market price", {}, true],
    ["another type", { propertyType: "D" }, false],
    ["type O", { propertyType: "O" }, false],
    ["a nominal price", { price: 5_000 }, false],
    ["after the valuation date", { date: new Date("2022-10-02") }, false],
    ["older than the window", { date: new Date("2020-08-01") }, false],
    ["the home itself", { propertyKey: "uprn:1" }, false],
  ])("%s → %s", (_, sale, expected) => {
    expect(isEligibleComparable(subject, makeSale(sale), VALUATION_DATE)).toBe(expected);
  });

  it("a house takes detached, semi-detached and terraced sales", () => {
    const house = makeSubject({ ppdTypes: ["D", "S", "T"] });
    expect(["D", "S", "T", "F"].map((t) => isEligibleComparable(house, makeSale({ propertyType: t }), VALUATION_DATE))).toEqual([true, true, true, false]);
  });
});

describe("selectComparables around a centroid", () => {
  it("stops at the first ring with enough sales", () => {
    const selection = selectComparables(makeSubject(), [...many(MIN_COMPARABLES, 0.2), ...many(5, 0.4)], VALUATION_DATE);
    expect(selection?.ring).toEqual({ kind: "radius", miles: 0.25 });
    expect(selection?.comparables).toHaveLength(MIN_COMPARABLES);
  });

  it("widens until it has enough", () => {
    const selection = selectComparables(makeSubject(), [...many(4, 0.2), ...many(4, 0.9), ...many(4, 1.5)], VALUATION_DATE);
    expect(selection?.ring).toEqual({ kind: "radius", miles: 2 });
    expect(selection?.comparables).toHaveLength(12);
  });

  it("takes what the widest ring has when it is short", () => {
    const selection = selectComparables(makeSubject(), many(3, 4), VALUATION_DATE);
    expect(selection?.ring).toEqual({ kind: "radius", miles: 5 });
    expect(selection?.comparables).toHaveLength(3);
  });

  it("is null with nothing within 5 miles", () => {
    expect(selectComparables(makeSubject(), many(20, 6), VALUATION_DATE)).toBeNull();
    expect(selectComparables(makeSubject(), [], VALUATION_DATE)).toBeNull();
  });

  it("keeps the heaviest when a ring has more than it needs", () => {
    const near = many(15, 0.05);
    const far = many(15, 0.24, { date: new Date("2021-01-01") });
    const selection = selectComparables(makeSubject(), [...far, ...near], VALUATION_DATE);
    expect(selection?.comparables).toHaveLength(MAX_COMPARABLES);
    expect(selection?.comparables.filter((c) => near.includes(c.sale))).toHaveLength(15);
  });

  it("measures distances and ages", () => {
    const [first] = selectComparables(makeSubject(), many(1, 1), VALUATION_DATE)?.comparables ?? [];
    expect(first?.distanceMetres).toBeCloseTo(1609, -1);
    expect(first?.ageMonths).toBeCloseTo(2, 0);
  });

  it("prefers the same street, most of all near house numbers", () => {
    const sameStreetNear = makeSale({ miles: 0.2, street: "BRADWELL ROAD", houseNumber: 29 });
    const sameStreetFar = makeSale({ miles: 0.2, street: "BRADWELL ROAD", houseNumber: 301 });
    const other = makeSale({ miles: 0.2 });
    const weights = new Map(selectComparables(makeSubject(), [other, sameStreetFar, sameStreetNear], VALUATION_DATE)?.comparables.map((c) => [c.sale, c.weight]));
    expect(weights.get(sameStreetNear)).toBeGreaterThan(weights.get(sameStreetFar) ?? Infinity);
    expect(weights.get(sameStreetFar)).toBeGreaterThan(weights.get(other) ?? Infinity);
  });

  it("counts a home sold twice once, at its latest sale", () => {
    const earlier = makeSale({ miles: 0.1, propertyKey: "uprn:7", price: 150_000, date: new Date("2022-02-01") });
    const later = makeSale({ miles: 0.1, propertyKey: "uprn:7", price: 170_000, date: new Date("2022-07-01") });
    const chosen = selectComparables(makeSubject(), [earlier, later, makeSale()], VALUATION_DATE)?.comparables.map((c) => c.sale);
    expect(chosen).toHaveLength(2);
    expect(chosen).toContain(later);
    expect(chosen).not.toContain(earlier);
  });

  it("ignores sales without a centroid when the subject has one", () => {
    expect(selectComparables(makeSubject(), many(12, null), VALUATION_DATE)).toBeNull();
  });
});

describe("selectComparables by postcode text", () => {
  const subject = makeSubject({ location: null });
  it.each<[string, { postcode: string; sector: string; outcode: string }[], string]>([
    ["the unit postcode when it has enough", Array(10).fill({ postcode: "NE3 3LJ", sector: "NE3 3", outcode: "NE3" }), "postcode"],
    ["the sector next", [...Array(4).fill({ postcode: "NE3 3LJ", sector: "NE3 3", outcode: "NE3" }), ...Array(6).fill({ postcode: "NE3 3AB", sector: "NE3 3", outcode: "NE3" })], "sector"],
    ["the outward code last", Array(3).fill({ postcode: "NE3 5AB", sector: "NE3 5", outcode: "NE3" }), "outcode"],
  ])("%s", (_, places, ring) => {
    const selection = selectComparables(subject, places.map((p) => makeSale({ miles: null, ...p })), VALUATION_DATE);
    expect(selection?.ring).toEqual({ kind: ring });
    expect(selection?.comparables.every((c) => c.distanceMetres === null)).toBe(true);
  });

  it("reaches the postcode area only when the outward code has fewer than three", () => {
    const elsewhere = many(5, null, { postcode: "NE4 5AB", sector: "NE4 5", outcode: "NE4" });
    const inOutcode = (count: number) => many(count, null, { postcode: "NE3 5AB", sector: "NE3 5", outcode: "NE3" });
    expect(selectComparables(subject, [...inOutcode(2), ...elsewhere], VALUATION_DATE)?.ring).toEqual({ kind: "area" });
    expect(selectComparables(subject, [...inOutcode(3), ...elsewhere], VALUATION_DATE)?.ring).toEqual({ kind: "outcode" });
  });
});
