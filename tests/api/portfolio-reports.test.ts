import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/[namespace]/generate-ai-report/route";
import { POST as exportPdf } from "@/app/api/[namespace]/export-pdf/route";
import { closePrinter } from "@/lib/reports/print-pdf.server";
import { readPdfText } from "@/lib/reports/read-pdf-text";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedOwnershipRegisters } from "../jobs/ownership-registers-seed";
import { seedPortfolio } from "./portfolio-seed";

const database = useTestDatabase();
const acme = params({ namespace: "acme" });
let canary: Server;
let canaryUrl = "";
const seen: string[] = [];

beforeAll(async () => {
  const db = database.current().db;
  await seedPortfolio(db);
  await seedOwnershipRegisters(db);
  await db.portfolioProperty.create({ data: { id: "prop-markup", clientId: "client-acme", titleNumber: "NGL100003", address: '<img src=x onerror="alert(1)"> 5 Quay Street', postcode: "BS1 4DB", tenure: "Freehold", source: "test" } });
  await db.valuation.create({ data: { clientId: "client-acme", titleNumber: "NGL100003", currentValue: 24000, valuationType: "Market Rent", source: "test" } });
  canary = createServer((req, res) => {
    seen.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/plain" }).end("CANARY-BODY-TEXT");
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closePrinter();
  await new Promise<void>((resolve) => canary.close(() => resolve()));
});

type Json = Record<string, unknown> & { error?: { message: string; details?: { message: string }[] } };
const json = async (response: Response) => (await response.json()) as Json;

describe("AI property report", () => {
  it("writes the report from the facts (the rules writer, saying so), sanitised, and stores it", async () => {
    const body = await json(await generate(authed("/api/acme/generate-ai-report", { json: { titleNumber: "NGL100001" } }), acme));
    expect(body.writer).toBe("rules");
    const report = body.report as string;
    expect(report).toContain("Property Report: NGL100001");
    expect(report).toContain("written by the rules writer");
    expect(report).toContain("GROSVENOR ESTATES LIMITED");
    expect(report).toContain("£1,250,000");
    expect(report).toContain("Barclays Bank PLC securing £250,000");
    const stored = await database.current().db.report.findFirstOrThrow({ where: { titleNumber: "NGL100001", kind: "ai-property" } });
    expect(stored).toMatchObject({ clientId: "client-acme", writer: "rules", html: report });
  });

  it("an address holding markup reads as text; a market rent is a rent, not a value", async () => {
    const report = (await json(await generate(authed("/api/acme/generate-ai-report", { json: { titleNumber: "NGL100003", uprn: "" } }), acme))).report as string;
    expect(report).toContain("&lt;img src=x onerror=");
    expect(report).toContain("&gt; 5 Quay Street");
    expect(report).not.toMatch(/<img/i);
    expect(report).toContain("A market rent of £24,000 a year");
    expect(report).toContain("No property value is recorded for this title, only the rent.");
  });

  it.each([
    ["no title", { uprn: "1" }, 400, "A title number is required."],
    ["a bad UPRN", { titleNumber: "NGL100001", uprn: "12ab" }, 400, "A UPRN is 1 to 12 digits."],
    ["a title not in the portfolio", { titleNumber: "NGL999999" }, 404, "Property details not found"],
  ])("%s → %i", async (_name, body, status, message) => {
    const response = await generate(authed("/api/acme/generate-ai-report", { json: body }), acme);
    expect(response.status).toBe(status);
    const error = (await json(response)).error;
    expect([error?.message, ...(error?.details ?? []).map((d) => d.message)].join(" ")).toContain(message);
  });
});

describe("export-pdf", () => {
  it("prints posted HTML with a script, a remote image and a file frame to a PDF that reached nothing; the file name is the server's", async () => {
    const hostile = `<h1>Exported report</h1><p>12 Grosvenor Road</p>
      <img src="${canaryUrl}/image.png"><iframe src="file:///etc/passwd"></iframe><iframe src="${canaryUrl}/frame.html"></iframe>
      <script>document.body.innerHTML += "<p>SCRIPT-RAN</p>"; fetch("${canaryUrl}/fetch");</script>
      <p style="background:url(${canaryUrl}/bg.png)" onclick="x()">End</p>`;
    const response = await exportPdf(authed("/api/acme/export-pdf", { json: { htmlContent: hostile, titleNumber: "NGL100001", fileName: "../../etc/passwd.sh" } }), acme);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="property-report-NGL100001-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await readPdfText(pdf);
    expect(text).toContain("Exported report");
    expect(text).toContain("End");
    expect(text).not.toContain("SCRIPT-RAN");
    expect(text).not.toContain("CANARY-BODY-TEXT");
    expect(text).not.toMatch(/root:.*:0:0:/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  }, 60_000);

  it.each([
    ["empty HTML", { htmlContent: "", titleNumber: "NGL100001" }, 400, "There is no report to export."],
    ["no title", { htmlContent: "<p>x</p>" }, 400, "A title number is required."],
    ["over 500,000 characters", { htmlContent: "x".repeat(500_001), titleNumber: "NGL100001" }, 400, "too large to export"],
  ])("%s → %i", async (_name, body, status, message) => {
    const response = await exportPdf(authed("/api/acme/export-pdf", { json: body }), acme);
    expect(response.status).toBe(status);
    const error = (await json(response)).error;
    expect([error?.message, ...(error?.details ?? []).map((d) => d.message)].join(" ")).toContain(message);
  });

  it("unknown client → 404", async () => {
    expect((await exportPdf(authed("/api/nobody/export-pdf", { json: { htmlContent: "<p>x</p>", titleNumber: "T1" } }), params({ namespace: "nobody" }))).status).toBe(404);
  });
});
