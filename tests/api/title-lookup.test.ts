import { beforeAll, describe, expect, it } from "vitest";
import { POST as uploadAddresses } from "@/app/api/title-lookups/upload-addresses/route";
import { POST as uploadTitles } from "@/app/api/proprietor-details/upload-titles/route";
import { GET as listUploads } from "@/app/api/title-lookups/route";
import { GET as getUpload } from "@/app/api/title-lookups/[id]/route";
import { POST as lookUpTitle } from "@/app/api/title-details/lookup/route";
import { runJobsUntilIdle } from "@/lib/jobs/run-job-worker.server";
import { MAX_UPLOAD_ROWS } from "@/lib/title-lookup/schemas";
import { createUploadJobHandlers } from "@/lib/title-lookup/upload-job.server";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedOwnershipRegisters } from "../jobs/ownership-registers-seed";

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.current().db;
  await seedOwnershipRegisters(db);
  // An overseas company's title (OCOD) the register links to no UPRN.
  await db.title.create({
    data: {
      titleNumber: "WM777",
      tenure: "Leasehold",
      propertyAddress: "Unit 3, Canal Street, Birmingham B1 2AA",
      source: "hmlr-ocod",
      period: "2025-01",
      proprietors: { create: [{ id: "WM777-P1", position: 1, name: "=HYPERION HOLDINGS SA", category: "Limited Company or Public Limited Company", countryIncorporated: "Luxembourg" }] },
    },
  });
});

type Json = Record<string, unknown> & { error?: { message: string } };
const json = async (response: Response) => (await response.json()) as Json;
const handlers = createUploadJobHandlers();

function send(path: string, name: string, content: string) {
  const form = new FormData();
  form.set("file", new File([content], name, { type: "text/plain" }));
  return authed(path, { method: "POST", body: form });
}
const sendAddresses = (name: string, content: string) => uploadAddresses(send("/api/title-lookups/upload-addresses", name, content));
const sendTitles = (name: string, content: string) => uploadTitles(send("/api/proprietor-details/upload-titles", name, content));

async function readUpload(id: string) {
  return json(await getUpload(authed(`/api/title-lookups/${id}`), params({ id })));
}

describe("address upload", () => {
  it("queues the file as a job, shows it in progress, then each address with its title, tenure, proprietors and confidence", async () => {
    const file = "Address\n12 Grosvenor Road, London SW1V 3SA\n7 Station Road, York YO1 6HT\nx\n";
    const started = await json(await sendAddresses("addresses.csv", file));
    expect(started).toMatchObject({ status: "in_progress", total: 3, rejected: [{ line: 4, error: "Line 4 is too short to be an address." }] });
    const id = started.uploadId as string;
    expect((await readUpload(id)).upload).toMatchObject({ status: "in_progress", processed: 0, total: 3, fileName: "addresses.csv", kind: "title-lookup" });

    await runJobsUntilIdle(database.current().db, "test-worker", handlers);

    const done = await readUpload(id);
    expect(done.upload).toMatchObject({ status: "completed", processed: 3, found: 1, notFound: 2 });
    const rows = done.rows as { status: string; result: Record<string, unknown> }[];
    expect(rows.map((row) => row.status)).toEqual(["found", "not_found", "error"]);
    expect(rows[0]!.result).toMatchObject({
      line: 2,
      confidence: "HIGH",
      uprn: "100000000012",
      titles: [{ titleNumber: "NGL100001", tenure: "Freehold", proprietors: [{ name: "GROSVENOR ESTATES LIMITED", companyNumber: "99900001", country: "United Kingdom" }] }],
    });
    // Matched to an address, but no title is registered there.
    expect(rows[1]!.result).toMatchObject({ line: 3, uprn: "100000000007", titles: [] });
    expect(rows[2]!.result).toMatchObject({ line: 4, error: "Line 4 is too short to be an address." });
    const list = await json(await listUploads(authed("/api/title-lookups")));
    expect(list.uploads).toEqual(expect.arrayContaining([expect.objectContaining({ uploadId: id, status: "completed" })]));
  });

  it("keeps each row under its upload's jobId and reads them in file order; rows written before the column are still read", async () => {
    const lines = Array.from({ length: 12 }, (_, i) => `${i + 1} Station Road, York YO1 6HT`);
    const id = (await json(await sendAddresses("twelve.txt", lines.join("\n")))).uploadId as string;
    const db = database.current().db;
    await runJobsUntilIdle(db, "test-worker", handlers);
    expect(await db.titleLookup.count({ where: { jobId: id } })).toBe(12);
    const lineOrder = async () => ((await readUpload(id)).rows as { result: { line: number } }[]).map((row) => row.result.line);
    expect(await lineOrder()).toEqual(lines.map((_, i) => i + 1));
    // As a row written before the jobId column: found by its id alone, in its place.
    await db.titleLookup.updateMany({ where: { id: { in: [`${id}:1`, `${id}:10`] } }, data: { jobId: null } });
    expect(await lineOrder()).toEqual(lines.map((_, i) => i + 1));
  });

  it("reads a .txt file one address a line, commas and all", async () => {
    const started = await json(await sendAddresses("list.txt", "12 Grosvenor Road, London, SW1V 3SA\r\n\r\n14 Grosvenor Road, London, SW1V 3SA\r\n"));
    expect(started).toMatchObject({ total: 2, rejected: [] });
  });
});

describe("title upload", () => {
  it("gives each title's proprietors with company number and country; an unknown or malformed title is a row, not a stop", async () => {
    const started = await json(await sendTitles("titles.csv", "Title Number\nngl100001\nWM777\nZZ999999\nnot a title\n"));
    expect(started).toMatchObject({ total: 4, rejected: [{ line: 5 }] });
    await runJobsUntilIdle(database.current().db, "test-worker", handlers);
    const done = await readUpload(started.uploadId as string);
    expect(done.upload).toMatchObject({ status: "completed", found: 2, notFound: 2, kind: "proprietor-lookup" });
    const rows = done.rows as { status: string; result: { titles: unknown[]; error: string | null } }[];
    expect(rows.map((row) => row.status)).toEqual(["found", "found", "not_found", "error"]);
    expect(rows[1]!.result.titles).toEqual([expect.objectContaining({ titleNumber: "WM777", proprietors: [{ name: "=HYPERION HOLDINGS SA", category: "Limited Company or Public Limited Company", companyNumber: null, country: "Luxembourg" }] })]);
    expect(rows[3]!.result.error).toBe("Line 5: Enter a title number: up to three letters then digits, e.g. NGL123456.");
  });
});

describe("upload refusals", () => {
  it.each([
    ["an empty file", () => sendAddresses("empty.csv", "\n\n"), 400, "The file has no addresses: put one on each line."],
    ["a header and nothing else", () => sendTitles("titles.csv", "Title Number\n"), 400, "The file has no title numbers: put one on each line."],
    ["too many rows", () => sendTitles("many.txt", Array.from({ length: MAX_UPLOAD_ROWS + 1 }, (_, n) => `NGL${n + 1}`).join("\n")), 400, "The file has 1,001 title numbers; at most 1,000 can be uploaded at once. Split it into smaller files."],
    ["a huge file", () => sendAddresses("huge.csv", "1 High Street, Leeds LS1 1AA\n".repeat(40_000)), 413, "The file is too large (at most 1 MB)."],
    ["a spreadsheet", () => sendAddresses("book.xlsx", "PK"), 415, "Upload a .csv or .txt file."],
    ["JSON", () => uploadTitles(authed("/api/proprietor-details/upload-titles", { json: { titles: ["NGL1"] } })), 415, 'Send the file as multipart/form-data in the field "file" (.csv or .txt).'],
  ])("refuses %s", async (_name, call, status, message) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect((await json(response)).error?.message).toBe(message);
  });

  it("a cross-site upload is refused and queues nothing (multipart is what a form on another site sends)", async () => {
    const before = await database.current().db.job.count();
    const form = new FormData();
    form.set("file", new File(["1 High Street, Leeds"], "a.txt"));
    const response = await uploadAddresses(authed("/api/title-lookups/upload-addresses", { method: "POST", body: form, headers: { host: "localhost", origin: "https://evil.example" } }));
    expect(response.status).toBe(403);
    expect(await database.current().db.job.count()).toBe(before);
  });

  it("needs a session", async () => {
    expect((await uploadAddresses(anonymous("/api/title-lookups/upload-addresses", { method: "POST", body: new FormData() }))).status).toBe(401);
    expect((await listUploads(anonymous("/api/title-lookups"))).status).toBe(401);
  });

  it("an unknown upload is a 404, a malformed id a 400", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await getUpload(authed(`/api/title-lookups/${unknown}`), params({ id: unknown }))).status).toBe(404);
    expect((await getUpload(authed("/api/title-lookups/abc"), params({ id: "abc" }))).status).toBe(400);
  });
});

describe("single title lookup", () => {
  const lookUp = (body: unknown) => lookUpTitle(authed("/api/title-details/lookup", { json: body }));

  it("describes the title and values its property, each figure with its source and date", async () => {
    const response = await lookUp({ titleNumber: " ngl100001 " });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({
      titleNumber: "NGL100001",
      uprn: "100000000012",
      description: { value: expect.stringContaining("Freehold title NGL100001: 12 Grosvenor Road, London SW1V 3SA. Proprietor: GROSVENOR ESTATES LIMITED (company 99900001)."), source: "HM Land Registry, UK companies that own property (CCOD)", date: "2025-01" },
      propertyType: { value: "Terraced", source: "HM Land Registry Price Paid (latest sale)", date: "2021-09-30" },
    });
    // No rebuild rates and too few local sales in the test data: null with the reason, never invented.
    for (const key of ["rebuildValue", "currentValue"]) {
      const figure = body[key] as { value: number | null; note: string | null; source: string | null };
      expect(figure.value === null ? figure.note : figure.source).toEqual(expect.any(String));
    }
  });

  it("a title the register links to no property: the summary, and why there are no values", async () => {
    const body = await json(await lookUp({ titleNumber: "WM777" }));
    expect(body).toMatchObject({ uprn: null, rebuildValue: { value: null, note: expect.stringContaining("no UPRN") }, currentValue: { value: null } });
  });

  it.each([
    [{ titleNumber: "NGL 1234 56!" }, 400, "Enter a title number: up to three letters then digits, e.g. NGL123456."],
    [{}, 400, "Enter a title number: up to three letters then digits, e.g. NGL123456."],
    [{ titleNumber: "ZZ999999" }, 404, "No title ZZ999999 was found in the title register."],
  ])("%j → %i", async (body, status, message) => {
    const response = await lookUp(body);
    expect(response.status).toBe(status);
    expect((await json(response)).error?.message).toBe(message);
  });
});
