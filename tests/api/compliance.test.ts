import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCertificate } from "@/app/api/compliance/certificates/[id]/route";
import { POST as postCertificate } from "@/app/api/compliance/certificates/route";
import { GET as getPortfolioCsv } from "@/app/api/compliance/portfolio/[client]/csv/route";
import { GET as getPortfolio } from "@/app/api/compliance/portfolio/[client]/route";
import { streamPortfolioComplianceCsv } from "@/lib/compliance/stream-portfolio-compliance-csv.server";
import { GET as getProperty } from "@/app/api/compliance/property/[uprn]/route";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";
import { seedTitleReportData } from "./sra-title-report-seed";

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.current().db;
  await seedArea(db);
  await seedTitleReportData(db);
  await db.client.create({ data: { id: "client-lets", slug: "lets", name: "Lets Ltd", source: "test" } });
  await db.portfolioProperty.createMany({
    data: [
      { id: "lp-100", clientId: "client-lets", titleNumber: "TY100", address: "27 Bradwell Road", postcode: "NE3 3LJ", uprn: "100", source: "test" },
      { id: "lp-101", clientId: "client-lets", titleNumber: "TY101", address: "31 Bradwell Road", postcode: "NE3 3LJ", uprn: "101", source: "test" },
      { id: "lp-none", clientId: "client-lets", titleNumber: "TY999", address: "No UPRN House", source: "test" },
    ],
  });
});

type Check = { key: string; status: string; detail: string; changesOn: string | null };
type Property = { uprn: string; checks: Check[]; certificates: { id: string; kind: string; expiresOn: string }[] };
const byKey = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.key, c]));
const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

async function property(uprn: string): Promise<Property> {
  const response = await getProperty(authed(`/api/compliance/property/${uprn}`), params({ uprn }));
  expect(response.status).toBe(200);
  return (await response.json()) as Property;
}

describe("GET /api/compliance/property/{uprn}", () => {
  it("checks EPC, both letting minimums, consents, building safety and charges from our data", async () => {
    const checks = byKey((await property("100")).checks);
    expect(checks.epc).toMatchObject({ status: "pass", changesOn: "2031-02-02" });
    expect(checks["epc-minimum"]).toMatchObject({ status: "fail", detail: "Rated F; the minimum for letting is E." });
    expect(checks["epc-2030"]).toMatchObject({ status: "fail", changesOn: "2030-01-01" });
    expect(checks.consents?.status).toBe("review");
    expect(checks.consents?.detail).toContain("conservation area Bradwell Road");
    expect(checks.consents?.detail).toContain("Bradwell Road Lodge (Grade II)");
    expect(checks["building-safety"]).toMatchObject({ status: "review" });
    expect(checks.charges).toMatchObject({ status: "review", detail: "1 registered charge on the title." });
  });

  it("passes a D-rated, low, uncharged home today and fails it for 2030", async () => {
    const checks = byKey((await property("101")).checks);
    expect(checks["epc-minimum"]?.status).toBe("pass");
    expect(checks["epc-2030"]?.status).toBe("fail");
    expect(checks["building-safety"]?.status).toBe("pass");
    expect(checks.charges?.status).toBe("pass");
  });

  it("says what it cannot tell for a UPRN with an address only", async () => {
    const checks = byKey((await property("102")).checks);
    expect(checks.epc).toMatchObject({ status: "fail", detail: "No EPC is on the register for this UPRN." });
    expect(checks["epc-minimum"]?.status).toBe("unknown");
    expect(checks["building-safety"]?.status).toBe("unknown");
    expect(checks.charges?.status).toBe("unknown");
  });

  it.each([
    ["abc", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["999", 404, "No property with UPRN 999 was found."],
  ])("%s → %d", async (uprn, status, message) => {
    const response = await getProperty(authed(`/api/compliance/property/${uprn}`), params({ uprn }));
    expect(response.status).toBe(status);
    expect(await errorOf(response)).toBe(message);
  });

  it("needs a session", async () => {
    expect((await getProperty(anonymous("/api/compliance/property/100"), params({ uprn: "100" }))).status).toBe(401);
  });
});

describe("POST and DELETE /api/compliance/certificates", () => {
  it("records a certificate, checks it like an EPC and deletes it", async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const created = await postCertificate(authed("/api/compliance/certificates", { json: { uprn: "101", kind: "gas-safety", reference: "GS-1", issuedOn: "2025-01-01", expiresOn: soon } }));
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const expired = await postCertificate(authed("/api/compliance/certificates", { json: { uprn: "101", kind: "electrical", expiresOn: "2020-05-01" } }));
    expect(expired.status).toBe(200);
    const result = await property("101");
    const checks = byKey(result.checks);
    expect(checks["certificate:gas-safety"]).toMatchObject({ status: "due", changesOn: soon });
    expect(checks["certificate:electrical"]).toMatchObject({ status: "fail", detail: "The electrical (eicr) certificate expired on 2020-05-01." });
    expect(result.certificates.map((c) => c.kind).sort()).toEqual(["electrical", "gas-safety"]);

    const deleted = await deleteCertificate(authed(`/api/compliance/certificates/${id}`, { method: "DELETE" }), params({ id }));
    expect(deleted.status).toBe(200);
    expect(byKey((await property("101")).checks)["certificate:gas-safety"]).toBeUndefined();
    const again = await deleteCertificate(authed(`/api/compliance/certificates/${id}`, { method: "DELETE" }), params({ id }));
    expect(again.status).toBe(404);
  });

  it.each([
    [{ uprn: "x1", kind: "gas-safety", expiresOn: "2027-01-01" }, 400, "UPRN should be a numeric value (1-12 digits)"],
    [{ uprn: "999", kind: "gas-safety", expiresOn: "2027-01-01" }, 404, "No property with UPRN 999 was found."],
    [{ uprn: "101", kind: "boiler", expiresOn: "2027-01-01" }, 400, "Choose the certificate kind: gas-safety, electrical, fire-risk, legionella, other."],
    [{ uprn: "101", kind: "gas-safety", expiresOn: "01/01/2027" }, 400, "Give the date as YYYY-MM-DD."],
    [{ uprn: "101", kind: "gas-safety", expiresOn: "2027-02-30" }, 400, "That date does not exist."],
    [{ uprn: "101", kind: "gas-safety", expiresOn: "2027-13-01" }, 400, "That date does not exist."],
    [{ uprn: "101", kind: "gas-safety", issuedOn: "2027-06-01", expiresOn: "2027-01-01" }, 400, "The expiry date is before the issue date."],
  ])("%j → %d", async (json, status, message) => {
    const response = await postCertificate(authed("/api/compliance/certificates", { json }));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string; details?: { message: string }[] } };
    expect([body.error.message, ...(body.error.details ?? []).map((d) => d.message)].join(" | ")).toContain(message);
  });
});

describe("GET /api/compliance/portfolio/{client}", () => {
  it("checks every property with a UPRN, in bounded chunks, the same way as one property", async () => {
    const response = await getPortfolio(authed("/api/compliance/portfolio/lets"), params({ client: "lets" }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; rows: { uprn: string; checks: Check[] }[] };
    expect(body.total).toBe(2);
    expect(body.rows.map((r) => r.uprn).sort()).toEqual(["100", "101"]);
    for (const row of body.rows) {
      const single = await property(row.uprn);
      expect(row.checks).toEqual(single.checks);
    }
  });

  it.each([
    ["nobody", "", 404, 'There is no client "nobody"'],
    ["lets", "?limit=0", 400, "limit must be 1 to 500."],
    ["lets", "?offset=-1", 400, "offset must be 0 or more."],
  ])("%s%s → %d", async (client, query, status, message) => {
    const response = await getPortfolio(authed(`/api/compliance/portfolio/${client}${query}`), params({ client }));
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string; details?: { message: string }[] } };
    expect([body.error.message, ...(body.error.details ?? []).map((d) => d.message)].join(" | ")).toContain(message);
  });
});

describe("GET /api/compliance/portfolio/{client}/csv", () => {
  it("streams the whole portfolio page by page: every property with a UPRN once, checked like the paged list", async () => {
    const db = database.current().db;
    await db.client.create({ data: { id: "client-big", slug: "big-lets", name: "Big Lets", source: "test" } });
    // Seven properties read two at a time: four pages, the last one short.
    await db.portfolioProperty.createMany({
      data: Array.from({ length: 7 }, (_, n) => ({ id: `bp-${n}`, clientId: "client-big", titleNumber: `BG${n}`, address: `${n + 1} Big Street`, postcode: "NE3 3LJ", uprn: n % 2 ? "101" : "100", source: "test" })).concat([{ id: "bp-none", clientId: "client-big", titleNumber: "BGX", address: "No UPRN", postcode: "NE3 3LJ", uprn: null as unknown as string, source: "test" }]),
    });
    const streamed = await streamPortfolioComplianceCsv(db, "big-lets", new Date(), 2);
    const lines = (await streamed.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toMatch(/^Address,Postcode,UPRN,Title number,EPC in date,EPC in date changes on,/);
    expect(lines.slice(1).map((line) => line.split(",")[3]).sort()).toEqual(["BG0", "BG1", "BG2", "BG3", "BG4", "BG5", "BG6"]);
    // The same statuses as the paged list gives, row for row.
    const listed = (await (await getPortfolio(authed("/api/compliance/portfolio/big-lets"), params({ client: "big-lets" }))).json()) as { rows: { titleNumber: string; checks: Check[] }[] };
    const epcStatus = Object.fromEntries(lines.slice(1).map((line) => [line.split(",")[3], line.split(",")[4]]));
    for (const row of listed.rows) expect(epcStatus[row.titleNumber]).toBe({ pass: "Pass", due: "Due", fail: "Fail", review: "Review", unknown: "Unknown" }[byKey(row.checks).epc?.status ?? "unknown"]);

    const response = await getPortfolioCsv(authed("/api/compliance/portfolio/big-lets/csv"), params({ client: "big-lets" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="compliance-big-lets-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await response.text()).trim().split("\r\n")).toHaveLength(8);
  });

  it.each([
    ["an unknown client", () => getPortfolioCsv(authed("/api/compliance/portfolio/nobody/csv"), params({ client: "nobody" })), 404],
    ["no session", () => getPortfolioCsv(anonymous("/api/compliance/portfolio/lets/csv"), params({ client: "lets" })), 401],
  ])("%s → %d", async (_name, call, status) => {
    expect((await call()).status).toBe(status);
  });
});
