import { describe, expect, it } from "vitest";
import { distanceInMetres, offsetCoordinates } from "./offset-coordinates";
import { createRandom } from "./seeded-random";

describe("offsetCoordinates", () => {
  it("moves points by at most 40 m and spreads them out", () => {
    const centroid = { latitude: 54.9695, longitude: -1.6132 };
    const points = Array.from({ length: 500 }, (_, i) => offsetCoordinates(centroid.latitude, centroid.longitude, createRandom(`p${i}`)));
    const distances = points.map((point) => distanceInMetres(centroid, point));
    expect(Math.max(...distances)).toBeLessThanOrEqual(40);
    expect(Math.max(...distances)).toBeGreaterThan(30);
    expect(new Set(points.map((point) => `${point.latitude},${point.longitude}`)).size).toBe(500);
  });
});
