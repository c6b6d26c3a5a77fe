import { describe, expect, it } from "vitest";
import { joinAddressParts, listAddressLines } from "./join-address-parts";
import type { AddressParts } from "./types";

describe("joinAddressParts / listAddressLines", () => {
  it.each<[AddressParts, string[], string]>([
    [{ saon: "FLAT 2", paon: "12A", street: "HIGH STREET", postcode: "NE3 1AA", outcode: "NE3" }, ["FLAT 2", "12A HIGH STREET"], "FLAT 2, 12A HIGH STREET, NE3 1AA"],
    [{ paon: "ROSE COTTAGE", street: "MILL LANE" }, ["ROSE COTTAGE", "MILL LANE"], "ROSE COTTAGE, MILL LANE"],
    [{ paon: "ROSE COURT, 12", street: "HIGH STREET" }, ["ROSE COURT", "12 HIGH STREET"], "ROSE COURT, 12 HIGH STREET"],
    [{ paon: "27", outcode: "NE3" }, ["27"], "27, NE3"],
    [{ street: "CLOVERFIELD", locality: "WEST ALLOTMENT", town: "NEWCASTLE UPON TYNE" }, ["CLOVERFIELD", "WEST ALLOTMENT", "NEWCASTLE UPON TYNE"], "CLOVERFIELD, WEST ALLOTMENT, NEWCASTLE UPON TYNE"],
    [{}, [], ""],
  ])("%j", (parts, lines, joined) => {
    expect(listAddressLines(parts)).toEqual(lines);
    expect(joinAddressParts(parts)).toBe(joined);
  });
});
