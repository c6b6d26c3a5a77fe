// The scale fixtures of `npm run bench -- scale` (issue 15): the bench database grown by
// replication of its own real rows, with raw better-sqlite3 (one INSERT…SELECT per table,
// the tables' secondary indexes dropped during the bulk insert and recreated after it).
// - "spread": geographic copies of the bundle (every postcode, address and sale moved to
//   new outward codes and offset coordinates) times 3 steps of 8 months of history:
//   national breadth, ~1.2 sales per postcode, ~700k addresses at 2M sales;
// - "dense": time-shifted copies of the bundle's sales in their own postcodes and
//   properties, spread over ~26 years: a city's whole history, packed.
import Database from "better-sqlite3";
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

type Db = Database.Database;

function columnsOf(db: Db, table: string): string[] {
  return (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map((row) => row.name);
}

/** INSERT INTO table (every column) SELECT (an expression for the changed ones, else the same column) FROM source. */
function copyRows(db: Db, table: string, from: string, changed: Record<string, string>): number {
  const columns = columnsOf(db, table);
  const select = columns.map((column) => changed[column] ?? `s."${column}"`).join(", ");
  return db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${select} FROM ${from}`).run().changes;
}

/** Drops the tables' secondary indexes and returns a function that recreates them as the migrations made them. */
function dropIndexes(db: Db, tables: readonly string[]): () => void {
  const indexes = db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${tables.map(() => "?").join(", ")})`)
    .all(...tables) as { name: string; sql: string }[];
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  return () => {
    for (const index of indexes) db.exec(index.sql);
  };
}

const count = (db: Db, table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
const OUTCODE_OF = (column: string) => `CASE WHEN instr(${column}, ' ') > 1 THEN substr(${column}, 1, instr(${column}, ' ') - 1) END`;

function fillCopies(db: Db, plan: ScalePlan) {
  db.exec(`CREATE TEMP TABLE scale_copy (g INTEGER, t INTEGER, months INTEGER, price_factor REAL, d_lat REAL, d_lon REAL, d_e INTEGER, d_n INTEGER, PRIMARY KEY (g, t))`);
  const insert = db.prepare(`INSERT INTO scale_copy VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  listGridCells(plan.geoCopies).forEach(([x, y], g) => {
    for (let t = 0; t < plan.timeCopies; t++) {
      const months = t * plan.monthsPerStep;
      const dLon = x * STEP_LON;
      const dLat = y * STEP_LAT;
      insert.run(g, t, months, PRICE_FACTOR_PER_YEAR ** (months / 12), dLat, dLon, Math.round(dLon * METRES_PER_DEGREE_LON), Math.round(dLat * METRES_PER_DEGREE_LAT));
    }
  });
}

function fillOutcodeMap(db: Db, plan: ScalePlan) {
  db.exec(`CREATE TEMP TABLE scale_outcode (g INTEGER, outcode TEXT, new_outcode TEXT, PRIMARY KEY (g, outcode))`);
  if (plan.geoCopies < 2) return;
  const outcodes = (
    db
      .prepare(
        `SELECT outcode FROM Postcode UNION SELECT ${OUTCODE_OF("postcode")} FROM Sale UNION SELECT ${OUTCODE_OF("postcode")} FROM Address`,
      )
      .all() as { outcode: string | null }[]
  )
    .map((row) => row.outcode)
    .filter((o): o is string => !!o);
  const insert = db.prepare(`INSERT INTO scale_outcode VALUES (?, ?, ?)`);
  for (const row of mapOutcodes(outcodes, plan.geoCopies)) insert.run(row.g, row.outcode, row.newOutcode);
}

const NEW_POSTCODE = (column: string) => `COALESCE(m.new_outcode || substr(s.${column}, instr(s.${column}, ' ')), s.${column})`;
const MOVED = (column: string, delta: string) => `s."${column}" + c.${delta}`;

/**
 * The matcher's street index of the copies: a copy's streets are its original's under the
 * new outward code, so the index is copied rather than rebuilt from 700k addresses (the
 * product's rebuild, lib/import/rebuild-street-index, gives the same rows: tests/bench).
 */
function copyStreetIndex(db: Db) {
  const block = (db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM StreetName`).get() as { n: number }).n;
  db.exec(`CREATE TEMP TABLE scale_street AS SELECT * FROM StreetName`);
  db.exec(`CREATE TEMP TABLE scale_trigram AS SELECT * FROM StreetTrigram`);
  copyRows(db, "StreetName", `scale_street s JOIN scale_outcode m ON m.outcode = s.outcode`, { id: `m.g * ${block} + s.id`, outcode: `m.new_outcode` });
  copyRows(db, "StreetTrigram", `scale_trigram s JOIN scale_street n ON n.id = s.streetId JOIN scale_outcode m ON m.outcode = n.outcode`, { streetId: `m.g * ${block} + s.streetId` });
}

/**
 * Grows a migrated, loaded SQLite database in place by `plan`: the rows already there are
 * the copy (0, 0) and stay untouched. Other tables (listings, EPCs, crime) are not copied.
 */
export function replicateInto(file: string, plan: ScalePlan): ReplicationSummary {
  const db = new Database(file);
  try {
    db.pragma("journal_mode = OFF"); // a scratch file, renamed into place only when complete
    db.pragma("synchronous = OFF");
    db.pragma("cache_size = -262144");
    const before = { sales: count(db, "Sale"), postcodes: count(db, "Postcode"), addresses: count(db, "Address") };
    db.transaction(() => {
      fillCopies(db, plan);
      fillOutcodeMap(db, plan);
      db.exec(`CREATE TEMP TABLE scale_sale AS SELECT * FROM Sale`);
      db.exec(`CREATE TEMP TABLE scale_postcode AS SELECT * FROM Postcode`);
      db.exec(`CREATE TEMP TABLE scale_address AS SELECT row_number() OVER (ORDER BY uprn) AS scale_rank, * FROM Address`);
      db.exec(`CREATE UNIQUE INDEX temp.scale_address_uprn ON scale_address (uprn)`);
      const recreate = dropIndexes(db, ["Sale", "Postcode", "Address", "StreetName", "StreetTrigram"]);
      if (plan.geoCopies > 1) {
        copyRows(db, "Postcode", `scale_postcode s JOIN scale_outcode m ON m.outcode = s.outcode JOIN scale_copy c ON c.g = m.g AND c.t = 0`, {
          postcode: `m.new_outcode || substr(s.postcode, length(s.outcode) + 1)`,
          outcode: `m.new_outcode`,
          sector: `m.new_outcode || substr(s.sector, length(s.outcode) + 1)`,
          eastings: MOVED("eastings", "d_e"),
          northings: MOVED("northings", "d_n"),
          latitude: MOVED("latitude", "d_lat"),
          longitude: MOVED("longitude", "d_lon"),
        });
        copyRows(db, "Address", `scale_address s JOIN scale_copy c ON c.g > 0 AND c.t = 0 LEFT JOIN scale_outcode m ON m.g = c.g AND m.outcode = ${OUTCODE_OF("s.postcode")}`, {
          uprn: `CAST(c.g * ${UPRN_BLOCK} + s.scale_rank AS TEXT)`,
          postcode: NEW_POSTCODE("postcode"),
          singleLine: `CASE WHEN s.postcode IS NULL THEN s.singleLine ELSE replace(s.singleLine, s.postcode, ${NEW_POSTCODE("postcode")}) END`,
          latitude: MOVED("latitude", "d_lat"),
          longitude: MOVED("longitude", "d_lon"),
        });
        copyStreetIndex(db);
      }
      copyRows(
        db,
        "Sale",
        `scale_sale s JOIN scale_copy c ON NOT (c.g = 0 AND c.t = 0) LEFT JOIN scale_outcode m ON m.g = c.g AND m.outcode = ${OUTCODE_OF("s.postcode")} LEFT JOIN scale_address a ON c.g > 0 AND a.uprn = s.uprn`,
        {
          transactionId: `s.transactionId || '-x' || c.g || '.' || c.t`,
          price: `MAX(1, CAST(round(s.price * c.price_factor) AS INTEGER))`,
          date: `CASE WHEN c.months = 0 THEN s.date ELSE date(substr(s.date, 1, 10), '-' || c.months || ' months') || substr(s.date, 11) END`,
          postcode: NEW_POSTCODE("postcode"),
          outcode: `COALESCE(m.new_outcode, s.outcode)`,
          uprn: `CASE WHEN c.g = 0 THEN s.uprn WHEN a.uprn IS NULL THEN NULL ELSE CAST(c.g * ${UPRN_BLOCK} + a.scale_rank AS TEXT) END`,
        },
      );
      recreate();
      // Counts and the data version kept at import (decision 112) are recounted by the
      // server's start when no version is recorded, as for a database loaded before them.
      for (const table of ["DataVersion", "DatasetCount"]) if (columnsOf(db, table).length) db.exec(`DELETE FROM "${table}"`);
    })();
    const after = { sales: count(db, "Sale"), postcodes: count(db, "Postcode"), addresses: count(db, "Address") };
    db.pragma("journal_mode = WAL"); // as the app's migrations leave it
    return { ...after, addedSales: after.sales - before.sales, addedPostcodes: after.postcodes - before.postcodes, addedAddresses: after.addresses - before.addresses };
  } finally {
    db.close();
  }
}
