import { describe, expect, it } from "vitest";
import { MAX_LOOKUP_TRIGRAMS, createMemoryCandidateSource, listLookupTrigrams, listTrigrams, matchAddress, measureTrigramSimilarity, rankStreetNames, streetKey } from "./block";
import { REGISTER } from "./test-fixtures";
import type { BlockingStrategy, Candidate, CandidateSource, Confidence, MatchFailure } from "./types";

describe("street-key", () => {
describe("streetKey", () => {
  it.each([
    ["BRADWELL ROAD", "BRADW"],
    ["SAINT JOHNS ROAD", "JOHN"],
    ["bradwel road", "BRADW"],
    ["ELM GROVE TERRACE", "GROV"],
    ["ROAD", "ROA"],
  ])("%s → %s", (street, key) => expect(streetKey(street)).toBe(key));
});
});

describe("memory-candidate-source", () => {
const source = createMemoryCandidateSource(REGISTER);
const ids = (candidates: { id: string }[]): string[] => candidates.map(({ id }) => id).sort();

describe("createMemoryCandidateSource", () => {
  it.each([
    ["NE2 1AB", ["park-road-10", "park-road-north-10"]],
    ["ne21ab", ["park-road-10", "park-road-north-10"]],
    ["NE99 9ZZ", []],
    ["nonsense", []],
  ])("byPostcode(%j)", async (postcode, expected) => {
    expect(ids(await source.byPostcode(postcode))).toEqual(expected);
  });

  it.each([
    ["NE2", "PARK ROAD", ["park-road-10", "park-road-north-10", "park-road-north-20", "park-road-south-20"]],
    ["NE3", "BRADWEL ROAD", ["bradwell-21", "bradwell-23", "bradwell-25", "bradwell-27", "bradwell-29", "bradwell-31", "bradwell-33"]],
    ["ne3", "bradwell rd", ["bradwell-21", "bradwell-23", "bradwell-25", "bradwell-27", "bradwell-29", "bradwell-31", "bradwell-33"]],
    ["NE3", "KENTON ROAD", ["kenton-25", "kenton-27"]],
    ["NE3", "ACACIA AVENUE", []],
    ["NE9", "BRADWELL ROAD", []],
  ])("byOutcodeAndStreet(%j, %j)", async (outcode, street, expected) => {
    expect(ids(await source.byOutcodeAndStreet(outcode, street))).toEqual(expected);
  });

  it("returns copies so callers cannot corrupt the index", async () => {
    const first = await source.byPostcode("NE2 1AB");
    first.length = 0;
    expect(await source.byPostcode("NE2 1AB")).toHaveLength(2);
  });
});
});

describe("match-address", () => {
interface RecordingSource extends CandidateSource {
  calls: string[];
}

// Wraps the in-memory source to record which look-ups matchAddress makes.
function createRecordingSource(candidates: readonly Candidate[] = REGISTER): RecordingSource {
  const inner = createMemoryCandidateSource(candidates);
  const calls: string[] = [];
  return {
    calls,
    byPostcode: (postcode) => {
      calls.push(`postcode:${postcode}`);
      return inner.byPostcode(postcode);
    },
    byOutcodeAndStreet: (outcode, street) => {
      calls.push(`outcode:${outcode}|${street}`);
      return inner.byOutcodeAndStreet(outcode, street);
    },
  };
}

describe("matchAddress", () => {
  it.each<[string, string | null, Confidence, BlockingStrategy[], string[]]>([
    ["27 BRADWELL ROAD NE3 3LJ", "bradwell-27", "HIGH", ["POSTCODE"], ["postcode:NE3 3LJ"]],
    ["11 rogerson tce ne55js", "rogerson-11", "HIGH", ["POSTCODE"], ["postcode:NE5 5JS"]],
    ["139 CLOVERFIELD, WEST ALLOTMENT NE27 0BU", "cloverfield-139", "HIGH", ["POSTCODE"], ["postcode:NE27 0BU"]],
    [
      "27 Bradwell Road NE3 3LX",
      "bradwell-27",
      "MEDIUM",
      ["POSTCODE", "OUTCODE_STREET"],
      ["postcode:NE3 3LX", "outcode:NE3|BRADWELL ROAD"],
    ],
    [
      "27 Bradwell Road NE3 9ZZ",
      "bradwell-27",
      "MEDIUM",
      ["POSTCODE", "OUTCODE_STREET"],
      ["postcode:NE3 9ZZ", "outcode:NE3|BRADWELL ROAD"],
    ],
    ["27 Bradwel Rd, Newcastle NE3", "bradwell-27", "HIGH", ["OUTCODE_STREET"], ["outcode:NE3|BRADWEL ROAD"]],
    ["10 Park Road NE2", "park-road-10", "HIGH", ["OUTCODE_STREET"], ["outcode:NE2|PARK ROAD"]],
    [
      // Number 12 has only flats: naming one would invent a flat number the query never gave.
      "12 High St NE3 1AA",
      null,
      "ERROR",
      ["POSTCODE", "OUTCODE_STREET"],
      ["postcode:NE3 1AA", "outcode:NE3|HIGH STREET"],
    ],
    ["27, NE3 3LJ", "bradwell-27", "MEDIUM", ["POSTCODE"], ["postcode:NE3 3LJ"]],
  ])("%j → %j (%s)", async (input, expectedId, confidence, blocking, calls) => {
    const source = createRecordingSource();
    const result = await matchAddress(input, source);
    expect(result.match?.candidate.id ?? null).toBe(expectedId);
    expect(result.confidence).toBe(confidence);
    expect(result.blocking).toEqual(blocking);
    expect(source.calls).toEqual(calls);
  });

  it.each<[string, MatchFailure, string[]]>([
    ["", "EMPTY_INPUT", []],
    ["!!!", "EMPTY_INPUT", []],
    ["27 Bradwell Road, Newcastle", "NO_BLOCKING_KEY", []],
    ["asdfghjkl", "NO_BLOCKING_KEY", []],
    ["Rose Cottage NE99 9ZZ", "NO_CANDIDATES", ["postcode:NE99 9ZZ"]],
    ["35 Bradwell Road NE3 3LJ", "NO_MATCH", ["postcode:NE3 3LJ", "outcode:NE3|BRADWELL ROAD"]],
  ])("%j fails with %s", async (input, failure, calls) => {
    const source = createRecordingSource();
    const result = await matchAddress(input, source);
    expect(result.confidence).toBe("ERROR");
    expect(result.failure).toBe(failure);
    expect(result.suggestedAddress).toBeNull();
    expect(source.calls).toEqual(calls);
  });

  it("suggests the corrected address for a wrong postcode", async () => {
    const result = await matchAddress("27 bradwell rd ne3 3lx", createRecordingSource());
    expect(result.suggestedAddress).toBe("27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ");
    expect(result.hasChanges).toBe(true);
  });

  it("scores a candidate returned by both look-ups once", async () => {
    const result = await matchAddress("12 High St NE3 1AA", createRecordingSource());
    const ids = result.ranked.map(({ candidate }) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("matches structured Price Paid fields", async () => {
    const result = await matchAddress(
      { paon: "139", saon: "", street: "CLOVERFIELD", locality: "WEST ALLOTMENT", town: "NEWCASTLE UPON TYNE", district: "NORTH TYNESIDE", county: "TYNE AND WEAR", postcode: "NE27 0BU" },
      createRecordingSource(),
    );
    expect(result.match?.candidate.uprn).toBe("U-cloverfield-139");
    expect(result.confidence).toBe("HIGH");
    expect(result.hasChanges).toBe(false);
  });
});
});

describe("match-address-street", () => {
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
});

describe("street trigrams", () => {
  it.each([
    ["ELM", ["  E", " EL", "ELM", "LM "]],
    ["ELM ROW", ["  E", " EL", "ELM", "LM ", "  R", " RO", "ROW", "OW "]],
  ])("listTrigrams(%j)", (name, expected) => {
    expect(listTrigrams(name)).toEqual(expected);
  });

  it.each([
    ["BRADWELL ROAD", "BRADWELL ROAD", 1],
    ["BRADWELL ROAD", "BRADWEL ROAD", 0.7],
    ["RBADWELL ROAD", "BRADWELL ROAD", 0.5],
    ["BRADWELL ROAD", "KENTON LANE", 0],
  ])("measureTrigramSimilarity(%j, %j) ≥ %d and symmetric", (a, b, least) => {
    expect(measureTrigramSimilarity(a, b)).toBeGreaterThanOrEqual(least);
    expect(measureTrigramSimilarity(a, b)).toBe(measureTrigramSimilarity(b, a));
  });

  it("binds only the identifying words' trigrams, and a bounded number of them", () => {
    expect(listLookupTrigrams("BRADWELL ROAD")).toEqual(listTrigrams("BRADWELL"));
    expect(listLookupTrigrams("THE GREEN")).toEqual(listTrigrams("THE GREEN"));
    expect(listLookupTrigrams("A".repeat(200)).length).toBeLessThanOrEqual(MAX_LOOKUP_TRIGRAMS);
  });

  it.each<[string, string | undefined, string[]]>([
    // A typo in the first letters: the old 5-letter prefix found nothing.
    ["SSATION ROAD", undefined, ["STATION ROAD|NE12", "STATION ROAD|M41"]],
    // The town named in the query ranks its street first.
    ["STATION ROAD", "URMSTON", ["STATION ROAD|M41", "STATION ROAD|NE12"]],
    ["NOWHERE AT ALL", undefined, []],
  ])("rankStreetNames(%j, %j)", (street, town, expected) => {
    const streets = [
      { name: "STATION ROAD", outcode: "NE12", town: "NEWCASTLE UPON TYNE" },
      { name: "STATION ROAD", outcode: "M41", town: "Urmston" },
      { name: "KENTON ROAD", outcode: "NE3", town: "NEWCASTLE UPON TYNE" },
    ];
    expect(rankStreetNames(street, town, streets, 5).map(({ name, outcode }) => `${name}|${outcode}`)).toEqual(expected);
  });
});

describe("matchAddress without a postcode, through the memory source's fuzzy street and building look-ups", () => {
  const register: Candidate[] = [
    { id: "dene-6", uprn: "dene-6", address: "", saon: "6", paon: "Dene Court", street: "Jesmond Park East", town: "Newcastle upon Tyne", postcode: "NE7 7BZ" },
    { id: "dene-17", uprn: "dene-17", address: "", saon: "17", paon: "Dene Court", street: "Jesmond Park East", town: "Newcastle upon Tyne", postcode: "NE7 7BZ" },
    { id: "pegasus-37", uprn: "pegasus-37", address: "", saon: "37", paon: "Pegasus Jesmond Assembly", town: "Newcastle upon Tyne", postcode: "NE2 1AA" },
    { id: "station-42", uprn: "station-42", address: "42 STATION ROAD, NEWCASTLE UPON TYNE, NE12 5UX" },
    { id: "anns-21", uprn: "anns-21", address: "", saon: "21", paon: "St Anns Close", town: "Newcastle upon Tyne", postcode: "NE1 2QJ" },
  ];
  const source = createMemoryCandidateSource(register);
  it.each<[string, string | null, Confidence]>([
    ["Flat 6, Dene Court", "dene-6", "HIGH"],
    ["flat 17 dene court, jesmond park east", "dene-17", "HIGH"],
    ["37, Pegasus Jesmond Assembly", "pegasus-37", "HIGH"],
    // A typo and no postcode: found, but worth a glance.
    ["42 Ssation Road, Newcastle upon Tyne", "station-42", "MEDIUM"],
    ["21 St Anns Close, Newcastle", "anns-21", "HIGH"],
    // A flat the building does not have is no match, not a neighbour.
    ["Flat 9, Dene Court", null, "ERROR"],
  ])("%j → %j", async (input, expected, confidence) => {
    const result = await matchAddress(input, source);
    expect(result.match?.candidate.id ?? null).toBe(expected);
    expect(result.confidence).toBe(confidence);
  });
});
