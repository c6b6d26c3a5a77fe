// The bulk paths (issue 15: batches bound as one JSON parameter and upserted with one
// INSERT … SELECT, sales linked by one set-based pass) against the per-row code they
// replaced, kept here as the reference: same rows, same counts, same UPRN links.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rankCandidates, toCandidate, type Candidate } from "@/lib/addresses";
import type { Db } from "@/lib/db/client";
import type { Sale } from "@/lib/generated/sqlite/client";
import { useFreshDatabases } from "@/tests/helpers/test-db";
import { disturbAddressRegister } from "@/tests/helpers/disturb-address-register";
import { writeBundleSubset } from "@/tests/helpers/write-bundle-subset";
import { ppdImporter, SALE_TABLE } from "./datasets/ppd";
import { linkSalesToUprns } from "./link-sales-to-uprns";
import { loadBundledData } from "./load-bundled-data";
import { runImport } from "./run-import";
import { deleteRowsByKey, isRowChanged, selectRowsByKey, writeRows } from "./sql-table-store";
import type { CsvImporter, ImportSummary, RecordStore } from "./types";

const fixture = (name: string) => path.join("tests/fixtures/import", name);

/** The store before issue 15: look the batch's keys up, compare in JS, multi-row VALUES upsert of what changed. */
const perRowStore: RecordStore<Sale> = {
  tables: [SALE_TABLE.table],
  async upsert(tx, records) {
    const stored = await selectRowsByKey(tx, SALE_TABLE.table, SALE_TABLE.key, SALE_TABLE.updatable ?? [], records.map((r) => r.transactionId));
    const toWrite: Sale[] = [];
    let inserted = 0;
    let updated = 0;
    for (const record of records) {
      const existing = stored.get(record.transactionId);
      if (!existing) inserted++;
      else if (isRowChanged(SALE_TABLE, existing, record)) updated++;
      else continue;
      toWrite.push(record);
    }
    await writeRows(tx, SALE_TABLE, toWrite);
    return { inserted, updated };
  },
  delete: (tx, keys) => deleteRowsByKey(tx, SALE_TABLE.table, SALE_TABLE.key, keys),
};
const perRowImporter: CsvImporter<Sale> = { ...ppdImporter, store: perRowStore };

/** The linker before issue 15: every unlinked sale ranked by the matcher against its postcode's addresses. */
async function linkPerRow(db: Db) {
  const postcodes = (await db.address.findMany({ where: { postcode: { not: null } }, distinct: ["postcode"], select: { postcode: true } })).map((row) => row.postcode as string);
  let linked = 0;
  for (let i = 0; i < postcodes.length; i += 500) {
    const chunk = postcodes.slice(i, i + 500);
    const sales = await db.sale.findMany({ where: { uprn: null, postcode: { in: chunk } }, select: { transactionId: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true } });
    const addresses = await db.address.findMany({ where: { postcode: { in: chunk } }, select: { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true } });
    const byPostcode = new Map<string, Candidate[]>();
    for (const address of addresses) byPostcode.set(address.postcode ?? "", [...(byPostcode.get(address.postcode ?? "") ?? []), toCandidate(address)]);
    const links: { transactionId: string; uprn: string }[] = [];
    for (const sale of sales) {
      const result = rankCandidates(sale, byPostcode.get(sale.postcode ?? "") ?? []);
      const uprn = result.match?.candidate.uprn;
      if (result.confidence === "HIGH" && uprn) links.push({ transactionId: sale.transactionId, uprn });
    }
    await db.$transaction(links.map((link) => db.sale.update({ where: { transactionId: link.transactionId }, data: { uprn: link.uprn } })));
    linked += links.length;
  }
  return linked;
}

const readSales = (db: Db) => db.sale.findMany({ orderBy: { transactionId: "asc" } });
const withoutTiming = ({ seconds: _seconds, ...summary }: ImportSummary) => summary;

describe("bulk Price Paid import gives exactly what the per-row import gave", () => {
  const fresh = useFreshDatabases();

  it("the bundle subset, the bad-row fixture, a monthly A/C/D file and re-imports: same rows and same summaries", async () => {
    const subset = writeBundleSubset();
    try {
      const bulk = await fresh();
      const perRow = await fresh();
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);
      const steps = [salesFile, fixture("ppd-bulk.csv"), fixture("ppd-monthly-update.csv"), salesFile, fixture("ppd-bulk.csv")];
      for (const file of steps) {
        const a = await runImport(bulk.db, ppdImporter, file, { progress: false });
        const b = await runImport(perRow.db, perRowImporter, file, { progress: false });
        expect(withoutTiming(a)).toEqual(withoutTiming(b));
      }
      const sales = await readSales(bulk.db);
      expect(sales.length).toBeGreaterThan(100);
      expect(sales).toEqual(await readSales(perRow.db));
    } finally {
      subset.cleanup();
    }
  }, 120_000);

  it("reports bad rows by line without aborting, applies A/C/D, and a re-import changes nothing", async () => {
    const t = await fresh();
    const first = await runImport(t.db, ppdImporter, fixture("ppd-bulk.csv"), { progress: false });
    expect(first).toMatchObject({ read: 12, inserted: 5, updated: 0, rejected: 7 });
    expect(first.rejections[0]).toEqual({ line: 5, reason: "expected 16 columns, found 15" });
    const monthly = await runImport(t.db, ppdImporter, fixture("ppd-monthly-update.csv"), { progress: false });
    expect(monthly).toMatchObject({ inserted: 1, updated: 1, deleted: 1, rejected: 1, unchanged: 1 });
    const before = await readSales(t.db);
    // Small batches: the same rows whatever the batch size, and nothing written the second time.
    const again = await runImport(t.db, ppdImporter, fixture("ppd-monthly-update.csv"), { progress: false, batchSize: 2 });
    expect(again).toMatchObject({ inserted: 0, updated: 0, deleted: 0 });
    expect(await readSales(t.db)).toEqual(before);
  });

  it("a UPRN linked after the import survives a re-import that changes the row", async () => {
    const t = await fresh();
    await runImport(t.db, ppdImporter, fixture("ppd-bulk.csv"), { progress: false });
    const id = "{DBA933FA-1DBC-669D-E053-6B04A8C0AD56}";
    await t.db.sale.update({ where: { transactionId: id }, data: { uprn: "4510012345" } });
    const monthly = await runImport(t.db, ppdImporter, fixture("ppd-monthly-update.csv"), { progress: false });
    expect(monthly.updated).toBe(1);
    expect(await t.db.sale.findUniqueOrThrow({ where: { transactionId: id } })).toMatchObject({ price: 131000, uprn: "4510012345" });
  });
});

describe("set-based UPRN linking makes the links the per-row matcher made", () => {
  const fresh = useFreshDatabases();

  it("on the bundle subset with typos, abbreviations, lower case, missing streets and rival addresses in the register", async () => {
    const subset = writeBundleSubset();
    try {
      const t = await fresh();
      await loadBundledData(t.db, { databaseUrl: t.url, dataDir: subset.dataDir, files: subset.files, progress: false, log: () => undefined });
      // Disturb the register so that the exact pass and the matcher both have work.
      await disturbAddressRegister(t.db);
      expect(await t.db.address.count({ where: { town: "ELSEWHERE" } })).toBeGreaterThan(10);
      const reset = () => t.db.sale.updateMany({ data: { uprn: null } });
      await reset();
      const referenceLinked = await linkPerRow(t.db);
      const reference = await readSales(t.db);
      await reset();
      const summary = await linkSalesToUprns(t.db);
      expect(summary.linked).toBe(referenceLinked);
      expect(referenceLinked).toBeGreaterThan(50);
      expect((await readSales(t.db)).map((s) => [s.transactionId, s.uprn])).toEqual(reference.map((s) => [s.transactionId, s.uprn]));
      expect(await linkSalesToUprns(t.db)).toMatchObject({ linked: 0 });
    } finally {
      subset.cleanup();
    }
  }, 120_000);
});
