import { describe, expect, it } from "vitest";
import { splitSegments, tokeniseSegment } from "./tokenise-address-text";

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
