import { describe, expect, it } from "vitest";
import { isPointInGeometry, parsePolygonGeometry, type PolygonGeometry } from "./point-in-polygon";

type Position = [number, number];

// A 4 x 4 square (lng 0..4, lat 50..54) with a 2 x 2 hole in the middle.
const square: Position[] = [[0, 50], [4, 50], [4, 54], [0, 54], [0, 50]];
const hole: Position[] = [[1, 51], [3, 51], [3, 53], [1, 53], [1, 51]];
const farSquare: Position[] = [[10, 50], [12, 50], [12, 52], [10, 52], [10, 50]];
// A concave "U": the notch between its arms is outside.
const u: Position[] = [[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]];

const polygon: PolygonGeometry = { type: "Polygon", coordinates: [square] };
const withHole: PolygonGeometry = { type: "Polygon", coordinates: [square, hole] };
const multi: PolygonGeometry = { type: "MultiPolygon", coordinates: [[square, hole], [farSquare]] };
const concave: PolygonGeometry = { type: "Polygon", coordinates: [u] };

const at = (longitude: number, latitude: number) => ({ latitude, longitude });

describe("isPointInGeometry", () => {
  it.each([
    ["inside a polygon", polygon, at(2, 52), true],
    ["outside a polygon", polygon, at(5, 52), false],
    ["left of a polygon on the same latitude", polygon, at(-1, 52), false],
    ["inside the hole", withHole, at(2, 52), false],
    ["between the hole and the outer ring", withHole, at(0.5, 52), true],
    ["in the first part of a multipolygon, outside its hole", multi, at(3.5, 53.5), true],
    ["in the hole of the first part", multi, at(2, 52), false],
    ["in the second part of a multipolygon", multi, at(11, 51), true],
    ["between the parts", multi, at(7, 51), false],
    ["in an arm of a concave polygon", concave, at(0.5, 2), true],
    ["in the notch of a concave polygon", concave, at(1.5, 2), false],
    ["below the notch", concave, at(1.5, 0.5), true],
  ])("%s → %s", (_name, geometry, point, expected) => {
    expect(isPointInGeometry(point, geometry)).toBe(expected);
  });

  it("does not need the ring to be closed", () => {
    expect(isPointInGeometry(at(2, 52), { type: "Polygon", coordinates: [square.slice(0, 4)] })).toBe(true);
  });
});

describe("parsePolygonGeometry", () => {
  it.each([
    [JSON.stringify(polygon), "Polygon"],
    [JSON.stringify(multi), "MultiPolygon"],
    [JSON.stringify({ type: "Point", coordinates: [1, 2] }), null],
    ["not json", null],
  ])("%s → %s", (text, type) => {
    expect(parsePolygonGeometry(text)?.type ?? null).toBe(type);
  });
});
