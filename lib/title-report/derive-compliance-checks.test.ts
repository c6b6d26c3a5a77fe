import { describe, expect, it } from "vitest";
import { buildTitleReport } from "./build-title-report";
import { deriveComplianceChecks } from "./derive-compliance-checks";
import { AS_OF, makeEpc, makeFacts, makeTitle } from "./test-fixtures";

const ticks = (facts: Parameters<typeof makeFacts>[0]) => deriveComplianceChecks(buildTitleReport(makeFacts(facts), null, AS_OF)).map((c) => [c.label, c.passed]);

describe("deriveComplianceChecks", () => {
  it("ticks all three when a title, a current EPC and proprietors are found", () => {
    expect(ticks({})).toEqual([["Title checked", true], ["EPC checked", true], ["Ownership checked", true]]);
  });

  it.each([
    ["no title", { titles: [] }, [false, true, false]],
    ["no EPC", { epc: null }, [true, false, true]],
    ["an expired EPC", { epc: makeEpc({ dateOfExpiry: new Date("2026-11-01T00:00:00Z") }) }, [true, false, true]],
    ["a title with no proprietors", { titles: [makeTitle({ proprietors: [] })] }, [true, true, false]],
  ])("follows the facts: %s", (_, facts, expected) => {
    expect(ticks(facts).map(([, passed]) => passed)).toEqual(expected);
  });

  it("says why a check did not pass", () => {
    const checks = deriveComplianceChecks(buildTitleReport(makeFacts({ titles: [], epc: makeEpc({ dateOfExpiry: new Date("2026-01-02T00:00:00Z") }) }), null, AS_OF));
    expect(checks.map((c) => c.detail)).toEqual(["No title found for this UPRN", "Certificate expired on 2 Jan 2026", "No registered proprietors on record"]);
  });
});
