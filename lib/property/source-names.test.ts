import { describe, expect, it } from "vitest";
import { describeSource, nameSource } from "./source-names";

describe("nameSource / describeSource", () => {
  it.each([
    ["hmlr-ppd", "2022-01..2022-09", "HM Land Registry Price Paid", "HM Land Registry Price Paid, Jan 2022 – Sept 2022"],
    ["demo", "2026-11", "Demo data (synthetic)", "Demo data (synthetic)"],
    ["epc-register", null, "EPC register", "EPC register"],
    ["someone-new", "2024", "someone-new", "someone-new, 2024"],
  ])("%s (%s)", (source, period, name, described) => {
    expect(nameSource(source)).toBe(name);
    expect(describeSource(source, period)).toBe(described);
  });
});
