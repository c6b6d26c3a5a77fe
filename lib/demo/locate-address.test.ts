import { describe, expect, it } from "vitest";
import { locateAddress, type KnownCentroids } from "./locate-address";

const known: KnownCentroids = {
  postcodes: new Map([["NE3 3LJ", { latitude: 55.007532, longitude: -1.655104 }]]),
  sectors: new Map([["NE13 9", { latitude: 55.05, longitude: -1.65 }]]),
  outcodes: new Map([["NE13", { latitude: 55.06, longitude: -1.66 }], ["NE20", { latitude: 55.07, longitude: -1.75 }]]),
};

describe("locateAddress", () => {
  it.each([
    ["its own centroid, exact", "NE3 3LJ", { latitude: 55.007532, longitude: -1.655104, approximate: false }],
    ["its sector's centroid, approximate", "NE13 9FA", { latitude: 55.05, longitude: -1.65, approximate: true }],
    ["its outward code's centroid when the sector has none, approximate", "NE20 0FB", { latitude: 55.07, longitude: -1.75, approximate: true }],
    ["nothing when not even the outward code is known", "B1 1AA", null],
  ])("places a postcode at %s", (_, postcode, expected) => {
    expect(locateAddress(postcode, known)).toEqual(expected);
  });

  it("prefers the sector over the outward code", () => {
    expect(locateAddress("NE13 9ZZ", known)?.latitude).toBe(55.05);
  });
});
