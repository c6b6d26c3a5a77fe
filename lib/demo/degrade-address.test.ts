import { describe, expect, it } from "vitest";
import { ADDRESS_DEFECTS, degradeAddress, misspell } from "./degrade-address";
import { formatAddress } from "./format-address";
import { createRandom } from "./seeded-random";
import type { AddressParts } from "./demo-types";

const parts: AddressParts = { saon: null, paon: "27", street: "BRADWELL ROAD", locality: null, town: "NEWCASTLE UPON TYNE", district: null, county: "TYNE AND WEAR", postcode: "NE3 3LJ" };
const bradwell = { parts, region: "north-east" as const };
const original = formatAddress(parts).singleLine;

describe("misspell", () => {
  it.each([
    ["BRADWELL", "BRADWEL"],
    ["JUBILEE", "JUBILE"],
  ])("drops a doubled letter: %s → %s", (word, expected) => {
    expect(misspell(word, createRandom(word))).toBe(expected);
  });

  it("swaps two inner letters when nothing is doubled", () => {
    const result = misspell("CLAVERING", createRandom("x"));
    expect(result).not.toBe("CLAVERING");
    expect([...result].sort().join("")).toBe([..."CLAVERING"].sort().join(""));
  });
});

describe("degradeAddress", () => {
  it.each([
    ["typo-and-abbreviation", { address: "27 Bradwel Rd", postcode: "NE3 3LJ", city: "Newcastle upon Tyne" }],
    ["abbreviation", { address: "27 Bradwell Rd", postcode: "NE3 3LJ" }],
    ["street-typo", { address: "27 Bradwel Road" }],
    ["missing-postcode", { address: "27 Bradwell Road", postcode: null, fullAddress: "27 Bradwell Road, Newcastle upon Tyne" }],
    ["no-house-number", { address: "Bradwell Road", postcode: "NE3 3LJ" }],
  ] as const)("%s", (defect, expected) => {
    expect(degradeAddress(bradwell, defect, createRandom(defect))).toMatchObject(expected);
  });

  it("moves a wrong-town address to a neighbouring town", () => {
    const degraded = degradeAddress(bradwell, "wrong-town", createRandom("town"));
    expect(degraded.city).not.toBe("Newcastle upon Tyne");
    expect(degraded.fullAddress).toContain(degraded.city ?? "?");
  });

  it("always changes the address and leaves at least five characters", () => {
    for (const defect of ADDRESS_DEFECTS) {
      const degraded = degradeAddress(bradwell, defect, createRandom(defect));
      expect(degraded.fullAddress).not.toBe(original);
      expect(degraded.address.length).toBeGreaterThanOrEqual(5);
    }
  });
});
