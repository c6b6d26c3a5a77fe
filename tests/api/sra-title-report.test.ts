import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/services/sra-title-report/[uprn]/route";
import { GET as viewReport } from "@/app/api/services/sra-title-report/[uprn]/view/route";
import { GET as downloadPdf } from "@/app/api/services/sra-title-report/[uprn]/pdf/route";
import { closePrinter } from "@/lib/reports/print-pdf.server";
import { readPdfText } from "@/lib/reports/read-pdf-text";
import type { TitleReport } from "@/lib/title-report/schemas";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";
import { HOSTILE_NAME, seedTitleReportData } from "./sra-title-report-seed";

const database = useTestDatabase();
beforeAll(async () => {
  await seedArea(database.current().db);
  await seedTitleReportData(database.current().db);
});
afterAll(() => closePrinter());

async function generate(uprn: string): Promise<TitleReport> {
  const response = await getReport(authed(`/api/services/sra-title-report/${uprn}`), params({ uprn }));
  expect(response.status).toBe(200);
  return (await response.json()) as TitleReport;
}

const warningsAbout = (report: TitleReport, text: RegExp) => report.compliance.validationWarnings.filter((w) => text.test(w));

describe("GET /api/services/sra-title-report/{uprn}", () => {
  it("answers the §3 report from our data", async () => {
    const report = await generate("100");
    expect(Object.keys(report)).toEqual(["reportDate", "uprn", "reportType", "compliance", "property", "ownership", "epc", "hmlr", "aiAnalysis", "dataSources"]);
    expect(report).toMatchObject({
      uprn: "100",
      reportType: "Law Society SRA Compliant Title Report",
      property: { address: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", type: "Semi-Detached House", buildPeriod: "1930-1949" },
      ownership: { companyOwnership: true, overseasOwnership: false, occupancyStatus: "Rented (private)", companyDetails: [{ name: HOSTILE_NAME, address: "1 Quayside, Newcastle upon Tyne NE1 3DE", company_number: "01234567" }] },
      // The newest lodged certificate, not the undated one PostgreSQL would sort first.
      epc: { currentRating: "F", potentialRating: "C", inspectionDate: "2021-02-01", validUntil: "2031-02-02" },
      hmlr: { titleNumber: "TY100", proprietors: [{ name: HOSTILE_NAME }], charges: [{ description: "Registered charge dated 4 May 2021 in favour of Northern Rock Bank", date: "2021-05-04" }] },
      dataSources: { chimnie: "Available: Demo data (synthetic)", epc: "Available: EPC register, Sept 2026", hmlr: expect.stringMatching(/^Available: HM Land Registry, UK companies/) },
    });
    expect(new Date(report.reportDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(report.compliance.legalDisclaimer).toContain("not legal advice");
  });

  it("computes the warnings from the facts", async () => {
    const report = await generate("100");
    for (const pattern of [/EPC rating is F/, /is a company/, /The title is leasehold/, /1 registered charge/, /conservation area: Bradwell Road/, /listed building is within 50 m: Bradwell Road Lodge/, /about 14 m tall/, /synthetic demo data/]) {
      expect(warningsAbout(report, pattern), String(pattern)).toHaveLength(1);
    }
    const quiet = await generate("101");
    expect(quiet.compliance.validationWarnings).toEqual([expect.stringContaining("synthetic demo data")]);
  });

  it("writes the analysis with the rules writer when no language model is configured, and says so", async () => {
    const report = await generate("101");
    expect(report.compliance.generatedBy).toContain("the rules writer");
    expect(report.aiAnalysis).toMatch(/^Written by the rules writer from the structured facts in this report \(no language model is configured\)\./);
    expect(report.aiAnalysis).toContain("Title TY101 is registered with freehold tenure");
  });

  it("reports an address with no title, with the fallbacks left to the screen", async () => {
    const report = await generate("102");
    expect(report.hmlr).toBeNull();
    expect(report.epc).toBeNull();
    expect(report.property).toEqual({ address: "2 Bradwell Road, Newcastle upon Tyne NE3 3LN", type: null, buildPeriod: null });
    expect(report.dataSources).toMatchObject({ epc: "Not available", hmlr: "Not available" });
    expect(warningsAbout(report, /No HM Land Registry title is linked to UPRN 102/)).toHaveLength(1);
    expect(warningsAbout(report, /No Energy Performance Certificate/)).toHaveLength(1);
  });

  it("reports a title that has no address in the register, with its overseas owner", async () => {
    const report = await generate("103");
    expect(report.property.address).toBe("Land at Bradwell Road, Newcastle upon Tyne");
    expect(report.ownership).toMatchObject({ companyOwnership: true, overseasOwnership: true });
    expect(warningsAbout(report, /Register of Overseas Entities/)).toHaveLength(1);
    expect(report.dataSources.chimnie).toBe("Not available");
  });

  it.each([
    ["abc", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["1234567890123", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["424242", 404, "No property with UPRN 424242 was found."],
  ])("%s → %i", async (uprn, status, message) => {
    for (const handler of [getReport, viewReport, downloadPdf]) {
      const response = await handler(authed(`/api/services/sra-title-report/${uprn}`), params({ uprn }));
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    }
  });

  it("needs a session", async () => {
    for (const handler of [getReport, viewReport, downloadPdf]) {
      expect((await handler(anonymous("/api/services/sra-title-report/100"), params({ uprn: "100" }))).status).toBe(401);
    }
  });
});

describe("View Report and Download PDF", () => {
  it("View answers the stored report as HTML that can load and run nothing, every value escaped", async () => {
    await generate("100");
    const response = await viewReport(authed("/api/services/sra-title-report/100/view"), params({ uprn: "100" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain("<h2>HM Land Registry Information</h2>");
    expect(page).toContain("TY100");
    expect(page).not.toContain("<script");
    expect(page).toContain("Quayside &lt;script&gt;");
  });

  it("shows the report last generated, the same analysis included", async () => {
    const report = await generate("101");
    const db = database.current().db;
    const stored = await db.report.findFirst({ where: { kind: "sra-title", uprn: "101" }, orderBy: { createdAt: "desc" } });
    expect(stored).toMatchObject({ writer: "rules", titleNumber: "TY101" });
    expect(stored?.createdAt.toISOString()).toBe(report.reportDate);
  });

  it("generates the report when View or Download is asked for one never generated", async () => {
    const db = database.current().db;
    expect(await db.report.count({ where: { uprn: "102" } })).toBe(1);
    await db.report.deleteMany({ where: { uprn: "102" } });
    const response = await viewReport(authed("/api/services/sra-title-report/102/view"), params({ uprn: "102" }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("No HM Land Registry title is linked to UPRN 102");
  });

  it("does not serve a stored report more than a day old: it generates a new one", async () => {
    const db = database.current().db;
    await db.report.deleteMany({ where: { uprn: "101" } });
    await db.report.create({ data: { kind: "sra-title", uprn: "101", html: "<p>STALE REPORT</p>", writer: "rules", createdAt: new Date(Date.now() - 25 * 3_600_000) } });
    const page = await (await viewReport(authed("/api/services/sra-title-report/101/view"), params({ uprn: "101" }))).text();
    expect(page).not.toContain("STALE REPORT");
    expect(page).toContain("TY101");
    expect(await db.report.count({ where: { uprn: "101" } })).toBe(2);
  });

  it("Download answers a real PDF named for the UPRN and date, holding the UPRN, the title number and every section", async () => {
    const report = await generate("100");
    const response = await downloadPdf(authed("/api/services/sra-title-report/100/pdf"), params({ uprn: "100" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="sra-title-report-100-${report.reportDate.slice(0, 10)}.pdf"`);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = (await readPdfText(pdf)).replace(/\s+/g, " ");
    for (const expected of ["UPRN 100", "TY100", "SRA Compliant", "Property Overview", "Ownership Analysis", "Energy Performance Certificate", "HM Land Registry Information", "Professional Legal Analysis", "Data Sources and Compliance", "Property data provider", "not legal advice"]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('Quayside <script>alert("x")</script> Homes Limited');
  });
});
