import { describe, expect, it } from "vitest";
import { toTitleCase } from "./title-case";

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
