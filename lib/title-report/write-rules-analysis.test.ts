import { describe, expect, it } from "vitest";
import { findValidationWarnings } from "./find-validation-warnings";
import { writeRulesAnalysis } from "./write-rules-analysis";
import { AS_OF, makeEpc, makeFacts, makeTitle } from "./test-fixtures";
import type { TitleReportFacts } from "./types";

const write = (facts: TitleReportFacts) => writeRulesAnalysis(facts, findValidationWarnings(facts, AS_OF), AS_OF);

describe("writeRulesAnalysis", () => {
  it("writes each section from the facts, the same every time", () => {
    const facts = makeFacts({ titles: [makeTitle({ charges: [{ description: "Registered charge dated 4 May 2021 in favour of Northern Bank", date: new Date("2021-05-04T00:00:00Z") }] })] });
    const text = write(facts);
    expect(text).toBe(write(facts));
    expect(text.split("\n").filter((l) => /^[A-Z ]+$/.test(l))).toEqual(["TITLE", "OWNERSHIP", "CHARGES", "ENERGY PERFORMANCE", "PLANNING AND BUILDING SAFETY", "MATTERS TO RAISE"]);
    expect(text).toContain("Title TY123456 is registered with freehold tenure for 27 Bradwell Road");
    expect(text).toContain("The registered proprietor is Jane Smith.");
    expect(text).toContain("- Registered charge dated 4 May 2021 in favour of Northern Bank (4 May 2021)");
    expect(text).toContain("rated D (61), with a potential rating of B. It is valid until 2 Mar 2030.");
    expect(text).toContain("The property is not in a conservation area recorded in the data held.");
    expect(text).toMatch(/MATTERS TO RAISE\n1\. 1 registered charge is on the title\. Each must be redeemed/);
  });

  it("says plainly what is missing instead of inventing it", () => {
    const text = write(makeFacts({ titles: [], epc: null, planning: { conservationAreas: null, listedBuildings: null, notes: ["Not covered by the bundled planning data: no conservation-area boundaries are loaded."] }, buildingHeightMetres: null }));
    expect(text).toContain("No registered title is linked to UPRN 100023336956 in the data held.");
    expect(text).toContain("No Energy Performance Certificate is recorded for this UPRN.");
    expect(text).toContain("Not covered by the bundled planning data");
    expect(text).not.toContain("CHARGES");
    expect(text).toMatch(/1\. No HM Land Registry title is linked/);
  });

  it("names companies, overseas entities and an expired, low-rated EPC", () => {
    const text = write(
      makeFacts({
        epc: makeEpc({ currentRating: "F", currentEfficiency: 30, dateOfExpiry: new Date("2025-01-01T00:00:00Z") }),
        titles: [makeTitle({ proprietors: [{ name: "Harbour Holdings S.A.", companyNumber: null, category: null, countryIncorporated: "Luxembourg", address: null }] })],
      }),
    );
    expect(text).toContain("1 proprietor is a company: Harbour Holdings S.A.");
    expect(text).toContain("Harbour Holdings S.A. is an overseas entity.");
    expect(text).toContain("rated F (30)");
    expect(text).toContain("It expired on 1 Jan 2025.");
    expect(text).toContain("Register of Overseas Entities");
  });

  it("with nothing to raise, says the usual searches still apply", () => {
    expect(write(makeFacts())).toContain("MATTERS TO RAISE\nNo matters were raised by the checks above; the usual searches and enquiries still apply.");
  });
});
