import { describe, expect, it } from "vitest";
import { COUNCIL_TAX_BAND_D_2024 } from "./council-tax-band-d-2024";
import { findCouncilTax } from "./find-council-tax";

describe("findCouncilTax", () => {
  it.each([
    // Newcastle publishes Band A 2024/25 as £1,528.03 in total.
    ["E08000021", "Newcastle upon Tyne", 152_803, 229_204],
    // Northumberland's published Band A parts add up to £1,505.54.
    ["E06000057", "Northumberland", 150_554, 225_831],
    ["E06000048", "Northumberland", 150_554, 225_831],
    ["E08000009", "Trafford", 156_009, 234_013],
  ])("%s (%s): band A = 6/9 of band D", (code, authority, bandA, bandD) => {
    const { councilTax } = findCouncilTax(code);
    expect(councilTax).toMatchObject({ authority, year: "2024/25", bandAAnnualPence: bandA, bandDAnnualPence: bandD });
  });

  it.each([
    ["E08000003", "Council tax for Manchester is not covered"],
    ["E99999999", "local authority of this postcode is not known"],
    [null, "local authority of this postcode is not known"],
  ])("%s → not covered", (code, note) => {
    const result = findCouncilTax(code);
    expect(result.councilTax).toBeNull();
    expect(result.note).toContain(note);
  });

  it("keeps each Band D equal to the sum of its published parts", () => {
    for (const entry of Object.values(COUNCIL_TAX_BAND_D_2024)) {
      expect(Object.values(entry.components).reduce((a, b) => a + b, 0)).toBe(entry.bandDPence);
    }
  });
});
