import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importFile } from "../import-file";
import { parsePpdRow } from "./ppd";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

describe("ppd importer", () => {
  let t: TestDb;
  let tempDir: string;
  beforeAll(async () => {
    t = await createTestDb();
    tempDir = mkdtempSync(path.join(tmpdir(), "ppd-import-"));
  });
  afterAll(async () => {
    await t.cleanup();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it("imports good rows and rejects bad ones with line and reason, never aborting", async () => {
    const summary = await importFile(t.db, "ppd", fixture("ppd-bulk.csv"), { progress: false });
    expect(summary).toMatchObject({ source: "hmlr-ppd", period: "2022-01..2022-03", read: 12, inserted: 5, updated: 0, deleted: 0, rejected: 7 });
    expect(summary.rejections).toEqual([
      { line: 5, reason: "expected 16 columns, found 15" },
      { line: 6, reason: 'unparsable price "£125,000"' },
      { line: 7, reason: 'unparsable date "2022-02-30 00:00"' },
      { line: 8, reason: 'invalid postcode "NE5 5J"' },
      { line: 9, reason: 'unknown record status "X"' },
      { line: 10, reason: 'unknown property type "Q"' },
      { line: 12, reason: "unreadable CSV: unexpected text after a closing quote in field 9" },
    ]);
    const sale = await t.db.sale.findUniqueOrThrow({ where: { transactionId: "{DBA933FA-1EBE-669D-E053-6B04A8C0AD56}" } });
    expect(sale).toMatchObject({
      price: 286500,
      date: new Date("2022-01-04T00:00:00Z"),
      postcode: "NE27 0BU",
      outcode: "NE27",
      propertyType: "D",
      newBuild: false,
      tenure: "F",
      paon: "139",
      saon: null,
      locality: "WEST ALLOTMENT",
      category: "A",
      source: "hmlr-ppd",
      period: "2022-01..2022-03",
    });
    const noPostcode = await t.db.sale.findUniqueOrThrow({ where: { transactionId: "{DBA933FA-2006-669D-E053-6B04A8C0AD56}" } });
    expect(noPostcode).toMatchObject({ postcode: null, outcode: null, newBuild: true, tenure: "L", category: "B" });
  });

  it("changes nothing when the same file is imported again", async () => {
    const summary = await importFile(t.db, "ppd", fixture("ppd-bulk.csv"), { progress: false });
    expect(summary).toMatchObject({ read: 12, inserted: 0, updated: 0, deleted: 0, unchanged: 5, rejected: 7 });
  });

  it("reads a gzip file transparently, with small batches", async () => {
    const gz = path.join(tempDir, "ppd-bulk.csv.gz");
    writeFileSync(gz, gzipSync(readFileSync(fixture("ppd-bulk.csv"))));
    const summary = await importFile(t.db, "ppd", gz, { progress: false, batchSize: 2 });
    expect(summary).toMatchObject({ read: 12, inserted: 0, updated: 0, unchanged: 5, rejected: 7 });
  });

  it("applies a monthly update: C changes, D deletes, A adds, unknown status is rejected", async () => {
    const summary = await importFile(t.db, "ppd", fixture("ppd-monthly-update.csv"), { progress: false });
    expect(summary).toMatchObject({ period: "2003-11..2022-01", read: 5, inserted: 1, updated: 1, deleted: 1, rejected: 1, unchanged: 1 });
    expect(summary.rejections).toEqual([{ line: 5, reason: 'unknown record status "Z"' }]);
    const changed = await t.db.sale.findUniqueOrThrow({ where: { transactionId: "{DBA933FA-1DBC-669D-E053-6B04A8C0AD56}" } });
    expect(changed).toMatchObject({ price: 131000, period: "2003-11..2022-01" });
    expect(await t.db.sale.findUnique({ where: { transactionId: "{DBA933FA-1EBE-669D-E053-6B04A8C0AD56}" } })).toBeNull();
    expect(await t.db.sale.findUnique({ where: { transactionId: "{3DCCB7C9-D239-5B9D-E063-4704A8C0331E}" } })).toMatchObject({ postcode: "DE73 7JQ", outcode: "DE73" });
    expect(await t.db.sale.count()).toBe(5);

    const again = await importFile(t.db, "ppd", fixture("ppd-monthly-update.csv"), { progress: false });
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0, rejected: 1 });
  });

  it("keeps a UPRN linked after import when the file is imported again", async () => {
    const id = "{DBA933FA-1B78-669D-E053-6B04A8C0AD56}";
    await t.db.sale.update({ where: { transactionId: id }, data: { uprn: "4510012345" } });
    const summary = await importFile(t.db, "ppd", fixture("ppd-bulk.csv"), { progress: false });
    // The bulk file restores what the monthly update changed (1DBC) and deleted (1EBE).
    expect(summary).toMatchObject({ inserted: 1, updated: 1 });
    expect((await t.db.sale.findUniqueOrThrow({ where: { transactionId: id } })).uprn).toBe("4510012345");
  });
});

describe("parsePpdRow", () => {
  const published = ["{DBA933FA-1B78-669D-E053-6B04A8C0AD56}", "250000", "2022-03-04 00:00", "NE3 3LJ", "T", "N", "F", "27", "", "BRADWELL ROAD", "", "NEWCASTLE UPON TYNE", "NEWCASTLE UPON TYNE", "TYNE AND WEAR", "A", "A"];

  it("reads a row as published as its own values, and a row in lower case or padded as the same sale", () => {
    const sale = parsePpdRow(published, { period: "2022-03" });
    expect(sale).toMatchObject({ kind: "upsert", month: "2022-03", record: { transactionId: published[0], postcode: "NE3 3LJ", outcode: "NE3", propertyType: "T", newBuild: false, tenure: "F", category: "A" } });
    const lower = published.map((field, i) => ([0, 4, 5, 6, 14, 15].includes(i) ? field.toLowerCase() : i === 3 ? "ne33lj" : field));
    const padded = published.map((field, i) => ([0, 3, 4, 5, 6, 14, 15].includes(i) ? ` ${field} ` : field));
    expect(parsePpdRow(lower, { period: "2022-03" })).toEqual(sale);
    expect(parsePpdRow(padded, { period: "2022-03" })).toEqual(sale);
  });

  it("rejects a code that is one letter but not one it knows, in either case", () => {
    for (const [column, value] of [[4, "X"], [4, "x"], [6, "Z"], [14, "C"], [15, "Q"]] as const) {
      const row = published.map((field, i) => (i === column ? value : field));
      expect(parsePpdRow(row, { period: "" }).kind).toBe("reject");
    }
  });
});
