import { describe, expect, it } from "vitest";
import { buildFailureResult, classifyConfidence, detectChanges, rankCandidates } from "./classify";
import { parseAddress } from "./parse";
import { type PreparedAddress, measureWordRarity, prepareAddress, prepareCandidate, prepareQuery, scoreCandidate } from "./score";
import { REGISTER } from "./test-fixtures";
import type { Candidate, Confidence, MatchFailure } from "./types";

describe("classify-confidence", () => {
describe("classifyConfidence", () => {
  it.each<[number, number, Confidence]>([
    [1, 1, "HIGH"],
    [0.9, 0.08, "HIGH"],
    [0.95, 0.05, "MEDIUM"],
    [0.95, 0.01, "LOW"],
    [0.89, 0.5, "MEDIUM"],
    [0.75, 0.5, "MEDIUM"],
    [0.8, 0.05, "LOW"],
    [0.74, 0.5, "LOW"],
    [0.45, 0.45, "LOW"],
    [0.44, 0.44, "ERROR"],
    [0, 0, "ERROR"],
  ])("score %d, margin %d → %s", (score, margin, expected) => {
    expect(classifyConfidence(score, margin)).toBe(expected);
  });
});
});

describe("build-failure-result", () => {
describe("buildFailureResult", () => {
  it.each<MatchFailure>(["EMPTY_INPUT", "NO_BLOCKING_KEY", "NO_CANDIDATES", "NO_MATCH"])("%s is an ERROR with nothing suggested", (failure) => {
    const result = buildFailureResult({ paon: "27" }, failure, [], ["POSTCODE"]);
    expect(result).toMatchObject({ confidence: "ERROR", score: 0, match: null, suggestedAddress: null, hasChanges: false, failure });
    expect(result.parsed).toEqual({ paon: "27" });
    expect(result.blocking).toEqual(["POSTCODE"]);
  });
});
});

describe("detect-changes", () => {
const changes = (input: string, suggestion: string): boolean =>
  detectChanges(prepareAddress(parseAddress(input)), prepareAddress(parseAddress(suggestion)));

describe("detectChanges", () => {
  it.each([
    ["27 bradwell rd ne33lj", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ", false],
    ["Apt 2, 12 High St NE3 1AA", "FLAT 2, 12 HIGH STREET, NE3 1AA", false],
    ["139 Cloverfield West Allotment NE27 0BU", "139 CLOVERFIELD, WEST ALLOTMENT, NE27 0BU", false],
    ["3 Mill Lane NE20 9TQ", "ROSE COTTAGE, 3 MILL LANE, NE20 9TQ", false],
    ["27 Bradwel Rd NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["27 Bradwell Road NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["27 Bradwell Road", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["12 High St NE3 1AA", "FLAT 2, 12 HIGH STREET, NE3 1AA", true],
    ["13 Market St NE1 6JE", "12-14 MARKET STREET, NE1 6JE", true],
    ["10 Park Road NE2 1AB", "10 PARK ROAD NORTH, NE2 1AB", true],
    ["27, NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", true],
    ["Rose Cottage NE20 9TQ", "ROSE COTTAGE, MILL LANE, NE20 9TQ", true],
  ])("%j → %j: %j", (input, suggestion, expected) => {
    expect(changes(input, suggestion)).toBe(expected);
  });
});
});

describe("rank-candidates", () => {
type Row = [input: string, expectedId: string | null, confidence: Confidence, hasChanges: boolean];

const expectMatch = ([input, expectedId, confidence, hasChanges]: Row): void => {
  const result = rankCandidates(input, REGISTER);
  expect(result.match?.candidate.id ?? null).toBe(expectedId);
  expect(result.confidence).toBe(confidence);
  expect(result.hasChanges).toBe(hasChanges);
  expect(result.score).toBeGreaterThanOrEqual(0);
  expect(result.score).toBeLessThanOrEqual(1);
};

describe("rankCandidates", () => {
  it.each<Row>([
    ["27 BRADWELL ROAD NE3 3LJ", "bradwell-27", "HIGH", false],
    ["27 bradwell rd, newcastle ne33lj", "bradwell-27", "HIGH", false],
    ["11 ROGERSON TERRACE NE5 5JS", "rogerson-11", "HIGH", false],
    ["139 CLOVERFIELD, WEST ALLOTMENT NE27 0BU", "cloverfield-139", "HIGH", false],
    ["139 Cloverfield West Allotment NE27 0BU", "cloverfield-139", "HIGH", false],
  ])("real Price Paid address %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["27 Bradwel Rd NE3 3LJ", "bradwell-27", "HIGH", true],
    ["27 Bradwelll Road NE3 3LJ", "bradwell-27", "HIGH", true],
    ["11 Rogerson Terace NE5 5JS", "rogerson-11", "HIGH", true],
    ["11 Rogreson Terrace NE5 5JS", "rogerson-11", "HIGH", true],
    ["139 Cloverfeild NE27 0BU", "cloverfield-139", "HIGH", true],
  ])("typo in street %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["Flat 2, 12 High St, Gosforth NE3 1AA", "high-12-flat-2", "HIGH", false],
    ["flat 2 12 high st ne3 1aa", "high-12-flat-2", "HIGH", false],
    ["Apartment 2, 12 High Street NE3 1AA", "high-12-flat-2", "HIGH", false],
    ["Apt 12, 12 High St NE3 1AA", "high-12-flat-12", "HIGH", false],
    ["Flat 12 12 High St NE3 1AA", "high-12-flat-12", "HIGH", false],
    ["Flat 3, 12 High St NE3 1AA", null, "ERROR", false],
    // Only flats at number 12: a suggestion would invent the flat number.
    ["12 High St NE3 1AA", null, "ERROR", false],
    // Nor a house number for a query that has none.
    ["Bradwell Road NE3 3LJ", null, "ERROR", false],
  ])("flats %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["12A High St NE3 1AA", "high-12a", "HIGH", false],
    ["12 A High Street NE3 1AA", "high-12a", "HIGH", false],
    ["Flat A, 12 High St NE3 1AA", "high-12a", "MEDIUM", true],
    ["12B High St NE3 1AA", null, "ERROR", false],
    ["14A High St NE3 1AA", null, "ERROR", false],
  ])("numbers with letters %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["12-14 Market St NE1 6JE", "market-12-14", "HIGH", false],
    ["12 - 14 Market Street NE1 6JE", "market-12-14", "HIGH", false],
    ["13 Market St NE1 6JE", "market-12-14", "MEDIUM", true],
    ["16 Market St NE1 6JE", "market-16", "HIGH", false],
    ["18 Market St NE1 6JE", null, "ERROR", false],
  ])("ranges %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["27 Bradwell Road, Newcastle NE3", "bradwell-27", "HIGH", true],
    ["27 Bradwell Road, Newcastle", "bradwell-27", "HIGH", true],
    ["27, NE3 3LJ", "bradwell-27", "MEDIUM", true],
  ])("missing or partial postcode %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["27 Bradwell Road NE3 3LX", "bradwell-27", "MEDIUM", true],
    ["27 Bradwell Road NE3 1AA", "bradwell-27", "MEDIUM", true],
    ["27 Bradwell Road NE1 1AA", "bradwell-27", "MEDIUM", true],
  ])("wrong postcode %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["10 Park Rd NE2 1AB", "park-road-10", "HIGH", false],
    ["10 Park Road North NE2 1AB", "park-road-north-10", "HIGH", false],
    ["10 Park Rd Nth NE2 1AB", "park-road-north-10", "HIGH", false],
    ["20 Park Road NE2 1AD", "park-road-north-20", "LOW", true],
    ["20 Park Road Sth NE2 1AD", "park-road-south-20", "HIGH", false],
    ["5 Elm Grove NE6 5LP", "elm-grove-5", "HIGH", false],
    ["5 Elm Grove Terrace NE6 5LP", "elm-grove-terrace-5", "HIGH", false],
    ["5 Elm Grove Ter NE6 5LP", "elm-grove-terrace-5", "HIGH", false],
    ["5 Elm Grove Terace NE6 5LP", "elm-grove-terrace-5", "HIGH", true],
  ])("similar streets in one postcode %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["Rose Cottage, Mill Lane, Ponteland NE20 9TQ", "rose-cottage", "HIGH", false],
    ["Rose Cottage NE20 9TQ", "rose-cottage", "HIGH", true],
    ["rose cottage mill ln ne20 9tq", "rose-cottage", "HIGH", false],
    ["Rose Cotage, Mill Lane NE20 9TQ", "rose-cottage", "HIGH", true],
    ["Ivy Cottage, Mill Lane NE20 9TQ", "ivy-cottage", "HIGH", false],
    ["Rose House, Mill Lane NE20 9TQ", "rose-house", "HIGH", false],
    ["Holly Cottage, Mill Lane NE20 9TQ", "rose-cottage", "LOW", true],
  ])("named houses %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["8 St James St NE1 4NF", "saint-james-8", "HIGH", false],
    ["8 St. James' Street NE1 4NF", "saint-james-8", "HIGH", false],
    ["8 Saint James Street NE1 4NF", "saint-james-8", "HIGH", false],
    ["8 James St NE1 4NF", "james-8", "HIGH", false],
  ])("SAINT vs STREET %j", (...row) => expectMatch(row));

  it.each<Row>([
    ["2/3 Station Road NE1 5DL", "station-2-flat-3", "HIGH", false],
    ["Flat 3, 2 Station Rd NE1 5DL", "station-2-flat-3", "HIGH", false],
  ])("slash flat forms %j", (...row) => expectMatch(row));

  it.each<[string, string]>([
    ["", "EMPTY_INPUT"],
    ["   ", "EMPTY_INPUT"],
    ["!!! ??? ,,,", "EMPTY_INPUT"],
    ["qwertyuiop asdfgh", "NO_MATCH"],
    ["35 Bradwell Road NE3 3LJ", "NO_MATCH"],
    ["27 Acacia Avenue NE3 3LJ", "NO_MATCH"],
    ["3", "NO_MATCH"],
    ["Ground floor", "NO_MATCH"],
    ["NE3", "NO_MATCH"],
  ])("no match for %j (%s)", (input, failure) => {
    const result = rankCandidates(input, REGISTER);
    expect(result.confidence).toBe("ERROR");
    expect(result.failure).toBe(failure);
    expect(result.match).toBeNull();
    expect(result.suggestedAddress).toBeNull();
    expect(result.hasChanges).toBe(false);
  });

  it("returns NO_CANDIDATES for an empty candidate list", () => {
    expect(rankCandidates("27 Bradwell Road NE3 3LJ", []).failure).toBe("NO_CANDIDATES");
  });

  it("suggests a clean title-case address", () => {
    const result = rankCandidates("27 bradwel rd ne33lj", REGISTER);
    expect(result.suggestedAddress).toBe("27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ");
    expect(result.parsed).toEqual({ paon: "27", street: "BRADWEL ROAD", postcode: "NE3 3LJ", outcode: "NE3" });
  });

  it("reports the runner-up and margin between similar streets", () => {
    const result = rankCandidates("10 Park Road NE2 1AB", REGISTER);
    expect(result.runnerUp?.candidate.id).toBe("park-road-north-10");
    expect(result.margin).toBeCloseTo(result.score - (result.runnerUp?.score ?? 0), 3);
    expect(result.margin).toBeGreaterThan(0.08);
  });

  it("never ranks a number clash above a real match and puts clashes last", () => {
    const result = rankCandidates("Flat 2, 12 High St NE3 1AA", REGISTER);
    const flat12 = result.ranked.find(({ candidate }) => candidate.id === "high-12-flat-12");
    expect(flat12?.disqualified).toBe(true);
    expect(flat12?.breakdown.numbers).toBe("FLAT_MISMATCH");
    expect(result.ranked.at(-1)?.disqualified).toBe(true);
  });

  it("does not treat two records of one UPRN as rivals", () => {
    const twins: Candidate[] = [
      { id: "a", uprn: "100", address: "27 BRADWELL ROAD, NE3 3LJ" },
      { id: "b", uprn: "100", address: "27 BRADWELL RD, GOSFORTH, NE3 3LJ" },
    ];
    const result = rankCandidates("27 Bradwell Road NE3 3LJ", twins);
    expect(result.confidence).toBe("HIGH");
    expect(result.runnerUp).toBeNull();
  });

  it("demotes a near-tie between different properties", () => {
    const rivals: Candidate[] = [
      { id: "a", uprn: "1", address: "27 BRADWELL ROAD, NE3 3LJ" },
      { id: "b", uprn: "2", address: "27 BRADWELL ROAD, NE3 3LJ" },
    ];
    expect(rankCandidates("27 Bradwell Road NE3 3LJ", rivals).confidence).toBe("LOW");
  });

  it("accepts structured Price Paid fields as input", () => {
    const result = rankCandidates(
      { paon: "11", saon: "", street: "ROGERSON TERRACE", locality: "", town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", postcode: "NE5 5JS" },
      REGISTER,
    );
    expect(result.match?.candidate.uprn).toBe("U-rogerson-11");
    expect(result.confidence).toBe("HIGH");
    expect(result.blocking).toEqual([]);
  });
});
});

describe("descriptive sub-building phrases", () => {
  const street: Candidate[] = [
    { id: "12", uprn: "12", address: "12 STATION ROAD, NEWCASTLE UPON TYNE, NE1 5DL" },
    { id: "14", uprn: "14", address: "14 STATION ROAD, NEWCASTLE UPON TYNE, NE1 5DL" },
  ];
  const land: Candidate = { id: "land-12", uprn: "land-12", address: "LAND ADJOINING, 12 STATION ROAD, NEWCASTLE UPON TYNE, NE1 5DL" };
  it.each<[string, readonly Candidate[], string | null, Confidence]>([
    // Land beside number 12 is not number 12: at most a guess for review.
    ["LAND ADJOINING, 12 Station Road, NE1 5DL", street, "12", "LOW"],
    ["Land lying to the north of 12 Station Road NE1 5DL", street, "12", "LOW"],
    ["Plot 4, 12 Station Road NE1 5DL", street, "12", "LOW"],
    ["Garage, 12 Station Road NE1 5DL", street, "12", "LOW"],
    // When the register holds the land itself, that is the match; and the house stays the house.
    ["Land adjoining 12 Station Rd NE1 5DL", [...street, land], "land-12", "HIGH"],
    ["12 Station Road NE1 5DL", [...street, land], "12", "HIGH"],
  ])("%j", (input, candidates, expected, confidence) => {
    const result = rankCandidates(input, candidates);
    expect(result.match?.candidate.id ?? null).toBe(expected);
    expect(result.confidence).toBe(confidence);
  });
});

describe("unmatched query words cost by rarity", () => {
  const block = ["ROSE VILLA, 12 HIGH STREET, NE3 1AA", "12 HIGH STREET, NE3 1AA", "14 HIGH STREET, GOSFORTH, NE3 1AA"].map((address, i) => prepareCandidate({ id: String(i), address }));
  const rarity = measureWordRarity(block);
  it.each([
    ["ROSE", 2 / 3],
    ["HIGH", 0],
    ["GOSFORTH", 2 / 3],
    ["UNKNOWN", 1],
  ])("rarity of %s is %d", (word, expected) => {
    expect(rarity(word)).toBeCloseTo(expected, 5);
  });

  it("a building name the candidate lacks costs, a shared word does not", () => {
    const [named, plain] = block as [PreparedAddress, PreparedAddress, PreparedAddress];
    const query = prepareQuery("IVY HOUSE, 12 HIGH STREET, NE3 1AA")[0] as PreparedAddress;
    const same = prepareQuery("12 HIGH STREET, NE3 1AA")[0] as PreparedAddress;
    expect(scoreCandidate(query, plain, rarity).score).toBeLessThan(scoreCandidate(same, plain, rarity).score);
    expect(scoreCandidate(same, named, rarity).score).toBeLessThan(1);
  });
});
