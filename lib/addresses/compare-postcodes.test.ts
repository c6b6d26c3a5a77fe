import { describe, expect, it } from "vitest";
import { comparePostcodes } from "./compare-postcodes";
import { prepareAddress } from "./prepare-address";
import type { AddressParts, PostcodeVerdict } from "./types";

const at = (postcode?: string, outcode?: string): AddressParts => ({
  ...(postcode ? { postcode } : {}),
  ...(outcode ? { outcode } : {}),
});

describe("comparePostcodes", () => {
  it.each<[AddressParts, AddressParts, PostcodeVerdict, number, number]>([
    [at("NE3 3LJ", "NE3"), at("NE3 3LJ", "NE3"), "EXACT", 1, 1],
    [at("NE3 3LX", "NE3"), at("NE3 3LJ", "NE3"), "SAME_SECTOR", 0, 0.85],
    [at("NE3 1AA", "NE3"), at("NE3 3LJ", "NE3"), "SAME_OUTCODE", 0, 0.85],
    [at("NE1 1AA", "NE1"), at("NE3 3LJ", "NE3"), "DIFFERENT", 0, 0.8],
    [at(undefined, "NE3"), at("NE3 3LJ", "NE3"), "UNKNOWN", 0.5, 1],
    [at(undefined, "NE1"), at("NE3 3LJ", "NE3"), "DIFFERENT", 0, 0.8],
    [at(), at("NE3 3LJ", "NE3"), "UNKNOWN", 0.5, 1],
    [at("NE3 3LJ", "NE3"), at(), "UNKNOWN", 0.5, 1],
  ])("%j vs %j → %s", (a, b, verdict, value, cap) => {
    expect(comparePostcodes(prepareAddress(a), prepareAddress(b))).toEqual({ verdict, value, cap });
  });
});
