import { describe, expect, it } from "vitest";
import { prepareCandidate, readCandidateParts } from "./prepare-candidate";
import type { AddressParts, Candidate } from "./types";

describe("readCandidateParts", () => {
  it.each<[string, Candidate, AddressParts]>([
    [
      "single line",
      { id: "1", address: "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ" },
      { paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", outcode: "NE3" },
    ],
    [
      "structured fields win over the line",
      { id: "2", address: "ignored", paon: "11", street: "ROGERSON TER", postcode: "ne55js" },
      { paon: "11", street: "ROGERSON TERRACE", postcode: "NE5 5JS", outcode: "NE5" },
    ],
    [
      "postcode field fills a line without one",
      { id: "3", address: "139 CLOVERFIELD, WEST ALLOTMENT", postcode: "NE27 0BU" },
      { paon: "139", street: "CLOVERFIELD", town: "WEST ALLOTMENT", postcode: "NE27 0BU", outcode: "NE27" },
    ],
    [
      "postcode in the line fills structured fields without one",
      { id: "4", address: "FLAT 2, 12 HIGH STREET, NE3 1AA", saon: "FLAT 2", paon: "12", street: "HIGH STREET" },
      { saon: "FLAT 2", paon: "12", street: "HIGH STREET", postcode: "NE3 1AA", outcode: "NE3" },
    ],
  ])("%s", (_label, candidate, expected) => {
    expect(readCandidateParts(candidate)).toEqual(expected);
  });
});

describe("prepareCandidate", () => {
  it("reuses the prepared form for the same candidate object", () => {
    const candidate: Candidate = { id: "1", address: "27 BRADWELL ROAD, NE3 3LJ" };
    expect(prepareCandidate(candidate)).toBe(prepareCandidate(candidate));
  });
});
