import { describe, expect, it } from "vitest";
import { buildTitleReport, LEGAL_DISCLAIMER } from "./build-title-report";
import { titleReportSchema } from "./schemas";
import { AS_OF, makeEpc, makeFacts, makeTitle, person } from "./test-fixtures";

const analysis = { text: "TITLE\n…", writer: "rules" as const, writerName: "the rules writer" };

describe("buildTitleReport", () => {
  it("builds the §3 model, key for key, from the facts", () => {
    const report = buildTitleReport(
      makeFacts({ titles: [makeTitle({ charges: [{ description: "Registered charge in favour of Northern Bank", date: new Date("2021-05-04T00:00:00Z") }] })] }),
      analysis,
      AS_OF,
    );
    expect(titleReportSchema.strict().parse(report)).toEqual(report);
    expect(Object.keys(report)).toEqual(["reportDate", "uprn", "reportType", "compliance", "property", "ownership", "epc", "hmlr", "aiAnalysis", "dataSources"]);
    expect(report).toMatchObject({
      reportDate: "2026-11-26T00:00:00.000Z",
      uprn: "100023336956",
      reportType: "Law Society SRA Compliant Title Report",
      compliance: { generatedBy: expect.stringContaining("the rules writer"), legalDisclaimer: LEGAL_DISCLAIMER },
      property: { address: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", type: "Semi-Detached House", buildPeriod: "1930-1949" },
      ownership: { companyOwnership: false, overseasOwnership: false, occupancyStatus: "Owner-occupied", companyDetails: [] },
      epc: { currentRating: "D", potentialRating: "B", inspectionDate: "2020-03-01", validUntil: "2030-03-02" },
      hmlr: { titleNumber: "TY123456", proprietors: [{ name: "Jane Smith", address: person.address }], charges: [{ description: "Registered charge in favour of Northern Bank", date: "2021-05-04" }] },
      aiAnalysis: "TITLE\n…",
      dataSources: { chimnie: "Available: OS Open UPRN, Oct 2026", epc: "Available: EPC register, Sept 2026", hmlr: expect.stringContaining("Available: HM Land Registry") },
    });
    expect(report.compliance.validationWarnings).toEqual([expect.stringContaining("1 registered charge is on the title.")]);
  });

  it("leaves what is not known empty, for the screen's fallbacks", () => {
    const report = buildTitleReport(makeFacts({ address: null, lastSale: null, epc: null, titles: [] }), null, AS_OF);
    expect(report.property).toEqual({ address: null, type: null, buildPeriod: null });
    expect(report.ownership).toEqual({ companyOwnership: false, overseasOwnership: false, occupancyStatus: null, companyDetails: [] });
    expect([report.epc, report.hmlr, report.aiAnalysis]).toEqual([null, null, null]);
    expect(report.dataSources).toEqual({ chimnie: "Not available", epc: "Not available", hmlr: "Not available" });
  });

  it("takes the type from the sale when there is no EPC, and the address from the title when the register has none", () => {
    const report = buildTitleReport(makeFacts({ address: null, epc: null }), null, AS_OF);
    expect(report.property.type).toBe("Semi-Detached");
    expect(report.property.address).toBe("27 Bradwell Road, Newcastle upon Tyne NE3 3LJ");
    expect(buildTitleReport(makeFacts({ epc: makeEpc({ constructionAgeBand: "NO DATA!" }) }), null, AS_OF).property.buildPeriod).toBeNull();
  });

  it("lists company proprietors once, with their numbers, and flags overseas ownership", () => {
    const company = { name: "Quayside Homes Limited", companyNumber: "01234567", category: "Limited Company or Public Limited Company", countryIncorporated: null, address: "1 Quayside" };
    const overseas = { name: "Harbour Holdings S.A.", companyNumber: null, category: null, countryIncorporated: "Luxembourg", address: null };
    const report = buildTitleReport(makeFacts({ titles: [makeTitle({ proprietors: [company, overseas] }), makeTitle({ titleNumber: "TY2", proprietors: [company] })] }), null, AS_OF);
    expect(report.ownership.companyOwnership).toBe(true);
    expect(report.ownership.overseasOwnership).toBe(true);
    expect(report.ownership.companyDetails).toEqual([
      { name: "Quayside Homes Limited", address: "1 Quayside", company_number: "01234567" },
      { name: "Harbour Holdings S.A.", address: null, company_number: null },
    ]);
  });

  it("labels synthetic demo rows as such in the sources", () => {
    const report = buildTitleReport(makeFacts({ titles: [makeTitle({ source: "demo", period: "demo 2026" })] }), null, AS_OF);
    expect(report.dataSources.hmlr).toBe("Available: Demo data (synthetic)");
  });

  it("never says the report certifies compliance, and says it is not legal advice", () => {
    expect(LEGAL_DISCLAIMER).toContain("is not legal advice");
    expect(LEGAL_DISCLAIMER).toContain("support the firm's own");
    expect(LEGAL_DISCLAIMER).not.toMatch(/\b(certifies|certified|guarantees)\b(?! compliance with the SRA Standards)/);
    expect(LEGAL_DISCLAIMER).toContain("does not certify compliance");
  });
});
