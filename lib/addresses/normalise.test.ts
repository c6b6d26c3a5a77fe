import { describe, expect, it } from "vitest";
import { expandAbbreviations, measureJaroWinkler, splitSegments, toTitleCase, tokeniseSegment } from "./normalise";
import { countEdits, normaliseAddressField } from "./normalise";
import { normaliseAddress } from "./parse";

describe("tokenise-address-text", () => {
describe("tokeniseSegment", () => {
  it.each([
    ["27 Bradwell Road", ["27", "BRADWELL", "ROAD"]],
    ["St. John's Rd.", ["ST", "JOHNS", "RD"]],
    ["12 - 14 High St", ["12-14", "HIGH", "ST"]],
    ["12-14 High St", ["12-14", "HIGH", "ST"]],
    ["12 A High St", ["12A", "HIGH", "ST"]],
    ["12a High St", ["12A", "HIGH", "ST"]],
    ["3 X Road", ["3", "X", "ROAD"]],
    ["3 X Rd", ["3", "X", "RD"]],
    ["2 / 3 High St", ["2/3", "HIGH", "ST"]],
    ["Stratford-upon-Avon", ["STRATFORD", "UPON", "AVON"]],
    ["Smith & Sons Yard", ["SMITH", "AND", "SONS", "YARD"]],
    ["(Ground Floor)", ["GROUND", "FLOOR"]],
    ["  ", []],
  ])("%j → %j", (input, expected) => {
    expect(tokeniseSegment(input)).toEqual(expected);
  });
});

describe("splitSegments", () => {
  it.each([
    ["flat 2, 12 high st, gosforth", [["FLAT", "2"], ["12", "HIGH", "ST"], ["GOSFORTH"]]],
    ["12 High St;\nGosforth", [["12", "HIGH", "ST"], ["GOSFORTH"]]],
    [",, 12 High St ,,", [["12", "HIGH", "ST"]]],
    ["", []],
  ])("%j → %j", (input, expected) => {
    expect(splitSegments(input)).toEqual(expected);
  });
});
});

describe("expand-abbreviations", () => {
const expand = (text: string): string => expandAbbreviations(text.split(" ")).join(" ");

describe("expandAbbreviations", () => {
  it.each([
    ["27 BRADWELL RD", "27 BRADWELL ROAD"],
    ["5 ELM AVE", "5 ELM AVENUE"],
    ["2 MOOR CRES", "2 MOOR CRESCENT"],
    ["9 LAKE DR", "9 LAKE DRIVE"],
    ["4 ROSE GDNS", "4 ROSE GARDENS"],
    ["11 ROGERSON TER", "11 ROGERSON TERRACE"],
    ["11 ROGERSON TERR", "11 ROGERSON TERRACE"],
    ["11 ROGERSON TCE", "11 ROGERSON TERRACE"],
    ["1 ABBEY CT", "1 ABBEY COURT"],
    ["1 ELDON PL", "1 ELDON PLACE"],
    ["1 MILL LN", "1 MILL LANE"],
    ["1 ASH CL", "1 ASH CLOSE"],
    ["1 MARKET SQ", "1 MARKET SQUARE"],
    ["1 VILLAGE GRN", "1 VILLAGE GREEN"],
    ["1 HOLLY PK", "1 HOLLY PARK"],
    ["10 PARK RD NTH", "10 PARK ROAD NORTH"],
    ["BRADWELL ROAD", "BRADWELL ROAD"],
  ])("%j → %j", (input, expected) => {
    expect(expand(input)).toBe(expected);
  });

  // SAINT opens a name; STREET follows one.
  it.each([
    ["12 HIGH ST", "12 HIGH STREET"],
    ["12 ST JOHNS RD", "12 SAINT JOHNS ROAD"],
    ["ST JOHNS RD", "SAINT JOHNS ROAD"],
    ["ST JAMES ST", "SAINT JAMES STREET"],
    ["FLAT 2 ST MARYS CT", "FLAT 2 SAINT MARYS COURT"],
    ["FLAT A ST MARYS CT", "FLAT A SAINT MARYS COURT"],
    ["ST ALBANS", "SAINT ALBANS"],
    ["HIGH ST GOSFORTH", "HIGH STREET GOSFORTH"],
    ["ST", "STREET"],
    ["12 ST", "12 STREET"],
    ["ST RD", "STREET ROAD"],
  ])("ST in %j → %j", (input, expected) => {
    expect(expand(input)).toBe(expected);
  });
});
});

describe("jaro-winkler", () => {
describe("measureJaroWinkler", () => {
  // Reference values from Winkler (1990) and common implementations.
  it.each([
    ["MARTHA", "MARHTA", 0.961],
    ["DWAYNE", "DUANE", 0.84],
    ["DIXON", "DICKSONX", 0.813],
    ["BRADWEL", "BRADWELL", 0.975],
    ["ROGERSON", "ROGERSON", 1],
    ["ABC", "XYZ", 0],
    ["", "ROAD", 0],
    ["", "", 1],
  ])("%j vs %j ≈ %d", (a, b, expected) => {
    expect(measureJaroWinkler(a, b)).toBeCloseTo(expected, 3);
  });

  it.each([
    ["CLOVERFIELD", "CLOVERFEILD"],
    ["NORTH", "NROTH"],
    ["ROGERSON", "ROGESRON"],
  ])("is symmetric for %j / %j", (a, b) => {
    expect(measureJaroWinkler(a, b)).toBeCloseTo(measureJaroWinkler(b, a), 10);
  });
});
});

describe("title-case", () => {
describe("toTitleCase", () => {
  it.each([
    ["BRADWELL ROAD", "Bradwell Road"],
    ["NEWCASTLE UPON TYNE", "Newcastle upon Tyne"],
    ["THE GREEN", "The Green"],
    ["12A HIGH STREET", "12A High Street"],
    ["12-14 HIGH STREET", "12-14 High Street"],
    ["ASHBY DE LA ZOUCH", "Ashby de la Zouch"],
    ["MCDONALD COURT", "McDonald Court"],
    ["GOSFORTH, THE GREEN", "Gosforth, The Green"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });
});
});

describe("normalise-address", () => {
describe("normaliseAddress", () => {
  it.each([
    ["flat 2 12a high st, gosforth, newcastle ne3 1aa", "FLAT 2, 12A HIGH STREET, GOSFORTH, NEWCASTLE, NE3 1AA"],
    ["27 bradwell rd ne33lj", "27 BRADWELL ROAD, NE3 3LJ"],
    ["Apt. 2, 3 X Rd.", "APARTMENT 2, 3 X ROAD"],
    ["Rose Cottage Mill Ln", "ROSE COTTAGE, MILL LANE"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normaliseAddress(input)).toBe(expected);
  });
});

describe("normaliseAddressField", () => {
  it.each([
    ["High St.", "HIGH STREET"],
    ["ST JOHN'S RD", "SAINT JOHNS ROAD"],
    ["Newcastle-upon-Tyne", "NEWCASTLE UPON TYNE"],
    ["Rose Court, 12", "ROSE COURT, 12"],
    [null, ""],
    [undefined, ""],
  ])("%j → %j", (input, expected) => {
    expect(normaliseAddressField(input)).toBe(expected);
  });

  it("answers a field it has seen as it did the first time, past the bound on fields remembered", () => {
    const fresh = (text: string) => splitSegments(text).map((tokens) => expandAbbreviations(tokens).join(" ")).join(", ");
    const fields = Array.from({ length: 60_000 }, (_, i) => `${i % 7 === 0 ? "St" : "Flat"} ${i} St. Ann's Rd, Newcastle-upon-Tyne`);
    for (const pass of [0, 1]) for (const field of fields.slice(pass * 30_000)) expect(normaliseAddressField(field)).toBe(fresh(field));
  });
});
});

describe("countEdits", () => {
  it.each([
    ["STATION", "STATION", 0],
    ["SSATION", "STATION", 1],
    ["PIOTON", "PILTON", 1],
    ["BRADWEL", "BRADWELL", 1],
    ["BRADWLEL", "BRADWELL", 1],
    ["BRADWELL", "KENTON", 2],
    ["ORKLANDS", "OAKLANDS", 1],
  ])("countEdits(%j, %j, 1) = %i, both ways", (a, b, expected) => {
    expect(countEdits(a, b, 1)).toBe(expected);
    expect(countEdits(b, a, 1)).toBe(expected);
  });
});
