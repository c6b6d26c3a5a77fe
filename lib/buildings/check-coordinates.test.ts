import { describe, expect, it } from "vitest";
import { checkCoordinates, readDegrees } from "./check-coordinates";

describe("checkCoordinates", () => {
  it.each([
    [51.5074, -0.1278],
    [55.0072, -1.6353],
    [60.15, -1.15], // Lerwick
    [54.6, -5.93], // Belfast
    [49.92, -6.3], // Scilly
  ])("accepts %d,%d in the UK", (lat, lng) => {
    expect(checkCoordinates(lat, lng)).toBeNull();
  });

  it.each([
    [-0.1278, 51.5074, "look swapped"],
    [530000, 180000, "British National Grid"],
    [51.5, 530000, "British National Grid"],
    [48.8566, 2.3522, "outside the UK"],
    [40.7, -74, "outside the UK"],
  ])("refuses %d,%d (%s)", (lat, lng, message) => {
    expect(checkCoordinates(lat, lng)).toContain(message);
  });
});

describe("readDegrees", () => {
  it.each([
    ["51.5074", 51.5074],
    [" -0.1278 ", -0.1278],
    ["+1", 1],
    [".5", 0.5],
    ["TQ 30 80", null],
    ["", null],
    ["1e3", null],
    ["51,5", null],
    ["Infinity", null],
  ])("%j → %s", (text, expected) => {
    expect(readDegrees(text)).toBe(expected);
  });
});
