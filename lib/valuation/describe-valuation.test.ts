import { describe, expect, it } from "vitest";
import { describeMethod, describePpdTypes, describeSearchArea, type MethodFacts } from "./describe-valuation";
import type { SearchRing } from "./types";

const place = { postcode: "NE3 3LJ", sector: "NE3 3", outcode: "NE3" };

describe("describeSearchArea", () => {
  it.each<[SearchRing, string]>([
    [{ kind: "radius", miles: 0.25 }, "within 0.25 miles of NE3 3LJ"],
    [{ kind: "radius", miles: 1 }, "within 1 mile of NE3 3LJ"],
    [{ kind: "postcode" }, "in postcode NE3 3LJ"],
    [{ kind: "sector" }, "in postcode sector NE3 3"],
    [{ kind: "outcode" }, "in outward code NE3"],
    [{ kind: "area" }, "in postcode area NE"],
  ])("%j → %s", (ring, expected) => {
    expect(describeSearchArea(ring, place)).toBe(expected);
  });
});

describe("describePpdTypes", () => {
  it.each([
    [["S"], "semi-detached"],
    [["D", "S"], "detached or semi-detached"],
    [["D", "S", "T"], "detached, semi-detached or terraced"],
  ])("%j → %s", (types, expected) => {
    expect(describePpdTypes(types)).toBe(expected);
  });
});

describe("describeMethod", () => {
  const facts: MethodFacts = {
    count: 14,
    ppdTypes: ["F"],
    searchArea: "within 0.5 miles of NE3 3LJ",
    valuationDate: new Date("2022-09-30"),
    outcode: "NE3",
    area: "NE",
    sizeAdjusted: false,
    ownSale: null,
  };

  it("says what the value is the median of, and how prices were adjusted", () => {
    const text = describeMethod(facts);
    expect(text).toMatch(/^Weighted median of 14 flat sales \(HM Land Registry Price Paid\) within 0\.5 miles of NE3 3LJ, in the 24 months to Sept? 2022\./);
    expect(text).toContain("(NE3, shrunk toward the NE postcode area)");
    expect(text).not.toContain("floor area");
    expect(text).not.toContain("own sale");
    expect(text).not.toContain("tenure");
  });

  it("mentions the home's tenure when it weighs the sales", () => {
    expect(describeMethod({ ...facts, tenure: "L" })).toContain("most of all near house numbers, and leasehold sales, this home's tenure.");
    expect(describeMethod({ ...facts, tenure: "F" })).toContain("and freehold sales, this home's tenure.");
  });

  it("mentions the size adjustment and the home's own sale when used", () => {
    const text = describeMethod({ ...facts, sizeAdjusted: true, ownSale: { price: 52_000, date: new Date("2022-01-04"), indexedPrice: 54_500, weight: 0.44 } });
    expect(text).toContain("size elasticity of 0.7");
    expect(text).toMatch(/Blended \(44%\) with this home's own sale at £52,000 in Jan 2022, indexed to £54,500\./);
  });
});
