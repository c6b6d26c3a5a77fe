import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { mapOutcodes, planScale, replicate, sqliteRunner, type SqlRunner } from "@/bench/scale-build";
import { pgRunner } from "@/bench/scale-postgres";
import { ensureScaleDb } from "@/bench/scale";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { createDb, type Db } from "@/lib/db/client";
import { sqliteFilePath } from "@/lib/db/database-url";
import { generateDemoLayers } from "@/lib/demo/generate-demo-layers";
import { rebuildStreetIndex } from "@/lib/import/rebuild-street-index";
import { isValidOutcode, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { seedNeSample } from "@/tests/fixtures/demo/seed-ne-sample";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";

// The scale bench's fixtures (issue 15): the SQLite shapes are files grown with raw
// better-sqlite3 (built on SQLite in both passes of npm test); the replication itself, which
// also grows the national shape on PostgreSQL, runs on the test database of each pass.
type Counts = { sales: number; postcodes: number; addresses: number; linked: number; streets: number; trigrams: number };

function readCounts(file: string): Counts {
  const db = new Database(file, { readonly: true });
  try {
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      sales: one(`SELECT COUNT(*) AS n FROM Sale`),
      postcodes: one(`SELECT COUNT(*) AS n FROM Postcode`),
      addresses: one(`SELECT COUNT(*) AS n FROM Address`),
      linked: one(`SELECT COUNT(*) AS n FROM Sale WHERE uprn IS NOT NULL`),
      streets: one(`SELECT COUNT(*) AS n FROM StreetName`),
      trigrams: one(`SELECT COUNT(*) AS n FROM StreetTrigram`),
    };
  } finally {
    db.close();
  }
}

function query<T>(file: string, sql: string): T[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe("bench: scale fixtures built by replication", () => {
  let dir: string;
  let source: string;
  let base: Counts;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "pas-scale-"));
    source = path.join(dir, "source.db");
    await applyMigrations(`file:${source}`);
    const db = createDb(`file:${source}`);
    await seedNeSample(db, { neighboursPerSale: 3 });
    await generateDemoLayers(db);
    await rebuildStreetIndex(db);
    await db.$disconnect();
    base = readCounts(source);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it("plans copies that reach the asked size", () => {
    expect(planScale("spread", 25_340, 2_000_000)).toEqual({ shape: "spread", geoCopies: 27, timeCopies: 3, monthsPerStep: 8 });
    expect(planScale("dense", 25_340, 2_000_000)).toEqual({ shape: "dense", geoCopies: 1, timeCopies: 79, monthsPerStep: 4 });
    expect(planScale("dense", 25_340, 1_000)).toEqual({ shape: "dense", geoCopies: 1, timeCopies: 1, monthsPerStep: 0 });
  });

  it("moves each copy of an area to valid outward codes of its own, keeping the districts", () => {
    const rows = mapOutcodes(["NE1", "NE3", "NE13", "M1", "M14", "OL1", "SK13"], 30);
    expect(rows).toHaveLength(29 * 7);
    expect(new Set(rows.map((r) => r.newOutcode)).size).toBe(rows.length);
    expect(rows.every((r) => isValidOutcode(r.newOutcode) && r.newOutcode.endsWith(r.outcode.replace(/^[A-Z]+/, "")))).toBe(true);
    expect(rows.some((r) => ["NE", "M", "OL", "SK"].includes(r.newOutcode.replace(/\d+$/, "")))).toBe(false);
  });

  it("spread: every postcode, address and sale copied to new places, sales linked to their copied addresses", async () => {
    const file = await ensureScaleDb("spread", 2_000, source, dir);
    const plan = planScale("spread", base.sales, 2_000);
    expect(plan.geoCopies).toBeGreaterThan(1);
    const copies = plan.geoCopies * plan.timeCopies;
    const counts = readCounts(file);
    expect(counts.sales).toBe(base.sales * copies);
    expect(counts.sales).toBeGreaterThanOrEqual(2_000);
    expect(counts.postcodes).toBe(base.postcodes * plan.geoCopies);
    expect(counts.addresses).toBe(base.addresses * plan.geoCopies);
    expect(counts.linked).toBe(base.linked * copies);

    // postcodes are distinct, valid and consistent with their outward code and sector
    const postcodes = query<{ postcode: string; outcode: string; sector: string }>(file, `SELECT postcode, outcode, sector FROM Postcode`);
    expect(new Set(postcodes.map((p) => p.postcode)).size).toBe(postcodes.length);
    expect(postcodes.filter((p) => normalisePostcode(p.postcode) !== p.postcode || !p.postcode.startsWith(`${p.outcode} `) || p.sector !== p.postcode.slice(0, -2))).toEqual([]);
    // every sale's postcode exists when its original's did; every link names an address of the sale's postcode
    const [orphans] = query<{ n: number }>(file, `SELECT COUNT(*) AS n FROM Sale s WHERE s.postcode IS NOT NULL AND NOT EXISTS (SELECT 1 FROM Postcode p WHERE p.postcode = s.postcode)`);
    const [sourceOrphans] = query<{ n: number }>(source, `SELECT COUNT(*) AS n FROM Sale s WHERE s.postcode IS NOT NULL AND NOT EXISTS (SELECT 1 FROM Postcode p WHERE p.postcode = s.postcode)`);
    expect(orphans?.n).toBe((sourceOrphans?.n ?? 0) * copies);
    const [badLinks] = query<{ n: number }>(file, `SELECT COUNT(*) AS n FROM Sale s LEFT JOIN Address a ON a.uprn = s.uprn WHERE s.uprn IS NOT NULL AND (a.uprn IS NULL OR a.postcode IS NOT s.postcode)`);
    const [sourceBadLinks] = query<{ n: number }>(source, `SELECT COUNT(*) AS n FROM Sale s LEFT JOIN Address a ON a.uprn = s.uprn WHERE s.uprn IS NOT NULL AND (a.uprn IS NULL OR a.postcode IS NOT s.postcode)`);
    expect(badLinks?.n).toBe((sourceBadLinks?.n ?? 0) * copies);
    // the sale outward code follows its postcode; the history is 16 months longer
    const [mismatched] = query<{ n: number }>(file, `SELECT COUNT(*) AS n FROM Sale WHERE postcode IS NOT NULL AND outcode IS NOT substr(postcode, 1, instr(postcode, ' ') - 1)`);
    expect(mismatched?.n).toBe(0);
    const [range] = query<{ first: string }>(file, `SELECT MIN(date) AS first FROM Sale`);
    const [sourceRange] = query<{ first: string }>(source, `SELECT MIN(date) AS first FROM Sale`);
    const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
    expect(months(sourceRange?.first ?? "") - months(range?.first ?? "")).toBe(16);

    // the copied street index is the one the product's rebuild makes from the copied addresses
    const rebuilt = path.join(dir, "rebuilt.db");
    new Database(file, { readonly: true }).prepare(`VACUUM INTO ?`).run(rebuilt);
    const db = createDb(`file:${rebuilt}`);
    await rebuildStreetIndex(db);
    await db.$disconnect();
    const streets = (f: string) => query<{ k: string }>(f, `SELECT n.name || '|' || n.outcode || '|' || IFNULL(n.town, '') || '|' || n.addressCount || '|' || (SELECT group_concat(t.trigram, ',') FROM (SELECT trigram FROM StreetTrigram WHERE streetId = n.id ORDER BY trigram) t) AS k FROM StreetName n ORDER BY 1`).map((r) => r.k);
    expect(counts.streets).toBe(base.streets * plan.geoCopies);
    expect(streets(file)).toEqual(streets(rebuilt));
    const packed = query<{ trigram: string; ids: Buffer }>(file, `SELECT trigram, ids FROM StreetTrigramPostings ORDER BY trigram`);
    expect(Object.fromEntries(packed.map(({ trigram, ids }) => [trigram, decodeIds(ids)]))).toEqual(groupTrigramIds(query(file, `SELECT trigram, streetId FROM StreetTrigram ORDER BY trigram, streetId`)));
  });

  it("dense: the sales copied back in time in their own postcodes, nothing else added; a second call reuses the file", async () => {
    const file = await ensureScaleDb("dense", 2_000, source, dir);
    const plan = planScale("dense", base.sales, 2_000);
    const counts = readCounts(file);
    expect(counts).toEqual({ ...base, sales: base.sales * plan.timeCopies, linked: base.linked * plan.timeCopies });
    const perPostcode = query<{ postcode: string; n: number }>(file, `SELECT postcode, COUNT(*) AS n FROM Sale GROUP BY postcode ORDER BY postcode`);
    const sourcePerPostcode = query<{ postcode: string; n: number }>(source, `SELECT postcode, COUNT(*) AS n FROM Sale GROUP BY postcode ORDER BY postcode`);
    expect(perPostcode).toEqual(sourcePerPostcode.map((row) => ({ ...row, n: row.n * plan.timeCopies })));
    const [older] = query<{ n: number }>(file, `SELECT COUNT(*) AS n FROM Sale WHERE transactionId LIKE '%-x0.%' AND date < (SELECT MIN(date) FROM Sale WHERE transactionId NOT LIKE '%-x%')`);
    expect(older?.n).toBeGreaterThan(0);
    expect(await ensureScaleDb("dense", 2_000, source, dir)).toBe(file);
  });
});

/** Packed postings (4 bytes a street id, little-endian) decoded by hand, not by the look-up's reader. */
function decodeIds(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getInt32(i * 4, true));
}

function groupTrigramIds(rows: readonly { trigram: string; streetId: number }[]): Record<string, number[]> {
  const byTrigram: Record<string, number[]> = {};
  for (const { trigram, streetId } of rows) (byTrigram[trigram] ??= []).push(streetId);
  return byTrigram;
}

/** The street index as comparable text: name, outward code, town, count and trigrams of each street. */
async function readStreetIndex(db: Db): Promise<string[]> {
  const [streets, trigrams] = await Promise.all([db.streetName.findMany(), db.streetTrigram.findMany()]);
  const byStreet = new Map<number, string[]>();
  for (const t of trigrams) byStreet.set(t.streetId, [...(byStreet.get(t.streetId) ?? []), t.trigram]);
  return streets.map((s) => `${s.name}|${s.outcode}|${s.town ?? ""}|${s.addressCount}|${(byStreet.get(s.id) ?? []).sort().join(",")}`).sort();
}

describe("bench: the replication on the test database (SQLite, or PostgreSQL with TEST_DATABASE_URL)", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    await seedNeSample(testDb.db, { neighboursPerSale: 3 });
    await generateDemoLayers(testDb.db);
    await rebuildStreetIndex(testDb.db);
  });
  afterAll(() => testDb.cleanup());

  async function withRunner<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T> {
    if (testDb.provider === "sqlite") {
      const db = new Database(sqliteFilePath(testDb.url));
      try {
        return await work(sqliteRunner(db));
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: testDb.url });
    await client.connect();
    try {
      return await work(pgRunner(client));
    } finally {
      await client.end();
    }
  }

  it("copies every row by the plan, links copied sales to copied addresses and keeps the street index equal to a rebuild", async () => {
    const { db } = testDb;
    const base = { sales: await db.sale.count(), postcodes: await db.postcode.count(), addresses: await db.address.count(), linked: await db.sale.count({ where: { uprn: { not: null } } }) };
    const first = (await db.sale.aggregate({ _min: { date: true } }))._min.date as Date;
    const plan = planScale("spread", base.sales, 1_000);
    expect(plan.geoCopies).toBeGreaterThan(2);
    const summary = await withRunner((runner) => replicate(runner, plan));
    const copies = plan.geoCopies * plan.timeCopies;
    expect(summary).toEqual({
      sales: base.sales * copies,
      postcodes: base.postcodes * plan.geoCopies,
      addresses: base.addresses * plan.geoCopies,
      addedSales: base.sales * (copies - 1),
      addedPostcodes: base.postcodes * (plan.geoCopies - 1),
      addedAddresses: base.addresses * (plan.geoCopies - 1),
    });
    expect(await db.sale.count({ where: { uprn: { not: null } } })).toBe(base.linked * copies);
    const linked = await db.sale.findMany({ where: { uprn: { not: null } }, select: { postcode: true, uprn: true } });
    const addresses = new Map((await db.address.findMany({ select: { uprn: true, postcode: true } })).map((a) => [a.uprn, a.postcode]));
    expect(linked.filter((sale) => addresses.get(sale.uprn as string) !== sale.postcode)).toEqual([]);
    const earliest = (await db.sale.aggregate({ _min: { date: true } }))._min.date as Date;
    const monthsBack = (first.getUTCFullYear() - earliest.getUTCFullYear()) * 12 + first.getUTCMonth() - earliest.getUTCMonth();
    expect(monthsBack).toBe(plan.monthsPerStep * (plan.timeCopies - 1));

    const packed = await db.streetTrigramPostings.findMany({ orderBy: { trigram: "asc" } });
    const trigrams = await db.streetTrigram.findMany({ orderBy: [{ trigram: "asc" }, { streetId: "asc" }] });
    expect(Object.fromEntries(packed.map(({ trigram, ids }) => [trigram, decodeIds(ids)]))).toEqual(groupTrigramIds(trigrams));
    expect(packed.every(({ ids, count }) => ids.byteLength === count * 4)).toBe(true);
    const copied = await readStreetIndex(db);
    expect(copied).toHaveLength((await db.streetName.count()));
    await rebuildStreetIndex(db);
    expect(copied).toEqual(await readStreetIndex(db));
  });
});
