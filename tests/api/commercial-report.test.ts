import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as downloadPdf } from "@/app/api/commercial/reports/pdf/route";
import { GET as viewInTab, POST as view } from "@/app/api/commercial/reports/view/route";
import { COMMERCIAL_REPORT_HEADING, COMMERCIAL_REPORT_SECTIONS } from "@/lib/commercial-report/report-labels";
import type { Db } from "@/lib/db/client";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { closePrinter } from "@/lib/reports/print-pdf.server";
import { readPdfText } from "@/lib/reports/read-pdf-text";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();
beforeAll(async () => seedProperty(database.current().db));
afterAll(async () => closePrinter());

type ErrorBody = { error: { code: string; message: string } };

// One shop on Grey Street: a type-O sale and the non-domestic certificate at its address (320 m²), and a home sale that is no commercial property.
async function seedProperty(db: Db) {
  await db.postcode.create({ data: { postcode: "NE1 4ST", outcode: getOutcode("NE1 4ST") ?? "", sector: getPostcodeSector("NE1 4ST") ?? "", latitude: 54.97328, longitude: -1.61396, source: "os-codepoint-open", period: "2014-08" } });
  const sale = (id: string, price: number, type: string, category: string, paon: string, uprn: string | null) => ({
    transactionId: id, price, date: new Date("2022-03-15"), postcode: "NE1 4ST", outcode: "NE1", propertyType: type, newBuild: false, tenure: "L",
    paon, street: "GREY STREET", town: "NEWCASTLE UPON TYNE", category, uprn, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({ data: [sale("{C2}", 640_000, "O", "B", "12", "900000000301"), sale("{H1}", 210_000, "F", "A", "10", "900000000302")] });
  await db.nonDomesticEpc.create({
    data: { lmkKey: "E-GREY-12", address1: "12 Grey Street", postcode: "NE1 4ST", posttown: "NEWCASTLE UPON TYNE", uprn: "900000000301", floorArea: 320, assetRatingBand: "C", assetRating: 62, propertyType: "A1/A2 Retail and Financial/Professional services", lodgementDate: new Date("2021-04-01"), source: "epc-register-non-domestic", period: "2021-04" },
  });
}

const shop = { passingRent: 50_000, estimatedRentalValue: 60_000, yearsToReversion: 3, termYieldPercent: 6, reversionYieldPercent: 7, purchasersCostsPercent: 6.8 };
const lease = { valuationDate: "2026-01-01", leases: [{ tenant: "Grey Street Books Ltd", rentPerYear: 50_000, start: "2019-01-01", expiry: "2029-01-01", breakDates: ["2027-01-01"], reviewDates: ["2027-01-01"] }] };

describe("POST /api/commercial/reports/view and /pdf", () => {
  it("shows one property's sale with its price per m², the valuation's inputs and working, and the leases", async () => {
    const response = await view(authed("/api/commercial/reports/view", { json: { property: { uprn: "900000000301" }, valuation: shop, lease } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const text = await response.text();
    for (const heading of [COMMERCIAL_REPORT_HEADING, ...Object.values(COMMERCIAL_REPORT_SECTIONS)]) expect(text, heading).toContain(heading);
    // 640,000 / 320 m² = £2,000 per m²; the textbook shop's figures (lib/commercial-valuation/value-investment.test.ts).
    expect(text).toContain("£2,000");
    expect(text).toContain("£833,335");
    expect(text).toContain("£780,276");
    expect(text).toContain("Grey Street Books Ltd");
    expect(text).not.toContain("{H1}");
  });

  it("GET view (what View Report opens in a tab) renders the same request carried as JSON in `report`; bad JSON or inputs are a 400", async () => {
    const report = encodeURIComponent(JSON.stringify({ property: { uprn: "900000000301" }, valuation: shop, lease }));
    const response = await viewInTab(authed(`/api/commercial/reports/view?report=${report}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const text = await response.text();
    expect(text).toContain(COMMERCIAL_REPORT_HEADING);
    expect(text).toContain("£833,335");
    expect(text).toContain("Grey Street Books Ltd");
    const notJson = await viewInTab(authed("/api/commercial/reports/view?report=%7Bnot-json"));
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(await notJson.json())).toContain("report must be the report's request as JSON");
    const badYield = encodeURIComponent(JSON.stringify({ property: { uprn: "900000000301" }, valuation: { ...shop, termYieldPercent: 0 } }));
    const refused = await viewInTab(authed(`/api/commercial/reports/view?report=${badYield}`));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("The term yield must be at least 0.1%.");
    expect((await viewInTab(anonymous(`/api/commercial/reports/view?report=${report}`))).status).toBe(401);
  });

  it("prints a real PDF named for the property, with every heading and figure", async () => {
    const response = await downloadPdf(authed("/api/commercial/reports/pdf", { json: { property: { transactionId: "{C2}" }, valuation: shop } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="commercial-report-C2-${today}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const text = (await readPdfText(bytes)).replace(/\s+/g, " ");
    for (const heading of [COMMERCIAL_REPORT_HEADING, ...Object.values(COMMERCIAL_REPORT_SECTIONS)]) expect(text, heading).toContain(heading);
    expect(text).toContain("Transaction {C2}");
    expect(text).toContain("£640,000");
    expect(text).toContain("£2,000");
    expect(text).toContain("£833,335");
    expect(text).toContain("No leases were given for this report.");
  }, 60_000);

  it.each([
    ["no property", { valuation: shop }, 400, /UPRN|property/],
    ["both a UPRN and a transaction", { property: { uprn: "1", transactionId: "{C2}" }, valuation: shop }, 400, /UPRN \(digits only\) or a Price Paid transaction id/],
    ["a UPRN with letters", { property: { uprn: "12AB" }, valuation: shop }, 400, /UPRN \(digits only\)/],
    ["no valuation", { property: { uprn: "900000000301" } }, 400, /passingRent/],
    ["a yield of 0", { property: { uprn: "900000000301" }, valuation: { ...shop, termYieldPercent: 0 } }, 400, "The term yield must be at least 0.1%."],
    ["a lease ending before it starts", { property: { uprn: "900000000301" }, valuation: shop, lease: { valuationDate: "2026-01-01", leases: [{ tenant: "A", rentPerYear: 1, start: "2020-01-01", expiry: "2019-01-01" }] } }, 400, "The lease expiry of A must be after its start."],
    ["a home sale", { property: { transactionId: "{H1}" }, valuation: shop }, 404, "No non-residential sale {H1} was found"],
    ["an unknown UPRN", { property: { uprn: "42" }, valuation: shop }, 404, "No non-residential sale or non-domestic EPC was found for UPRN 42."],
  ])("refuses %s", async (_name, json, status, message) => {
    const response = await view(authed("/api/commercial/reports/view", { json }));
    expect(response.status).toBe(status);
    const error = ((await response.json()) as ErrorBody).error.message;
    if (typeof message === "string") expect(error).toContain(message);
    else expect(error).toMatch(message);
  });

  it("needs a session", async () => {
    const response = await downloadPdf(anonymous("/api/commercial/reports/pdf", { method: "POST", body: "{}", headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(401);
  });
});
