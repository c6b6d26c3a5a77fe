import { describe, expect, it } from "vitest";
import { matchAddress } from "./match-address";
import type { Candidate, CandidateSource } from "./types";

const register: Candidate[] = [
  { id: "1", uprn: "1", address: "27 BRADWELL ROAD NEWCASTLE UPON TYNE NE3 3LJ", paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ" },
  { id: "2", uprn: "2", address: "29 BRADWELL ROAD NEWCASTLE UPON TYNE NE3 3LJ", paon: "29", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ" },
];

const withStreet: CandidateSource = {
  byPostcode: async () => [],
  byOutcodeAndStreet: async () => [],
  byStreet: async (street) => register.filter((c) => c.street === street),
};

describe("matchAddress without any postcode", () => {
  it("blocks by street when the source can, and still needs the number to agree", async () => {
    const found = await matchAddress("27 Bradwell Rd, Newcastle upon Tyne", withStreet);
    expect(found.blocking).toEqual(["STREET"]);
    expect(found.match?.candidate.uprn).toBe("1");
    const none = await matchAddress("31 Bradwell Rd, Newcastle upon Tyne", withStreet);
    expect(none.confidence).toBe("ERROR");
  });

  it("reports no blocking key when the source cannot search by street", async () => {
    const { byStreet: _omit, ...withoutStreet } = withStreet;
    expect((await matchAddress("27 Bradwell Rd", withoutStreet)).failure).toBe("NO_BLOCKING_KEY");
  });
});
