import { describe, expect, it } from "vitest";
import { classifyBuildPeriod, classifyRebuildType } from "./classify-rebuild-property";

describe("classifyRebuildType", () => {
  it.each([
    [{ propertyType: "House", builtForm: "Semi-Detached" }, null, "semi-detached"],
    [{ propertyType: "House", builtForm: "Detached" }, null, "detached"],
    [{ propertyType: "House", builtForm: "Mid-Terrace" }, null, "terraced"],
    [{ propertyType: "House", builtForm: "Enclosed End-Terrace" }, null, "terraced"],
    [{ propertyType: "Flat", builtForm: "Detached" }, null, "flat"],
    [{ propertyType: "Maisonette", builtForm: null }, null, "flat"],
    [{ propertyType: "Bungalow", builtForm: "Semi-Detached" }, null, "bungalow"],
    [{ propertyType: "House", builtForm: null }, "T", "terraced"],
    [null, "D", "detached"],
    [null, "O", null],
    [{ propertyType: "Park home", builtForm: null }, null, null],
  ] as const)("%j, sale %s → %s", (epc, sale, expected) => {
    expect(classifyRebuildType(epc, sale)).toBe(expected);
  });
});

describe("classifyBuildPeriod", () => {
  it.each([
    ["England and Wales: before 1900", "pre-1919"],
    ["England and Wales: 1900-1929", "pre-1919"],
    ["England and Wales: 1930-1949", "1919-1944"],
    ["England and Wales: 1950-1966", "1945-1979"],
    ["England and Wales: 1976-1982", "1945-1979"],
    ["England and Wales: 1983-1990", "1980-1999"],
    ["England and Wales: 1996-2002", "1980-1999"],
    ["England and Wales: 2007 onwards", "2000-onwards"],
    ["2015", "2000-onwards"],
    ["NO DATA!", null],
    [null, null],
  ])("%s → %s", (band, expected) => expect(classifyBuildPeriod(band)).toBe(expected));
});
