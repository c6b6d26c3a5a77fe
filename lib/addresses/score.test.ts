import { describe, expect, it } from "vitest";
import { parseAddress } from "./parse";
import { compareNumbers, comparePostcodes, compareText, compareTokens, isUsableQuery, measureWordSimilarity, prepareAddress, prepareCandidate, prepareQuery, readCandidateParts, scoreCandidate, selectComparableTokens, weighToken, weighWords } from "./score";
import type { AddressParts, Candidate, NumberVerdict, PostcodeVerdict } from "./types";

describe("weigh-token", () => {
describe("weighToken", () => {
  it.each([
    ["BRADWELL", 1],
    ["NORTH", 1],
    ["ROAD", 0.5],
    ["TERRACE", 0.5],
    ["COTTAGE", 0.5],
    ["THE", 0.25],
  ])("%j → %d", (token, weight) => {
    expect(weighToken(token)).toBe(weight);
  });
});

describe("weighWords", () => {
  it.each([
    ["PARK ROAD NORTH", [1, 0.5, 1]],
    ["BRADWELL ROAD", [1, 0.5]],
    ["THE GREEN", [0.25, 0.5]],
    ["BROADWAY", [0.5]],
    ["ELM GROVE TERRACE", [1, 0.5, 0.5]],
    ["", []],
  ])("%j → %j", (text, weights) => {
    expect(weighWords(text.split(" ").filter(Boolean)).map(({ weight }) => weight)).toEqual(weights);
  });
});
});

describe("prepare-address", () => {
const tokens = (list: { token: string }[]): string[] => list.map(({ token }) => token);

describe("prepareAddress", () => {
  it.each<[AddressParts, string | undefined]>([
    [{ saon: "FLAT 2" }, "2"],
    [{ saon: "APARTMENT 02" }, "2"],
    [{ saon: "2" }, "2"],
    [{ saon: "FLAT 2A" }, "2A"],
    [{ saon: "FLAT A" }, "A"],
    [{ saon: "UNIT 4" }, "4"],
    [{ saon: "2/1" }, "2/1"],
    [{ saon: "FIRST FLOOR FLAT 2" }, "2"],
    [{ saon: "GROUND FLOOR FLAT" }, "GROUND"],
    [{ saon: "GROUND FLOOR" }, "GROUND"],
    [{ saon: "LOWER GROUND FLOOR FLAT" }, "LOWER GROUND"],
    [{ saon: "THE ANNEXE" }, "THE ANNEXE"],
    [{}, undefined],
  ])("SAON of %j has key %j", (parts, key) => {
    expect(prepareAddress(parts).saonKey).toBe(key);
  });

  it.each<[AddressParts, string | undefined, string]>([
    [{ paon: "27" }, "27", ""],
    [{ paon: "12A" }, "12A", ""],
    [{ paon: "12-14" }, "12-14", ""],
    [{ paon: "ROSE COTTAGE" }, undefined, "ROSE COTTAGE"],
    [{ paon: "ROSE COURT, 12" }, "12", "ROSE COURT"],
  ])("PAON %j → number %j, name %j", (parts, number, name) => {
    const prepared = prepareAddress(parts);
    const formatted = prepared.houseNumber
      ? `${prepared.houseNumber.start}${prepared.houseNumber.startSuffix}${prepared.houseNumber.end === undefined ? "" : `-${prepared.houseNumber.end}`}`
      : undefined;
    expect(formatted).toBe(number);
    expect(prepared.nameKey).toBe(name);
  });

  it("splits street and area into weighted words", () => {
    const prepared = prepareAddress({
      paon: "139",
      street: "CLOVERFIELD",
      locality: "WEST ALLOTMENT",
      town: "NEWCASTLE UPON TYNE",
      postcode: "NE27 0BU",
      outcode: "NE27",
    });
    expect(tokens(prepared.street)).toEqual(["CLOVERFIELD"]);
    expect(tokens(prepared.area)).toEqual(["WEST", "ALLOTMENT", "NEWCASTLE", "UPON", "TYNE"]);
    expect(prepared.area.find(({ token }) => token === "UPON")?.weight).toBe(0.25);
    expect(prepared.sector).toBe("NE27 0");
  });
});
});

describe("prepare-candidate", () => {
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
});

describe("prepare-query", () => {
describe("prepareQuery", () => {
  it.each([
    ["27 Bradwell Road NE3 3LJ", 2],
    ["Flat 2, 27 Bradwell Road NE3 3LJ", 1],
    ["2/3 Station Road", 2],
    [{ paon: "27", street: "BRADWELL ROAD" }, 1],
  ])("%j has %d reading(s)", (input, count) => {
    expect(prepareQuery(input)).toHaveLength(count);
  });
});

describe("isUsableQuery", () => {
  it.each([
    ["27 Bradwell Road", true],
    ["NE3 3LJ", true],
    ["Rose Cottage", true],
    ["27", true],
    ["", false],
    ["  ,,, !!", false],
  ])("%j → %j", (input, expected) => {
    expect(isUsableQuery(prepareQuery(input)[0])).toBe(expected);
  });

  it("rejects a missing query", () => {
    expect(isUsableQuery(undefined)).toBe(false);
  });
});
});

describe("compare-tokens", () => {
describe("compareTokens", () => {
  it.each([
    ["BRADWELL", "BRADWELL", "exact", 1, 1],
    ["BRADWEL", "BRADWELL", "dropped letter", 0.95, 1],
    ["CLOVERFEILD", "CLOVERFIELD", "transposition", 0.95, 1],
    ["ROGERSON", "ROGESRON", "transposition", 0.9, 1],
    ["ELMS", "ELM", "plural of a short word", 0.9, 0.9],
    ["NORTH", "SOUTH", "different word", 0, 0],
    ["ROAD", "RIDE", "short different word", 0, 0],
    ["ELM", "ELK", "short words are exact only", 0, 0],
    ["A1", "A2", "words with digits are exact only", 0, 0],
    ["BRADWELL", "KENTON", "unrelated", 0, 0],
  ])("%j vs %j (%s)", (a, b, _why, min, max) => {
    const similarity = compareTokens(a, b);
    expect(similarity).toBeGreaterThanOrEqual(min);
    expect(similarity).toBeLessThanOrEqual(max);
    expect(compareTokens(b, a)).toBe(similarity);
  });
});
});

describe("select-comparable-tokens", () => {
const words = (list: { token: string }[]): string => list.map(({ token }) => token).join(" ");

describe("selectComparableTokens", () => {
  it.each<[string, AddressParts, AddressParts, string, string, string, string, number]>([
    ["both full", { paon: "27", street: "BRADWELL ROAD" }, { paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE" }, "BRADWELL ROAD", "", "BRADWELL ROAD", "NEWCASTLE", 1],
    ["street missing on one side", { paon: "ROSE COTTAGE" }, { paon: "ROSE COTTAGE", street: "MILL LANE" }, "ROSE COTTAGE", "", "ROSE COTTAGE", "MILL LANE", 0.95],
    ["name optional when both numbered", { paon: "3", street: "MILL LANE" }, { paon: "ROSE COTTAGE, 3", street: "MILL LANE" }, "MILL LANE", "", "MILL LANE", "ROSE COTTAGE", 0.97],
    ["name required without numbers", { paon: "ROSE COTTAGE", street: "MILL LANE" }, { paon: "3", street: "MILL LANE" }, "MILL LANE ROSE COTTAGE", "", "MILL LANE", "", 1],
    ["both named", { paon: "ROSE COURT, 12", street: "HIGH STREET" }, { paon: "IVY COURT, 12", street: "HIGH STREET" }, "HIGH STREET ROSE COURT", "", "HIGH STREET IVY COURT", "", 1],
  ])("%s", (_label, a, b, coreA, optionalA, coreB, optionalB, penalty) => {
    const selection = selectComparableTokens(prepareAddress(a), prepareAddress(b));
    expect(words(selection.coreA)).toBe(coreA);
    expect(words(selection.optionalA)).toBe(optionalA);
    expect(words(selection.coreB)).toBe(coreB);
    expect(words(selection.optionalB)).toBe(optionalB);
    expect(selection.penalty).toBeCloseTo(penalty, 5);
  });
});
});

describe("compare-text", () => {
const compare = (a: string, b: string): number | null => compareText(prepareAddress(parseAddress(a)), prepareAddress(parseAddress(b)));

describe("compareText", () => {
  it.each([
    ["27 Bradwell Road", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE", 1, 1],
    ["27 Bradwel Rd", "27 BRADWELL ROAD", 0.97, 0.99],
    ["11 Rogerson Terace", "11 ROGERSON TERRACE", 0.97, 0.995],
    ["10 Park Road", "10 PARK ROAD NORTH", 0.7, 0.8],
    ["5 Elm Grove", "5 ELM GROVE TERRACE", 0.8, 0.9],
    ["8 James Street", "8 SAINT JAMES STREET", 0.7, 0.8],
    ["139 Cloverfield West Allotment", "139 CLOVERFIELD, WEST ALLOTMENT", 0.9, 0.96],
    ["Rose Cottage", "ROSE COTTAGE, MILL LANE", 0.949, 0.951],
    ["Rose Cottage, Mill Lane", "ROSE HOUSE, MILL LANE", 0.75, 0.85],
    ["27 Bradwell Road", "27 KENTON ROAD", 0.3, 0.35],
  ])("%j vs %j in [%d, %d]", (a, b, min, max) => {
    const similarity = compare(a, b);
    expect(similarity).not.toBeNull();
    expect(similarity ?? -1).toBeGreaterThanOrEqual(min);
    expect(similarity ?? 2).toBeLessThanOrEqual(max);
  });

  it.each([
    ["27", "27 BRADWELL ROAD"],
    ["27, NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ"],
    ["FLAT 2", "FLAT 2, 12 HIGH STREET"],
  ])("%j vs %j has no word evidence (null)", (a, b) => {
    expect(compare(a, b)).toBeNull();
  });
});

describe("measureWordSimilarity", () => {
  it.each([
    ["BRADWELL ROAD", "BRADWELL ROAD", 1, 1],
    ["BRADWEL ROAD", "BRADWELL ROAD", 0.95, 1],
    ["PARK ROAD", "PARK ROAD NORTH", 0.7, 0.8],
    ["BRADWELL ROAD", "KENTON ROAD", 0.3, 0.35],
    ["", "", 0, 0],
  ])("%j vs %j in [%d, %d]", (a, b, min, max) => {
    const similarity = measureWordSimilarity(a.split(" ").filter(Boolean), b.split(" ").filter(Boolean));
    expect(similarity).toBeGreaterThanOrEqual(min);
    expect(similarity).toBeLessThanOrEqual(max);
  });
});
});

describe("compare-numbers", () => {
const compare = (a: string, b: string) => compareNumbers(prepareAddress(parseAddress(a)), prepareAddress(parseAddress(b)));

describe("compareNumbers", () => {
  it.each<[string, string, NumberVerdict, number, boolean]>([
    ["27 BRADWELL ROAD", "27 BRADWELL ROAD", "EXACT", 1, false],
    ["27 BRADWELL ROAD", "29 BRADWELL ROAD", "NUMBER_MISMATCH", 0, true],
    ["FLAT 2, 12 HIGH STREET", "FLAT 2, 12 HIGH STREET", "EXACT", 1, false],
    ["FLAT 2, 12 HIGH STREET", "APARTMENT 02, 12 HIGH STREET", "EXACT", 1, false],
    ["FLAT 2, 12 HIGH STREET", "FLAT 12, 12 HIGH STREET", "FLAT_MISMATCH", 0, true],
    ["FLAT 2, 12 HIGH STREET", "FLAT 2, 14 HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["FLAT 2, 12 HIGH STREET", "12 HIGH STREET", "FLAT_MISSING", 0.7, false],
    ["12 HIGH STREET", "FLAT 2, 12 HIGH STREET", "FLAT_MISSING", 0.7, false],
    ["FLAT 2A, 12 HIGH STREET", "FLAT 2, 12 HIGH STREET", "FLAT_MISMATCH", 0, true],
    ["GROUND FLOOR FLAT, 12 HIGH STREET", "GROUND FLOOR, 12 HIGH STREET", "EXACT", 1, false],
    ["GROUND FLOOR FLAT, 12 HIGH STREET", "FIRST FLOOR FLAT, 12 HIGH STREET", "FLAT_MISMATCH", 0, true],
    ["12A HIGH STREET", "12 HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["12A HIGH STREET", "12B HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["12 A HIGH STREET", "12A HIGH STREET", "EXACT", 1, false],
    ["FLAT A, 12 HIGH STREET", "12A HIGH STREET", "LETTER_AS_FLAT", 0.8, false],
    ["12A HIGH STREET", "FLAT A, 12 HIGH STREET", "LETTER_AS_FLAT", 0.8, false],
    ["FLAT B, 12 HIGH STREET", "12A HIGH STREET", "NUMBER_MISMATCH", 0, true],
    ["12-14 MARKET STREET", "12-14 MARKET STREET", "EXACT", 1, false],
    ["13 MARKET STREET", "12-14 MARKET STREET", "RANGE_OVERLAP", 0.8, false],
    ["16 MARKET STREET", "12-14 MARKET STREET", "NUMBER_MISMATCH", 0, true],
    ["ROSE COTTAGE, MILL LANE", "ROSE COTTAGE, MILL LANE", "NO_NUMBERS", 1, false],
    ["ROSE COTTAGE, 3 MILL LANE", "ROSE COTTAGE, MILL LANE", "NUMBER_MISSING_SAME_NAME", 0.8, false],
    ["3 MILL LANE", "ROSE COTTAGE, MILL LANE", "NUMBER_MISSING", 0.6, false],
  ])("%j vs %j → %s", (a, b, verdict, cap, disqualified) => {
    expect(compare(a, b)).toEqual({ verdict, cap, disqualified });
  });
});
});

describe("compare-postcodes", () => {
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
});

describe("score-candidate", () => {
const score = (query: string, candidate: string) => scoreCandidate(prepareAddress(parseAddress(query)), prepareAddress(parseAddress(candidate)));

describe("scoreCandidate", () => {
  it.each([
    ["27 Bradwell Road NE3 3LJ", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ", 1, 1],
    ["27 Bradwell Road", "27 BRADWELL ROAD, NE3 3LJ", 0.95, 0.95],
    ["27 Bradwel Rd NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", 0.97, 0.99],
    ["27 Bradwell Road NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ", 0.85, 0.85],
    ["Flat 2, 12 High St NE3 1AA", "12 HIGH STREET, NE3 1AA", 0.7, 0.7],
    ["13 Market St NE1 6JE", "12-14 MARKET STREET, NE1 6JE", 0.8, 0.8],
    ["10 Park Road NE2 1AB", "10 PARK ROAD NORTH, NE2 1AB", 0.7, 0.8],
    ["27 Bradwell Road NE3 3LJ", "27 KENTON ROAD, NE3 3LJ", 0.35, 0.45],
    ["27, NE3 3LJ", "27 BRADWELL ROAD, NE3 3LJ", 0.82, 0.82],
    ["27", "27 BRADWELL ROAD, NE3 3LJ", 0.05, 0.05],
    ["27, NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ", 0, 0],
  ])("%j vs %j in [%d, %d]", (query, candidate, min, max) => {
    const result = score(query, candidate);
    expect(result.disqualified).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(min);
    expect(result.score).toBeLessThanOrEqual(max);
  });

  it("disqualifies a house number clash with score 0", () => {
    expect(score("27 Bradwell Road NE3 3LJ", "29 BRADWELL ROAD, NE3 3LJ")).toEqual({
      score: 0,
      disqualified: true,
      breakdown: { numbers: "NUMBER_MISMATCH", text: 0, postcode: "EXACT" },
    });
  });

  it("explains the score", () => {
    expect(score("27 Bradwell Road NE3 3LX", "27 BRADWELL ROAD, NE3 3LJ").breakdown).toEqual({
      numbers: "EXACT",
      text: 1,
      postcode: "SAME_SECTOR",
    });
  });
});
});
