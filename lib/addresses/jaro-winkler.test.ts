import { describe, expect, it } from "vitest";
import { measureJaroWinkler } from "./jaro-winkler";

describe("measureJaroWinkler", () => {
  // Reference values from Winkler (1990) and common implementations.
  it.each([
    ["MARTHA", "MARHTA", 0.961],
    ["DWAYNE", "DUANE", 0.84],
    ["DIXON", "DICKSONX", 0.813],
    ["BRADWEL", "BRADWELL", 0.975],
    ["ROGERSON", "ROGERSON", 1],
    ["ABC", "XYZ", 0],
    ["", "ROAD", 0],
    ["", "", 1],
  ])("%j vs %j ≈ %d", (a, b, expected) => {
    expect(measureJaroWinkler(a, b)).toBeCloseTo(expected, 3);
  });

  it.each([
    ["CLOVERFIELD", "CLOVERFEILD"],
    ["NORTH", "NROTH"],
    ["ROGERSON", "ROGESRON"],
  ])("is symmetric for %j / %j", (a, b) => {
    expect(measureJaroWinkler(a, b)).toBeCloseTo(measureJaroWinkler(b, a), 10);
  });
});
