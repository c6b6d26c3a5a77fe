import { describe, expect, it } from "vitest";
import { expandAbbreviations } from "./expand-abbreviations";

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
