import { describe, expect, it } from "vitest";
import { normaliseAddress, normaliseAddressField } from "./normalise-address";

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
});
