import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getAssessment } from "@/app/api/services/insurance-rebuild/[id]/route";
import { GET as viewAssessment } from "@/app/api/services/insurance-rebuild/[id]/view/route";
import { GET as downloadPdf } from "@/app/api/services/insurance-rebuild/[id]/pdf/route";
import type { RebuildAssessment } from "@/lib/rebuild/schemas";
import { REBUILD_HEADING, REBUILD_SECTIONS } from "@/lib/rebuild/report-labels";
import { importFile } from "@/lib/import/import-file";
import { closePrinter } from "@/lib/reports/print-pdf.server";
import { readPdfText } from "@/lib/reports/read-pdf-text";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";
import { seedRebuildData } from "./rebuild-seed";

const database = useTestDatabase();
beforeAll(async () => {
  await seedArea(database.current().db);
  await seedRebuildData(database.current().db);
});
afterAll(() => closePrinter());

const path = (id: string, query = "") => `/api/services/insurance-rebuild/${id}${query}`;

async function assess(id: string, query = ""): Promise<RebuildAssessment> {
  const response = await getAssessment(authed(path(id, query)), params({ id }));
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as RebuildAssessment;
}

describe("GET /api/services/insurance-rebuild/{id}", () => {
  it("assesses a home from its EPC: the §3 shape and every line, worked by hand", async () => {
    const report = await assess("200");
    expect(Object.keys(report)).toEqual(["uprn", "assessment", "property", "rebuildCost", "surveyor", "dataNotes"]);
    expect(Object.keys(report.assessment)).toEqual(["estimatedRebuildCost", "assessmentDate", "methodology", "considerations"]);
    expect(report.property).toEqual({
      address: "40 Bradwell Road, Newcastle upon Tyne NE3 3LJ",
      postcode: "NE3 3LJ",
      attributes: { property_type: "semi-detached", build_period: "1919-1944", floor_area: 88 },
    });
    // 80 m² internal + 10% = 88 m² GEA; £2,150 (semi-detached, 1919-1944) × 0.92 (North East) = £1,978/m².
    // Building 88 × 1,978 = 174,064; demolition 8% = 13,925; fees 12% × 187,989 = 22,559;
    // VAT 20% × (22,559 + 13,925) = 7,297; total 217,845 → £218,000.
    expect(report.rebuildCost.floorArea).toEqual({ grossExternalSqm: 88, internalSqm: 80, allowancePercent: 10, basis: "epc", demo: false, source: "EPC register, lodged 2 Mar 2024" });
    expect(report.rebuildCost.rate).toMatchObject({ rateSet: "indicative-2025", indicative: true, priceDate: "2025-01-01", baseRatePerSqm: 2150, region: "North East", regionFactor: 0.92, regionBasis: "by postcode area (NE3 3LJ)", ratePerSqm: 1978 });
    expect(report.rebuildCost.rate.source).toMatch(/^Indicative, not BCIS/);
    expect(report.rebuildCost.lines.map((l) => [l.label, l.amountGbp])).toEqual([
      ["Building work", 174_064],
      ["Demolition and debris removal", 13_925],
      ["Professional fees", 22_559],
      ["VAT", 7_297],
    ]);
    expect(report.rebuildCost.totalGbp).toBe(217_845);
    expect(report.assessment.estimatedRebuildCost).toBe(218_000);
    expect(report.assessment.assessmentDate).toBe(new Date().toISOString().slice(0, 10));
    expect(report.assessment.methodology).toContain("88 m² gross external floor area (the EPC's 80 m² internal area plus 10% for external walls)");
    expect(report.assessment.considerations).toContainEqual(expect.stringMatching(/^The rates are indicative, not BCIS/));
    expect(report.surveyor).toEqual({ needed: false, reasons: [] });
    expect(report.dataNotes).toEqual([]);
  });

  it("uses the floor area the person entered, as gross external area", async () => {
    const report = await assess("200", "?floorArea=100");
    expect(report.rebuildCost.floorArea).toMatchObject({ grossExternalSqm: 100, basis: "entered", internalSqm: null });
    expect(report.rebuildCost.lines[0]?.amountGbp).toBe(197_800);
  });

  it("labels a demo EPC's floor area and flags a listed building a few metres away for a surveyor", async () => {
    const report = await assess("201");
    expect(report.property.attributes).toEqual({ property_type: "flat", build_period: "pre-1919", floor_area: 69 });
    expect(report.rebuildCost.floorArea).toMatchObject({ demo: true, allowancePercent: 15, source: "Demo EPC (synthetic): demo only, not a real measurement" });
    expect(report.dataNotes).toContain("Demo data: the floor area is from a synthetic EPC.");
    expect(report.surveyor.needed).toBe(true);
    expect(report.surveyor.reasons).toEqual([expect.stringMatching(/^Listed building: Bradwell Road Lodge \(Grade II\) is \d m from the address/)]);
    expect(report.assessment.considerations[0]).toMatch(/^A surveyor's reinstatement valuation is needed/);
  });

  it("flags unusual construction the rate table does not cover", async () => {
    const report = await assess("202", "?propertyType=bungalow");
    expect(report.surveyor.reasons).toEqual([expect.stringContaining('Unusual construction: the EPC records the property as "Park home"')]);
  });

  it("asks for what we do not hold, and assesses once it is given", async () => {
    const ask = async (query: string) => {
      const response = await getAssessment(authed(path("102", query)), params({ id: "102" }));
      return [response.status, ((await response.json()) as { error: { message: string } }).error.message];
    };
    expect(await ask("")).toEqual([400, "We hold no property type for UPRN 102: choose the property type (detached, semi-detached, terraced, bungalow or flat)."]);
    expect(await ask("?propertyType=detached")).toEqual([400, "We hold no build period for UPRN 102: choose when it was built."]);
    expect(await ask("?propertyType=detached&buildPeriod=1945-1979")).toEqual([400, "We hold no floor area for UPRN 102 (no EPC records one): enter the gross external floor area in m²."]);
    const report = await assess("102", "?propertyType=detached&buildPeriod=1945-1979&floorArea=120");
    expect(report.rebuildCost.lines[0]?.amountGbp).toBe(120 * Math.round(2150 * 0.92));
  });

  it.each([
    ["abc", "", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["1234567890123", "", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["999", "", 404, "No property with UPRN 999 was found."],
    ["200", "?floorArea=lots", 400, "floorArea must be the gross external floor area in square metres, a number from 10 to 5000."],
    ["200", "?floorArea=5", 400, "floorArea must be the gross external floor area in square metres, a number from 10 to 5000."],
    ["200", "?propertyType=castle", 400, "propertyType must be one of detached, semi-detached, terraced, bungalow, flat."],
    ["200", "?buildPeriod=victorian", 400, "buildPeriod must be one of pre-1919, 1919-1944, 1945-1979, 1980-1999, 2000-onwards."],
  ])("GET %s%s → %d %s", async (id, query, status, message) => {
    const response = await getAssessment(authed(path(id, query)), params({ id }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });

  it("needs a session", async () => {
    expect((await getAssessment(anonymous(path("200")), params({ id: "200" }))).status).toBe(401);
  });
});

describe("View and Download of the assessment", () => {
  it("views the rendered assessment under a policy that loads nothing", async () => {
    const response = await viewAssessment(authed(path("200", "/view")), params({ id: "200" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const text = await response.text();
    expect(text).toContain(REBUILD_HEADING);
    expect(text).toContain("£218,000");
  });

  it("downloads a real PDF named for the UPRN and date, holding the UPRN and every heading", async () => {
    const response = await downloadPdf(authed(path("201", "/pdf?floorArea=75")), params({ id: "201" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="insurance-rebuild-201-${today}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = (await readPdfText(bytes)).replace(/\s+/g, " ");
    expect(text).toContain("UPRN 201");
    for (const heading of [REBUILD_HEADING, ...Object.values(REBUILD_SECTIONS)]) expect(text, heading).toContain(heading);
    expect(text).toContain("75 m²");
    expect(text).toContain("Demo data");
    expect(text).toContain("Bradwell Road Lodge");
  }, 60_000);

  it("answers the API's errors for View and Download too", async () => {
    const view = await viewAssessment(authed(path("999", "/view")), params({ id: "999" }));
    expect(view.status).toBe(404);
    const pdf = await downloadPdf(authed(path("x", "/pdf")), params({ id: "x" }));
    expect(pdf.status).toBe(400);
  });
});

describe("a firm's own rate set", () => {
  it("is used where it has the type and period, the shipped indicative set elsewhere", async () => {
    const folder = mkdtempSync(join(tmpdir(), "firm-rates-"));
    try {
      const file = join(folder, "firm.csv");
      writeFileSync(file, "record,rate_set,property_type,build_period,region,value,indicative,source,price_date\nrate,acme-2026,semi-detached,1919-1944,,2400,false,Acme licensed rates,2026-03-01\nregion,acme-2026,,,North East,0.9,false,Acme licensed rates,2026-03-01\n");
      await importFile(database.current().db, "rebuild-rates", file, { progress: false });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const firm = await assess("200");
    expect(firm.rebuildCost.rate).toMatchObject({ rateSet: "acme-2026", indicative: false, source: "Acme licensed rates", baseRatePerSqm: 2400, regionFactor: 0.9, ratePerSqm: 2160 });
    expect(firm.assessment.considerations.some((c) => c.includes("indicative"))).toBe(false);
    const other = await assess("201");
    expect(other.rebuildCost.rate).toMatchObject({ rateSet: "indicative-2025", indicative: true });
  });
});
