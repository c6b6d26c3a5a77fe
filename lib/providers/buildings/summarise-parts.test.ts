import { describe, expect, it } from "vitest";
import { summariseParts } from "./summarise-parts";
import type { BuildingPart } from "./types";

const part = (osid: string, heightMetres: number | null): BuildingPart => ({ osid, heightMetres, areaM2: 100, description: null, heightSource: null, versionDate: null, source: "os-ngd" });
const parts = [part("a", 5), part("b", 18), part("c", 60), part("d", null), part("e", 0), part("f", 59.9), part("g", 17.9)];

describe("summariseParts", () => {
  it("counts every part, and only those with a height above 0 in the statistics and classes", () => {
    const summary = summariseParts(parts, { minHeight: 0, limit: 3 }, true);
    expect(summary).toMatchObject({ totalBuildings: 7, buildingsWithHeight: 5, maxHeight: 60, minHeight: 5, heightDistribution: { lowRise: 2, midRise: 2, highRise: 1 }, complete: true });
    expect(summary.averageHeight).toBeCloseTo((5 + 18 + 60 + 59.9 + 17.9) / 5, 6);
    expect(summary.tallest.map((p) => p.osid)).toEqual(["c", "f", "b"]);
    const { lowRise, midRise, highRise } = summary.heightDistribution;
    expect(lowRise + midRise + highRise).toBe(summary.buildingsWithHeight);
  });

  it("applies the minimum height to the counts and the list", () => {
    const summary = summariseParts(parts, { minHeight: 18, limit: 10 }, false);
    expect(summary).toMatchObject({ buildingsWithHeight: 3, minHeight: 18, complete: false });
    expect(summary.tallest.map((p) => p.osid)).toEqual(["c", "f", "b"]);
  });

  it("has no statistics without heights", () => {
    expect(summariseParts([part("d", null)], { minHeight: 0, limit: 10 }, true)).toMatchObject({ totalBuildings: 1, buildingsWithHeight: 0, averageHeight: null, maxHeight: null, minHeight: null, tallest: [] });
  });
});
