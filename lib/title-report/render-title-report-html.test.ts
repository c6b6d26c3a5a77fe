import { describe, expect, it } from "vitest";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { buildTitleReport } from "./build-title-report";
import { renderTitleReportHtml } from "./render-title-report-html";
import { AS_OF, makeFacts, makeTitle } from "./test-fixtures";

describe("renderTitleReportHtml", () => {
  it("renders every section with its heading", () => {
    const { body } = renderTitleReportHtml(buildTitleReport(makeFacts(), { text: "TITLE\nText", writer: "rules", writerName: "the rules writer" }, AS_OF));
    for (const heading of ["Property Overview", "Ownership Analysis", "Energy Performance Certificate", "HM Land Registry Information", "Professional Legal Analysis", "Data Sources and Compliance"]) {
      expect(body).toContain(`<h2>${heading}</h2>`);
    }
    expect(body).toContain('<span class="badge">SRA Compliant</span>');
    expect(body).toContain("<dt>Property data provider</dt>");
  });

  it("leaves out the EPC, title and analysis sections when absent and shows the fallbacks", () => {
    const { body } = renderTitleReportHtml(buildTitleReport(makeFacts({ address: null, lastSale: null, epc: null, titles: [] }), null, AS_OF));
    expect(body).not.toContain("Energy Performance Certificate</h2>");
    expect(body).not.toContain("HM Land Registry Information");
    expect(body).not.toContain("Professional Legal Analysis");
    expect(body).toContain("<dt>Address</dt><dd>Not available</dd>");
    expect(body).toContain("<dt>Type</dt><dd>Not specified</dd>");
    expect(body).toContain("<dt>Occupancy status</dt><dd>Not specified</dd>");
  });

  it("escapes every value from the database, and the sanitiser keeps it inert", () => {
    const hostile = '<img src="http://127.0.0.1:9/x.png" onerror="alert(1)"><script>alert(2)</script>';
    const report = buildTitleReport(makeFacts({ titles: [makeTitle({ titleNumber: hostile, proprietors: [{ name: hostile, companyNumber: null, category: null, countryIncorporated: null, address: hostile }] })] }), null, AS_OF);
    const { body } = renderTitleReportHtml(report);
    expect(body).not.toContain("<img");
    expect(body).not.toContain("<script");
    expect(body).toContain("&lt;img src=&quot;http://127.0.0.1:9/x.png&quot;");
    const document = buildReportDocument({ title: hostile, body });
    expect(document).not.toMatch(/<(img|script)\b/);
  });
});
