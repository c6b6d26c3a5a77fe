import { describe, expect, it } from "vitest";
import { measureBox, parseBbox } from "./parse-bbox";

describe("parseBbox", () => {
  it("reads west,south,east,north", () => {
    expect(parseBbox("-1.64,55.0,-1.63, 55.01")).toEqual({ box: { west: -1.64, south: 55, east: -1.63, north: 55.01 } });
  });

  it.each([
    ["-1.64,55.0,-1.63", "west,south,east,north"],
    ["a,b,c,d", "west,south,east,north"],
    ["-1.63,55.0,-1.64,55.01", "west must be less than east"],
    ["-1.64,55.01,-1.63,55.0", "south less than north"],
    ["55.0,-1.64,55.01,-1.63", "look swapped"],
    ["2.35,48.85,2.36,48.86", "outside the UK"],
    ["-1.7,55.0,-1.6,55.1", "The area is too large (6.4 km wide by 11.1 km tall)"],
    ["-1.64,55.0,-1.60,55.01", "too large"],
  ])("%s → %s", (text, message) => {
    const result = parseBbox(text);
    expect("error" in result && result.error).toContain(message);
  });

  it("measures a box: its sides in metres, and symmetric", () => {
    const { widthMetres, heightMetres } = measureBox({ west: -0.01, south: 51.5, east: 0.01, north: 51.51 });
    expect(widthMetres).toBeCloseTo(1385, -1);
    expect(heightMetres).toBeCloseTo(1112, -1);
    expect(measureBox({ west: -0.02, south: 51.5, east: 0, north: 51.51 }).widthMetres).toBeCloseTo(widthMetres, 3);
  });
});
