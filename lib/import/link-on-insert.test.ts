// Price Paid sales linked to their UPRN as they are inserted (SALE_TABLE.fillOnInsert) end up
// exactly as when they were inserted unlinked and linked afterwards by linkSalesToUprns.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import type { Sale } from "@/lib/generated/sqlite/client";
import { useFreshDatabases } from "@/tests/helpers/test-db";
import { disturbAddressRegister } from "@/tests/helpers/disturb-address-register";
import { writeBundleSubset } from "@/tests/helpers/write-bundle-subset";
import { ppdImporter, SALE_TABLE } from "./datasets/ppd";
import { linkSalesToUprns, matchesAddressKey, selectUniqueAddressKeys } from "./link-sales-to-uprns";
import { loadBundledData } from "./load-bundled-data";
import { runImport } from "./run-import";
import { createTableStore } from "./sql-table-store";
import type { CsvImporter } from "./types";

const readLinks = async (db: Db) => (await db.sale.findMany({ orderBy: { transactionId: "asc" } })).map((s) => [s.transactionId, s.uprn]);
// The sales the linker's exact pass would link: those whose key is one address's in their postcode.
const countExactMatches = async (db: Db) => {
  const [row] = await db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM "Sale" s JOIN (${selectUniqueAddressKeys(`SELECT DISTINCT "postcode" FROM "Sale"`)}) k ON ${matchesAddressKey("s", "k")}`);
  return Number(row?.n);
};
const { fillOnInsert: _fill, ...unlinkedSpec } = SALE_TABLE;
const unlinkedImporter: CsvImporter<Sale> = { ...ppdImporter, store: createTableStore(unlinkedSpec, { batchSize: ppdImporter.store.batchSize }) };

describe("sales linked on insert", () => {
  const fresh = useFreshDatabases();

  it("get the links the exact pass would have made, and the linker the rest, against a disturbed register", async () => {
    const subset = writeBundleSubset();
    try {
      const t = await fresh();
      await loadBundledData(t.db, { databaseUrl: t.url, dataDir: subset.dataDir, files: subset.files, progress: false, log: () => undefined });
      await disturbAddressRegister(t.db);
      const salesFile = path.join(subset.dataDir, subset.files[1]!.file);

      // Small batches: several batches, each joining the addresses of its own postcodes.
      await t.db.sale.deleteMany();
      const unlinked = await runImport(t.db, unlinkedImporter, salesFile, { progress: false, batchSize: 50 });
      expect(await t.db.sale.count({ where: { uprn: { not: null } } })).toBe(0);
      const exactMatches = await countExactMatches(t.db);
      const linkedAfter = await linkSalesToUprns(t.db);
      const reference = await readLinks(t.db);

      await t.db.sale.deleteMany();
      const linkedOnInsert = await runImport(t.db, ppdImporter, salesFile, { progress: false, batchSize: 50 });
      const { seconds: _a, ...summary } = linkedOnInsert;
      const { seconds: _b, ...referenceSummary } = unlinked;
      expect(summary).toEqual(referenceSummary);
      const onInsert = await t.db.sale.count({ where: { uprn: { not: null } } });
      // Every one, though a postcode's sales come in many batches (PostgreSQL's lookup grows batch by batch).
      expect(onInsert).toBe(exactMatches);
      expect(onInsert).toBeGreaterThan(50);
      const rest = await linkSalesToUprns(t.db);
      expect(onInsert + rest.linked).toBe(linkedAfter.linked);
      expect(rest.linked).toBeGreaterThan(0);
      expect(await readLinks(t.db)).toEqual(reference);

      // A re-import writes nothing and keeps every link.
      expect(await runImport(t.db, ppdImporter, salesFile, { progress: false })).toMatchObject({ inserted: 0, updated: 0 });
      expect(await readLinks(t.db)).toEqual(reference);
    } finally {
      subset.cleanup();
    }
  }, 120_000);

  it("leave a sale written with lower-case letters to the linker, which links it by the same rule", async () => {
    const t = await fresh();
    const address = { postcode: "M1 1AA", street: "HIGH STREET", town: "MANCHESTER", source: "test", period: "2024-01" };
    await t.db.address.createMany({
      data: [
        { ...address, uprn: "100001", paon: "12", singleLine: "12 HIGH STREET, MANCHESTER, M1 1AA" },
        { ...address, uprn: "100002", paon: "14", saon: "FLAT 1", singleLine: "FLAT 1, 14 HIGH STREET, MANCHESTER, M1 1AA" },
      ],
    });
    const dir = mkdtempSync(path.join(tmpdir(), "pas-fill-"));
    try {
      const file = path.join(dir, "pp-cases.csv");
      const row = (id: string, paon: string, saon: string, street: string) =>
        [`{${id}}`, "250000", "2024-01-15 00:00", "M1 1AA", "F", "N", "L", paon, saon, street, "", "MANCHESTER", "MANCHESTER", "GREATER MANCHESTER", "A", "A"].map((field) => `"${field}"`).join(",");
      writeFileSync(file, `${row("00000000-0000-0000-0000-000000000001", "12", "", "HIGH STREET")}\n${row("00000000-0000-0000-0000-000000000002", " 14", "Flat 1", "High Street ")}\n`);

      expect(await runImport(t.db, ppdImporter, file, { progress: false })).toMatchObject({ inserted: 2, rejected: 0 });
      // As published (upper case) it is filled as it is written; the other is not.
      expect(await readLinks(t.db)).toEqual([
        ["{00000000-0000-0000-0000-000000000001}", "100001"],
        ["{00000000-0000-0000-0000-000000000002}", null],
      ]);
      // The exact pass, which compares upper-cased keys, links it, and its fields stay as the file gave them (trimmed).
      expect(await linkSalesToUprns(t.db)).toMatchObject({ linked: 1 });
      expect(await readLinks(t.db)).toEqual([
        ["{00000000-0000-0000-0000-000000000001}", "100001"],
        ["{00000000-0000-0000-0000-000000000002}", "100002"],
      ]);
      expect(await t.db.sale.findUnique({ where: { transactionId: "{00000000-0000-0000-0000-000000000002}" }, select: { paon: true, saon: true, street: true } })).toEqual({ paon: "14", saon: "Flat 1", street: "High Street" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
