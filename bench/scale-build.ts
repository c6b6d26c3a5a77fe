// The scale fixtures of `npm run bench -- scale` (issue 15): the bench database grown by
// replication of its own real rows, with raw better-sqlite3 (one INSERT…SELECT per table,
// the tables' secondary indexes dropped during the bulk insert and recreated after it).
// - "spread": geographic copies of the bundle (every postcode, address and sale moved to
//   new outward codes and offset coordinates) times 3 steps of 8 months of history:
//   national breadth, ~1.2 sales per postcode, ~700k addresses at 2M sales;
// - "dense": time-shifted copies of the bundle's sales in their own postcodes and
//   properties, spread over ~26 years: a city's whole history, packed.
import Database from "better-sqlite3";
import { sqlInsertPackedPostings } from "@/lib/import/rebuild-street-index";
import { isValidOutcode } from "@/lib/postcode/normalise-postcode";

export type ScaleShape = "spread" | "dense";
export const SCALE_SHAPES: readonly ScaleShape[] = ["spread", "dense"];

/** Copy (g, t): geographic copy g (0 = the bundle's own places) of time step t (0 = the bundle's own dates). */
export type ScalePlan = { shape: ScaleShape; geoCopies: number; timeCopies: number; monthsPerStep: number };

export type ReplicationSummary = { sales: number; postcodes: number; addresses: number; addedSales: number; addedPostcodes: number; addedAddresses: number };

const SPREAD_TIME_COPIES = 3;
const SPREAD_MONTHS_PER_STEP = 8;
const DENSE_HISTORY_MONTHS = 320;
// Prices of a copy moved n years back are scaled by this per year (UK prices roughly
// tripled 1995–2025), so a time-adjusting valuation sees a plausible history.
const PRICE_FACTOR_PER_YEAR = 0.965;
// One geographic copy's step: a little more than the bundle's extent (M and NE areas,
// 1.26° of longitude by 2.29° of latitude), so copies do not overlap.
const STEP_LON = 1.4;
const STEP_LAT = 2.4;
const METRES_PER_DEGREE_LAT = 111_000;
const METRES_PER_DEGREE_LON = 64_600; // at 54.5°N
// Synthetic UPRNs are g·10⁸ + the address's rank: at most 10 digits, below every real
// UPRN of the bundle (12 digits), so they never collide with one.
const UPRN_BLOCK = 100_000_000;

/** How many copies reach `targetSales` from `sourceSales` rows (at least the bundle itself). */
export function planScale(shape: ScaleShape, sourceSales: number, targetSales: number): ScalePlan {
  const wanted = Math.max(1, targetSales / Math.max(1, sourceSales));
  if (shape === "spread") return { shape, geoCopies: Math.max(1, Math.ceil(wanted / SPREAD_TIME_COPIES)), timeCopies: SPREAD_TIME_COPIES, monthsPerStep: SPREAD_MONTHS_PER_STEP };
  const timeCopies = Math.ceil(wanted);
  return { shape, geoCopies: 1, timeCopies, monthsPerStep: timeCopies > 1 ? Math.max(1, Math.floor(DENSE_HISTORY_MONTHS / (timeCopies - 1))) : 0 };
}

/** Grid cells nearest first, (0, 0) first: copy g is moved by cell g's offset. */
function listGridCells(count: number): [number, number][] {
  const cells: [number, number][] = [];
  for (let ring = 0; cells.length < count; ring++) {
    for (let x = -ring; x <= ring; x++) for (let y = -ring; y <= ring; y++) if (Math.max(Math.abs(x), Math.abs(y)) === ring) cells.push([x, y]);
  }
  return cells.slice(0, count);
}

// Postcode areas a copy may move to (Royal Mail's letters for the first and second place).
const FIRST = "ABCDEFGHIJKLMNOPRSTUWYZ";
const SECOND = "ABCDEFGHKLMNOPQRSTUVWXY";
const areaOf = (outcode: string) => /^[A-Z]+/.exec(outcode)?.[0] ?? "";

/**
 * New outward codes for copies 1…n of each outward code: each (copy, area) moves whole to
 * one new area, keeping its districts, so an area's figures (valuation evidence) keep their
 * size. Small areas share a new area when their districts do not collide.
 */
export function mapOutcodes(outcodes: readonly string[], geoCopies: number): { g: number; outcode: string; newOutcode: string }[] {
  const districts = new Map<string, Set<string>>();
  for (const outcode of outcodes) {
    const area = areaOf(outcode);
    if (!area) continue;
    const set = districts.get(area) ?? new Set<string>();
    set.add(outcode.slice(area.length));
    districts.set(area, set);
  }
  const pool = [...FIRST].flatMap((a) => [a, ...[...SECOND].map((b) => a + b)]).filter((area) => !districts.has(area));
  const used = new Map<string, Set<string>>(pool.map((area) => [area, new Set<string>()]));
  const areas = [...districts.entries()].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]));
  const rows: { g: number; outcode: string; newOutcode: string }[] = [];
  for (let g = 1; g < geoCopies; g++) {
    for (const [area, own] of areas) {
      const target = pool.find((candidate) => {
        const taken = used.get(candidate) as Set<string>;
        return [...own].every((d) => !taken.has(d) && isValidOutcode(candidate + d));
      });
      if (!target) throw new Error(`The postcode space ran out at geographic copy ${g}: ask for fewer sales (SCALE_SALES).`);
      for (const d of own) {
        (used.get(target) as Set<string>).add(d);
        rows.push({ g, outcode: area + d, newOutcode: target + d });
      }
    }
  }
  return rows;
}

/** A connection the replication runs its SQL on: SQLite (better-sqlite3) or PostgreSQL (pg). */
export type SqlRunner = {
  dialect: "sqlite" | "postgres";
  all: <T>(sql: string) => Promise<T[]>;
  run: (sql: string) => Promise<void>;
};

export function sqliteRunner(db: Database.Database): SqlRunner {
  return { dialect: "sqlite", all: async <T>(sql: string) => db.prepare(sql).all() as T[], run: async (sql) => void db.exec(sql) };
}

/** The few functions that differ between the two databases. */
function dialectOf(runner: SqlRunner) {
  const sqlite = runner.dialect === "sqlite";
  const position = (text: string) => (sqlite ? `instr(${text}, ' ')` : `strpos(${text}, ' ')`);
  return {
    outcodeOf: (column: string) => `CASE WHEN ${position(column)} > 1 THEN substr(${column}, 1, ${position(column)} - 1) END`,
    newPostcode: (column: string) => `COALESCE(m.new_outcode || substr(${column}, ${position(column)}), ${column})`,
    shiftMonths: (column: string) => (sqlite ? `date(substr(${column}, 1, 10), '-' || c.months || ' months') || substr(${column}, 11)` : `${column} - make_interval(months => c.months)`),
    greatest: sqlite ? "MAX" : "GREATEST",
    real: sqlite ? "REAL" : "DOUBLE PRECISION",
    rowNumberColumns: sqlite ? "*" : "s.*",
  };
}

async function columnsOf(runner: SqlRunner, table: string): Promise<string[]> {
  const sql =
    runner.dialect === "sqlite"
      ? `SELECT name FROM pragma_table_info('${table}')`
      : `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = '${table}' ORDER BY ordinal_position`;
  return (await runner.all<{ name: string }>(sql)).map((row) => row.name);
}

/** INSERT INTO table (every column) SELECT (an expression for the changed ones, else the same column) FROM source. */
async function copyRows(runner: SqlRunner, table: string, from: string, changed: Record<string, string>) {
  const columns = await columnsOf(runner, table);
  const select = columns.map((column) => changed[column] ?? `s."${column}"`).join(", ");
  await runner.run(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${select} FROM ${from}`);
}

/** Drops the tables' secondary indexes and returns a function that recreates them as the migrations made them. */
async function dropIndexes(runner: SqlRunner, tables: readonly string[]): Promise<() => Promise<void>> {
  const list = tables.map((t) => `'${t}'`).join(", ");
  const indexes =
    runner.dialect === "sqlite"
      ? await runner.all<{ name: string; sql: string }>(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${list})`)
      : await runner.all<{ name: string; sql: string }>(
          `SELECT indexname AS name, indexdef AS sql FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN (${list}) AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
        );
  for (const index of indexes) await runner.run(`DROP INDEX "${index.name}"`);
  return async () => {
    for (const index of indexes) await runner.run(index.sql);
  };
}

async function count(runner: SqlRunner, table: string): Promise<number> {
  const [row] = await runner.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM "${table}"`);
  return Number(row?.n ?? 0);
}

/** INSERT … VALUES in batches; the values are numbers and generated outward codes. */
async function insertValues(runner: SqlRunner, table: string, rows: (string | number)[][]) {
  const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replace(/'/g, "''")}'`);
  for (let i = 0; i < rows.length; i += 500) await runner.run(`INSERT INTO ${table} VALUES ${rows.slice(i, i + 500).map((r) => `(${r.map(literal).join(", ")})`).join(", ")}`);
}

async function fillCopies(runner: SqlRunner, plan: ScalePlan) {
  const real = dialectOf(runner).real;
  await runner.run(`CREATE TEMP TABLE scale_copy (g INTEGER, t INTEGER, months INTEGER, price_factor ${real}, d_lat ${real}, d_lon ${real}, d_e INTEGER, d_n INTEGER, PRIMARY KEY (g, t))`);
  const rows: number[][] = [];
  listGridCells(plan.geoCopies).forEach(([x, y], g) => {
    for (let t = 0; t < plan.timeCopies; t++) {
      const months = t * plan.monthsPerStep;
      const dLon = x * STEP_LON;
      const dLat = y * STEP_LAT;
      rows.push([g, t, months, PRICE_FACTOR_PER_YEAR ** (months / 12), dLat, dLon, Math.round(dLon * METRES_PER_DEGREE_LON), Math.round(dLat * METRES_PER_DEGREE_LAT)]);
    }
  });
  await insertValues(runner, "scale_copy", rows);
}

async function fillOutcodeMap(runner: SqlRunner, plan: ScalePlan) {
  const { outcodeOf } = dialectOf(runner);
  await runner.run(`CREATE TEMP TABLE scale_outcode (g INTEGER, outcode TEXT, new_outcode TEXT, PRIMARY KEY (g, outcode))`);
  if (plan.geoCopies < 2) return;
  const outcodes = (
    await runner.all<{ outcode: string | null }>(
      `SELECT "outcode" AS outcode FROM "Postcode" UNION SELECT ${outcodeOf(`"postcode"`)} FROM "Sale" UNION SELECT ${outcodeOf(`"postcode"`)} FROM "Address"`,
    )
  )
    .map((row) => row.outcode)
    .filter((o): o is string => !!o);
  await insertValues(runner, "scale_outcode", mapOutcodes(outcodes, plan.geoCopies).map((row) => [row.g, row.outcode, row.newOutcode]));
}

const MOVED = (column: string, delta: string) => `s."${column}" + c.${delta}`;

/**
 * The matcher's street index of the copies: a copy's streets are its original's under the
 * new outward code, so the index is copied rather than rebuilt from 700k addresses (the
 * product's rebuild, lib/import/rebuild-street-index, gives the same rows: tests/bench).
 */
async function copyStreetIndex(runner: SqlRunner) {
  const [row] = await runner.all<{ n: number | string }>(`SELECT COALESCE(MAX("id"), 0) + 1 AS n FROM "StreetName"`);
  const block = Number(row?.n ?? 1);
  await runner.run(`CREATE TEMP TABLE scale_street AS SELECT * FROM "StreetName"`);
  await runner.run(`CREATE TEMP TABLE scale_trigram AS SELECT * FROM "StreetTrigram"`);
  await copyRows(runner, "StreetName", `scale_street s JOIN scale_outcode m ON m.outcode = s."outcode"`, { id: `m.g * ${block} + s."id"`, outcode: `m.new_outcode` });
  await copyRows(runner, "StreetTrigram", `scale_trigram s JOIN scale_street n ON n."id" = s."streetId" JOIN scale_outcode m ON m.outcode = n."outcode"`, { streetId: `m.g * ${block} + s."streetId"` });
  if (runner.dialect === "postgres") await runner.run(`SELECT setval(pg_get_serial_sequence('"StreetName"', 'id'), (SELECT MAX("id") FROM "StreetName"))`);
  // Each trigram's packed postings now hold the copies' streets too: packed again from the
  // whole StreetTrigram by the rebuild's own statement (one statement, no parameters).
  await runner.run(`DELETE FROM "StreetTrigramPostings"`);
  await runner.run(sqlInsertPackedPostings(runner.dialect).sql);
}

/**
 * Grows a migrated, loaded database in place by `plan`, in one transaction: the rows already
 * there are the copy (0, 0) and stay untouched. Other tables (listings, EPCs, crime) are not copied.
 */
export async function replicate(runner: SqlRunner, plan: ScalePlan): Promise<ReplicationSummary> {
  const d = dialectOf(runner);
  const before = { sales: await count(runner, "Sale"), postcodes: await count(runner, "Postcode"), addresses: await count(runner, "Address") };
  await runner.run("BEGIN");
  try {
    await fillCopies(runner, plan);
    await fillOutcodeMap(runner, plan);
    await runner.run(`CREATE TEMP TABLE scale_sale AS SELECT * FROM "Sale"`);
    await runner.run(`CREATE TEMP TABLE scale_postcode AS SELECT * FROM "Postcode"`);
    await runner.run(`CREATE TEMP TABLE scale_address AS SELECT row_number() OVER (ORDER BY s."uprn") AS scale_rank, ${d.rowNumberColumns} FROM "Address" s`);
    await runner.run(`CREATE UNIQUE INDEX scale_address_uprn ON scale_address ("uprn")`);
    const recreate = await dropIndexes(runner, ["Sale", "Postcode", "Address", "StreetName", "StreetTrigram"]);
    if (plan.geoCopies > 1) {
      await copyRows(runner, "Postcode", `scale_postcode s JOIN scale_outcode m ON m.outcode = s."outcode" JOIN scale_copy c ON c.g = m.g AND c.t = 0`, {
        postcode: `m.new_outcode || substr(s."postcode", length(s."outcode") + 1)`,
        outcode: `m.new_outcode`,
        sector: `m.new_outcode || substr(s."sector", length(s."outcode") + 1)`,
        eastings: MOVED("eastings", "d_e"),
        northings: MOVED("northings", "d_n"),
        latitude: MOVED("latitude", "d_lat"),
        longitude: MOVED("longitude", "d_lon"),
      });
      await copyRows(runner, "Address", `scale_address s JOIN scale_copy c ON c.g > 0 AND c.t = 0 LEFT JOIN scale_outcode m ON m.g = c.g AND m.outcode = ${d.outcodeOf(`s."postcode"`)}`, {
        uprn: `CAST(CAST(c.g AS BIGINT) * ${UPRN_BLOCK} + s.scale_rank AS TEXT)`,
        postcode: d.newPostcode(`s."postcode"`),
        singleLine: `CASE WHEN s."postcode" IS NULL THEN s."singleLine" ELSE replace(s."singleLine", s."postcode", ${d.newPostcode(`s."postcode"`)}) END`,
        latitude: MOVED("latitude", "d_lat"),
        longitude: MOVED("longitude", "d_lon"),
      });
      await copyStreetIndex(runner);
    }
    await copyRows(
      runner,
      "Sale",
      `scale_sale s JOIN scale_copy c ON NOT (c.g = 0 AND c.t = 0) LEFT JOIN scale_outcode m ON m.g = c.g AND m.outcode = ${d.outcodeOf(`s."postcode"`)} LEFT JOIN scale_address a ON c.g > 0 AND a."uprn" = s."uprn"`,
      {
        transactionId: `s."transactionId" || '-x' || c.g || '.' || c.t`,
        price: `${d.greatest}(1, CAST(round(s."price" * c.price_factor) AS INTEGER))`,
        date: `CASE WHEN c.months = 0 THEN s."date" ELSE ${d.shiftMonths(`s."date"`)} END`,
        postcode: d.newPostcode(`s."postcode"`),
        outcode: `COALESCE(m.new_outcode, s."outcode")`,
        uprn: `CASE WHEN c.g = 0 THEN s."uprn" WHEN a."uprn" IS NULL THEN NULL ELSE CAST(CAST(c.g AS BIGINT) * ${UPRN_BLOCK} + a.scale_rank AS TEXT) END`,
      },
    );
    await recreate();
    // Counts and the data version kept at import (decision 112) are recounted by the
    // server's start when no version is recorded, as for a database loaded before them.
    for (const table of ["DataVersion", "DatasetCount"]) if ((await columnsOf(runner, table)).length) await runner.run(`DELETE FROM "${table}"`);
    await runner.run("COMMIT");
  } catch (error) {
    await runner.run("ROLLBACK");
    throw error;
  }
  const after = { sales: await count(runner, "Sale"), postcodes: await count(runner, "Postcode"), addresses: await count(runner, "Address") };
  return { ...after, addedSales: after.sales - before.sales, addedPostcodes: after.postcodes - before.postcodes, addedAddresses: after.addresses - before.addresses };
}

/** Grows a SQLite file (a scratch copy: journal off, renamed into place by the caller when complete). */
export async function replicateInto(file: string, plan: ScalePlan): Promise<ReplicationSummary> {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -262144");
    const summary = await replicate(sqliteRunner(db), plan);
    db.pragma("journal_mode = WAL"); // as the app's migrations leave it
    return summary;
  } finally {
    db.close();
  }
}
