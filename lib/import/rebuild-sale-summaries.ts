// SaleSummary, SaleMonths and SectorBounds (docs/decisions/116, 123): an area's sales summed by
// unit (a postcode, or a sector over its postcodes with a centroid) and period, so that a search's
// area figures read a few rows per sector instead of every sale. Rebuilt whole, set-based,
// from Sale and Postcode after every import that changes either: the old rows are deleted
// and the new inserted in one transaction, so a reader sees the old summaries or the new,
// never half (a SQLite refresh writes them on a worker and records the build after: a reader
// takes none until it is recorded, decision 130). A plain module (not *.server.ts): the
// import CLI and the bench call it.
import { providerOfDb, urlOfDb, type Db } from "@/lib/db/client";
import { readDataVersion, readTableCounts } from "@/lib/data-version/record-data-change";
import { queryRows } from "@/lib/db/query-rows";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { RESIDENTIAL_PPD_TYPES, STANDARD_PPD_CATEGORY } from "@/lib/property/ppd-types";
import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";
import { sqliteFilePath } from "@/lib/db/database-url";
import { outcodesOfArea, rebuildMarketIndexes, workOutMarkets, writeMarkets, type WorkedMarkets } from "./market-indexes";
import { runSqlOnWorker, type WorkerStatement } from "./run-sql-on-worker";
import { packSaleMonthsStatement } from "./sale-months";
import type { TouchedDay } from "./types";
import { settleAll } from "./settle-all";

/** The DatasetCount rows (dataset SUMMARY_DATASET) that say what the summaries were built from. */
export const SUMMARY_DATASET = "saleSummary";
/** Key of the row whose count is the data version the summaries were built at (0: none recorded). */
export const SUMMARY_VERSION_KEY = "version";
/** The kept whole-table counts (and their updatedAt) of these datasets when the summaries were built. */
export const SUMMARY_SOURCES = ["sale", "postcode"] as const;

/** The tables a rebuild writes: the summaries, and the markets built after them. */
export const SUMMARY_TABLES = ["SaleSummary", "SaleMonths", "SectorBounds", "MarketIndex"] as const;

/**
 * `markets.kept`: the sales were those of the last build, so its markets stand (none worked out
 * again). `refreshed`: the units a refresh wrote again (decision 126); absent for a full rebuild.
 * `builtAside`: a full rebuild swapped in from buildSummariesAside's copies (`seconds` is the swap's).
 */
export type RebuildSummary = { rows: number; sectors: number; version: number | null; seconds: number; markets: { outcodes: number; seconds: number; kept: boolean }; refreshed?: number; builtAside?: true };

/**
 * What an import knows already, of the sales it leaves: `markets`, every outward code's worked
 * out (while it built Sale's indexes; only `addedAreas`' when given), written instead of worked
 * out again; `touched`, the days it wrote, changed or deleted sales on, when the summaries were
 * current before it: only their units are refreshed, their sectors' days read as `sectorDays`
 * says (else as chooseSectorDayRead weighs them); `addedAreas`, the postcode areas it added
 * sales to, when it changed and deleted none and the summaries were current before it: the
 * summaries are built whole, but only those areas' markets are worked out again (decision 145);
 * `builtAside`, the whole build made already by buildSummariesAside, of the sales there are
 * (SQLite): it is only swapped in.
 */
export type KnownAlready = { markets?: WorkedMarkets; touched?: readonly TouchedDay[]; sectorDays?: SectorDayRead; addedAreas?: ReadonlySet<string>; builtAside?: boolean };

// The statement that empties the kept markets: left out when the sales are unchanged.
const DELETE_MARKETS = `DELETE FROM "MarketIndex"`;
// The rebuild's transaction: it waits its turn for the write lock, and may take long at national size.
const SUMMARY_TRANSACTION = { maxWait: 60_000, timeout: 3_600_000 };
// The worker's page cache for a refresh (SQLite's default is 2 MiB): it reads every touched sector's postcodes and sales.
const REFRESH_CACHE_KIB = 64 * 1024;

// The same condition as sqlResidentialSale (lib/property/sql-residential-sale.server.ts, not
// importable from the CLI): a home (D, S, T, F) sold at a standard price (A).
const RESIDENTIAL = `(s."propertyType" IN (${RESIDENTIAL_PPD_TYPES.map((t) => `'${t}'`).join(", ")}) AND s."category" = '${STANDARD_PPD_CATEGORY}')`;
const COUNTED = `CASE WHEN ${RESIDENTIAL} THEN 1 ELSE 0 END`;
const CENTROID = `p."latitude" IS NOT NULL AND p."longitude" IS NOT NULL`;
const COLUMNS = `("unit", "grain", "period", "counted", "count", "total", "first", "latest")`;

// A refresh's units (the postcodes touched and their sectors) and its sectors' days, made in
// its transaction from the days an import touched (refreshStatements).
const TOUCHED = `"import_touched"`;
const TOUCHED_UNITS = `"import_touched_units"`;
const TOUCHED_DAYS = `"import_touched_days"`;
const TOUCHED_MONTHS = `"import_touched_months"`;
const TOUCHED_IN_REGISTER = `"import_touched_in_register"`;
const TOUCHED_YEARS = `"import_touched_years"`;
// A refresh's touched postcode months as they stood before it, and its sectors' months' changes.
const OLD_MONTHS = `"import_old_months"`;
const SECTOR_MONTH_CHANGES = `"import_sector_month_changes"`;

/** A temporary table made from `select` (PostgreSQL's go with the refresh's transaction). */
function createTempTable(dialect: "sqlite" | "postgres", name: string, select: string): string {
  return dialect === "postgres" ? `CREATE TEMP TABLE ${name} ON COMMIT DROP AS ${select}` : `CREATE TEMP TABLE ${name} AS ${select}`;
}

// Grouped by the truncated date and formatted once per group on PostgreSQL: to_char on
// every sale was a fifth of the two statements that read Sale.
function dateGroups(dialect: "sqlite" | "postgres") {
  const postgres = dialect === "postgres";
  const byMonth = postgres ? `date_trunc('month', s."date")` : `substr(s."date", 1, 7)`;
  const byDay = postgres ? `date_trunc('day', s."date")` : `substr(s."date", 1, 10)`;
  return { byMonth, byDay, month: postgres ? `to_char(${byMonth}, 'YYYY-MM')` : byMonth, day: postgres ? `to_char(${byDay}, 'YYYY-MM-DD')` : byDay };
}

/**
 * Postcodes of the register by month (with or without a centroid: an outward code or sector
 * search holds the ones without, postcode by postcode): every one, read through Sale's
 * (postcode, date) index; or a refresh's, only the (postcode, month) pairs the table
 * `touchedMonths` ("postcode", "month" as "YYYY-MM") names, each a seek into that index within
 * its month (CROSS JOIN keeps SQLite to that order).
 */
function insertPostcodeMonths(dialect: "sqlite" | "postgres", touchedMonths?: string): string {
  const { byMonth, month } = dateGroups(dialect);
  const monthStart = dialect === "postgres" ? `CAST(m."month" || '-01' AS TIMESTAMP)` : `m."month" || '-01'`;
  const nextMonthStart = dialect === "postgres" ? `CAST(m."month" || '-01' AS TIMESTAMP) + INTERVAL '1 month'` : `date(m."month" || '-01', '+1 month')`;
  const from = touchedMonths
    ? `${touchedMonths} m CROSS JOIN "Sale" s WHERE s."postcode" = m."postcode" AND s."date" >= ${monthStart} AND s."date" < ${nextMonthStart}`
    : `"Sale" s WHERE s."postcode" IN (SELECT "postcode" FROM "Postcode")`;
  return `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT s."postcode", 'month', ${month}, ${COUNTED}, COUNT(*), SUM(s."price"), MIN(s."date"), MAX(s."date")
     FROM ${from}
     GROUP BY s."postcode", ${byMonth}, ${COUNTED}`;
}

/** Sectors by month: the sums of their postcodes with a centroid (the ones a circle can hold); a refresh changes them instead (sectorMonthStatements). */
function insertSectorMonths(): string {
  return `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT p."sector", 'month', m."period", m."counted", SUM(m."count"), SUM(m."total"), MIN(m."first"), MAX(m."latest")
     FROM "SaleSummary" m JOIN "Postcode" p ON p."postcode" = m."unit"
     WHERE m."grain" = 'month' AND ${CENTROID}
     GROUP BY p."sector", m."period", m."counted"`;
}

/** Every unit's whole history, from its months. */
function insertWholeHistories(units?: string): string {
  return `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT "unit", 'all', 'all', "counted", SUM("count"), SUM("total"), MIN("first"), MAX("latest")
     FROM "SaleSummary" WHERE "grain" = 'month'${units ? ` AND "unit" IN (${units})` : ""}
     GROUP BY "unit", "counted"`;
}

/** The statements of a full rebuild of the summaries, in order, for a dialect (the markets' deletes are marketDeletes'). */
export function rebuildStatements(dialect: "sqlite" | "postgres"): string[] {
  const { byDay, day } = dateGroups(dialect);
  return [
    `DELETE FROM "SaleSummary"`,
    `DELETE FROM "SaleMonths"`,
    `DELETE FROM "SectorBounds"`,
    insertPostcodeMonths(dialect),
    insertSectorMonths(),
    insertWholeHistories(),
    // Every unit's counted months packed a year a row, for the searches' trend and windows.
    packSaleMonthsStatement(dialect),
    // Sectors by day, counted sales only: the 12-month windows cut two months mid-way.
    `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT p."sector", 'day', ${day}, 1, COUNT(*), SUM(s."price"), MIN(s."date"), MAX(s."date")
     FROM "Sale" s JOIN "Postcode" p ON p."postcode" = s."postcode"
     WHERE ${CENTROID} AND ${RESIDENTIAL}
     GROUP BY p."sector", ${byDay}`,
    // The outward code only when every postcode of the sector has the same one ('' otherwise:
    // the sector then stands for no outward code's search).
    `INSERT INTO "SectorBounds" ("sector", "outcode", "postcodes", "minLatitude", "maxLatitude", "minLongitude", "maxLongitude")
     SELECT p."sector", CASE WHEN MIN(p."outcode") = MAX(p."outcode") THEN MIN(p."outcode") ELSE '' END, COUNT(*),
       MIN(p."latitude"), MAX(p."latitude"), MIN(p."longitude"), MAX(p."longitude")
     FROM "Postcode" p WHERE ${CENTROID}
     GROUP BY p."sector"`,
  ];
}

// The tables a full rebuild fills (and a refresh changes), and the temporary copies
// buildSummariesAside fills instead. On PostgreSQL the rebuild gathers their statistics itself.
export const REBUILT_TABLES = ["SaleSummary", "SaleMonths", "SectorBounds"] as const;
const asideOf = (table: string) => `temp."aside_${table}"`;

/**
 * A SQLite full rebuild made while Sale's set-aside indexes are built on a worker thread
 * (decision 148): the rebuild's statements, run into temporary copies of the summary tables on
 * this process's connection, write nothing of the database file, so they do not wait for the
 * worker's write lock, and take the core the main thread leaves idle once the markets are
 * worked out. rebuildSaleSummaries then swaps the copies in (`KnownAlready.builtAside`). Only
 * while the sales stay as they are until then, but for their UPRNs, which no summary reads.
 */
export async function buildSummariesAside(db: Db): Promise<void> {
  await dropSummariesAside(db);
  try {
    for (const table of REBUILT_TABLES) {
      // The table's own definition (columns, types, key), so the swap copies rows as they are.
      const [row] = await db.$queryRawUnsafe<{ sql: unknown }[]>(`SELECT "sql" FROM main."sqlite_master" WHERE "type" = 'table' AND "name" = ?`, table);
      const definition = readText(row?.sql);
      if (!definition?.startsWith(`CREATE TABLE "${table}" (`)) throw new Error(`buildSummariesAside: unexpected definition of ${table}: ${definition}`);
      await db.$executeRawUnsafe(definition.replace(`CREATE TABLE "${table}"`, `CREATE TEMP TABLE "aside_${table}"`));
    }
    for (const sql of rebuildStatements("sqlite")) await db.$executeRawUnsafe(REBUILT_TABLES.reduce((text, table) => text.replaceAll(`"${table}"`, asideOf(table)), sql));
  } catch (error) {
    await dropSummariesAside(db);
    throw error;
  }
}

/** Drops buildSummariesAside's copies, if any (they are the connection's own). */
export async function dropSummariesAside(db: Db): Promise<void> {
  for (const table of REBUILT_TABLES) await db.$executeRawUnsafe(`DROP TABLE IF EXISTS ${asideOf(table)}`);
}

/** A full rebuild from buildSummariesAside's copies: each table emptied and filled from its copy, which is dropped. */
function swapInStatements(): string[] {
  return REBUILT_TABLES.flatMap((table) => [`DELETE FROM "${table}"`, `INSERT INTO "${table}" SELECT * FROM ${asideOf(table)}`, `DROP TABLE ${asideOf(table)}`]);
}

// Sale's (date, postcode) index (the schema's @@index([date, postcode]), named by Prisma).
const SALE_BY_DATE = "Sale_date_postcode_idx";

/**
 * How a refresh reads the sales of its touched sectors' days (decision 133): by sector, each
 * touched (sector, day) through every postcode of the sector (a seek into Sale's (postcode,
 * date) index each); or by day, each touched day's sales through Sale's (date, postcode) index,
 * kept when their sector's day was touched. A month's national file touches every sector on
 * each of its ~30 days (~25M seeks at 1.7M postcodes, by sector), but holds only those days'
 * sales; a file of a few corrections over many old days is the other way round.
 */
export type SectorDayRead = "by-sector" | "by-day";

/** What chooseSectorDayRead weighs: the touched days and the kept sizes of Sale and Postcode. */
export type SectorDayCosts = { touched: readonly TouchedDay[]; sales: number; saleDays: number; postcodes: number; sectors: number };

// A sale read by day (its row, its postcode's sector, the touched check, the group) costs about
// ten seeks by sector (most of which find no sale). Measured at 2M sales on SQLite: a month's
// file, ~22M seeks by sector in 2.7 s against its 200k sales by day in 1.7 s; the bench file's
// two areas over ~540 days, ~6M seeks in 2.1 s against ~1-2M sales in 1.9-2.8 s.
const SALE_READ_IN_SEEKS = 10;

/**
 * The cheaper read of the touched sectors' days: by sector, the touched (sector, day) pairs
 * times the postcodes a sector holds on average; by day, the touched days times the sales a day
 * holds on average, each sale as SALE_READ_IN_SEEKS seeks. An estimate, so the two are only
 * weighed, never counted.
 */
export function chooseSectorDayRead({ touched, sales, saleDays, postcodes, sectors }: SectorDayCosts): SectorDayRead {
  const days = new Set<string>();
  const pairs = new Set<string>();
  for (const [postcode, day] of touched) {
    days.add(day);
    // A stored postcode is normalised: its sector is all but the last two letters.
    pairs.add(`${postcode.slice(0, -2)}|${day}`);
  }
  const bySector = pairs.size * (postcodes / Math.max(1, sectors));
  const byDay = days.size * (sales / Math.max(1, saleDays)) * SALE_READ_IN_SEEKS;
  return byDay < bySector ? "by-day" : "by-sector";
}

/**
 * The statements of a refresh after an import that touched few of the sales (decision 126):
 * what a full rebuild writes, for the touched postcodes and their sectors only (a postcode's
 * touched months, decision 134; a sector's months by their postcodes' changes, decision 139;
 * each one's whole history and its touched years' packed months) and for the touched days of
 * those sectors, read from the temporary tables touchedTableStatements makes, `sectorDays` as
 * chooseSectorDayRead chose.
 * SectorBounds reads only Postcode, which a Price Paid import leaves as it is. The markets of
 * the touched postcode areas are emptied apart (rebuildSaleSummaries), and worked out again
 * after.
 */
export function refreshStatements(dialect: "sqlite" | "postgres", sectorDays: SectorDayRead): string[] {
  const { byDay, day } = dateGroups(dialect);
  const units = `SELECT "unit" FROM ${TOUCHED_UNITS}`;
  // A day's sales: from the day's start to the next's.
  const onDay = (date: string, of: string) =>
    dialect === "postgres" ? `${date} >= CAST(${of} AS TIMESTAMP) AND ${date} < CAST(${of} AS TIMESTAMP) + INTERVAL '1 day'` : `${date} >= ${of} AND ${date} < date(${of}, '+1 day')`;
  // By sector: a touched day's sales of a sector, its postcodes' through Sale's (postcode,
  // date) index (0.9 s for a 100k-row file's ~16k days at national postcode density, the 2M
  // spread shape's).
  const bySector = `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT p."sector", 'day', ${day}, 1, COUNT(*), SUM(s."price"), MIN(s."date"), MAX(s."date")
     FROM ${TOUCHED_DAYS} d JOIN "Postcode" p ON p."sector" = d."sector"
       JOIN "Sale" s ON s."postcode" = p."postcode" AND ${onDay(`s."date"`, `d."day"`)}
     WHERE ${CENTROID} AND ${RESIDENTIAL}
     GROUP BY p."sector", ${byDay}`;
  // By day: the touched days' sales through Sale's (date, postcode) index with each one's
  // sector, first (MATERIALIZED, CROSS JOIN and, on SQLite, INDEXED BY hold both databases to
  // that: left to plan it, PostgreSQL went by sector, reading every sale of each postcode,
  // 30 s at 2M sales, and SQLite built an automatic index over all of Sale, 21 s); then those
  // of the touched sectors' days.
  const byDaySales = `WITH "daySales" AS MATERIALIZED (
       SELECT p."sector" AS "sector", d."day" AS "day", s."price" AS "price", s."date" AS "date"
       FROM (SELECT DISTINCT "day" FROM ${TOUCHED_DAYS}) d CROSS JOIN "Sale" s${dialect === "sqlite" ? ` INDEXED BY "${SALE_BY_DATE}"` : ""} CROSS JOIN "Postcode" p
       WHERE ${onDay(`s."date"`, `d."day"`)} AND p."postcode" = s."postcode" AND ${CENTROID} AND ${RESIDENTIAL})
     INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT "sector", 'day', "day", 1, COUNT(*), SUM("price"), MIN("date"), MAX("date")
     FROM "daySales" WHERE ("sector", "day") IN (SELECT "sector", "day" FROM ${TOUCHED_DAYS})
     GROUP BY "sector", "day"`;
  // A touched postcode's months other than those it touched hold the same sales as before:
  // only its touched months are summed again from Sale (a month's file at national depth
  // touches one or two of a postcode's ~15 months with sales; decision 134). A sector's
  // months change only by its postcodes' touched months: see sectorMonthStatements.
  const monthsOfTouched = `SELECT m."unit" AS "postcode", m."period", m."counted", m."count", m."total", m."first", m."latest"
     FROM ${TOUCHED_MONTHS} t CROSS JOIN "SaleSummary" m WHERE m."unit" = t."postcode" AND m."grain" = 'month' AND m."period" = t."month"`;
  return [
    `DELETE FROM "SaleSummary" WHERE "grain" = 'all' AND "unit" IN (${units})`,
    createTempTable(dialect, OLD_MONTHS, monthsOfTouched),
    `DELETE FROM "SaleSummary" WHERE "grain" = 'month' AND ("unit", "period") IN (SELECT "postcode", "month" FROM ${TOUCHED_MONTHS})`,
    `DELETE FROM "SaleSummary" WHERE "grain" = 'day' AND ("unit", "period") IN (SELECT "sector", "day" FROM ${TOUCHED_DAYS})`,
    `DELETE FROM "SaleMonths" WHERE ("unit", "year") IN (SELECT "unit", "year" FROM ${TOUCHED_YEARS})`,
    insertPostcodeMonths(dialect, TOUCHED_MONTHS),
    ...sectorMonthStatements(dialect, monthsOfTouched),
    insertWholeHistories(units),
    packSaleMonthsStatement(dialect, `SELECT "unit", "year" FROM ${TOUCHED_YEARS}`),
    sectorDays === "by-sector" ? bySector : byDaySales,
  ];
}

/**
 * A refresh's sectors' months (decision 139). A sector's month is the sum of its centred
 * postcodes' months, so it changes by what their touched months changed: the count and the
 * total by the difference, new minus old (`monthsOfTouched` reads the new ones, OLD_MONTHS
 * holds the old). Its first and latest sale can be merged in only where no postcode's month
 * lost its first or latest (each new month's are at or beyond its old ones, or it had none);
 * a sector's month where one did is summed again from its postcodes' months, as a rebuild
 * does. Each is a (sector, month, counted) row. Summing every touched sector's months again
 * whole read nearly every postcode month in the country for a month's national file (3.1 s of
 * a 12 s refresh on PostgreSQL at 2M sales).
 */
function sectorMonthStatements(dialect: "sqlite" | "postgres", monthsOfTouched: string): string[] {
  const postgres = dialect === "postgres";
  const [least, greatest] = postgres ? ["LEAST", "GREATEST"] : ["MIN", "MAX"];
  // Each touched postcode month's change, old and new side by side: 1 and -1 rows summed.
  const changes = `SELECT "postcode", "period", "counted",
       SUM("side" * "count") AS "count", SUM("side" * "total") AS "total",
       MIN(CASE WHEN "side" = 1 THEN "first" END) AS "first", MAX(CASE WHEN "side" = 1 THEN "latest" END) AS "latest",
       CASE WHEN MIN("side") = 1 THEN 1
         WHEN MAX("side") = 1 AND MIN(CASE WHEN "side" = 1 THEN "first" END) <= MIN(CASE WHEN "side" = -1 THEN "first" END)
           AND MAX(CASE WHEN "side" = 1 THEN "latest" END) >= MAX(CASE WHEN "side" = -1 THEN "latest" END) THEN 1
         ELSE 0 END AS "merges"
     FROM (SELECT n.*, 1 AS "side" FROM (${monthsOfTouched}) n UNION ALL SELECT o.*, -1 AS "side" FROM ${OLD_MONTHS} o) AS "both"
     GROUP BY "postcode", "period", "counted"`;
  const centred = `SELECT DISTINCT "postcode", "sector" FROM ${TOUCHED_IN_REGISTER} WHERE "centred" = 1`;
  return [
    createTempTable(
      dialect,
      SECTOR_MONTH_CHANGES,
      `SELECT r."sector", c."period", c."counted", SUM(c."count") AS "count", SUM(c."total") AS "total", MIN(c."first") AS "first", MAX(c."latest") AS "latest", MIN(c."merges") AS "merges"
       FROM (${changes}) c JOIN (${centred}) r ON r."postcode" = c."postcode"
       GROUP BY r."sector", c."period", c."counted"`,
    ),
    // Summed again: the sector months where a postcode month lost its first or latest sale.
    `DELETE FROM "SaleSummary" WHERE "grain" = 'month' AND ("unit", "period", "counted") IN (SELECT "sector", "period", "counted" FROM ${SECTOR_MONTH_CHANGES} WHERE "merges" = 0)`,
    `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT p."sector", 'month', m."period", m."counted", SUM(m."count"), SUM(m."total"), MIN(m."first"), MAX(m."latest")
     FROM ${SECTOR_MONTH_CHANGES} c CROSS JOIN "Postcode" p CROSS JOIN "SaleSummary" m
     WHERE c."merges" = 0 AND p."sector" = c."sector" AND ${CENTROID} AND m."unit" = p."postcode" AND m."grain" = 'month' AND m."period" = c."period" AND m."counted" = c."counted"
     GROUP BY p."sector", m."period", m."counted"`,
    // Merged: the change added to the sector month, or the new sector month.
    `INSERT INTO "SaleSummary" ${COLUMNS}
     SELECT "sector", 'month', "period", "counted", "count", "total", "first", "latest" FROM ${SECTOR_MONTH_CHANGES} WHERE "merges" = 1
     ON CONFLICT ("unit", "grain", "period", "counted") DO UPDATE SET
       "count" = "SaleSummary"."count" + excluded."count", "total" = "SaleSummary"."total" + excluded."total",
       "first" = ${least}("SaleSummary"."first", excluded."first"), "latest" = ${greatest}("SaleSummary"."latest", excluded."latest")`,
  ];
}

// A touched day's year, as SaleMonths keys its rows.
const YEAR_OF_DAY = `CAST(substr("day", 1, 4) AS INTEGER)`;

/**
 * A refresh's temporary tables, made in its transaction from the touched days (bound as one
 * JSON array of [postcode, day] pairs): the units (each postcode touched and its sector), the
 * register's touched postcodes by month, each sector's touched days (postcodes with a
 * centroid only, as the sectors' sums) and each unit's touched years.
 */
function touchedTableStatements(dialect: "sqlite" | "postgres"): { fill: string; make: string[]; drop: string[] } {
  const postgres = dialect === "postgres";
  const temp = (name: string, select: string) => createTempTable(dialect, name, select);
  const pairs = postgres ? `SELECT e ->> 0 AS "postcode", e ->> 1 AS "day" FROM json_array_elements($1::json) AS e` : `SELECT value ->> 0 AS "postcode", value ->> 1 AS "day" FROM json_each(?)`;
  // PostgreSQL plans the statements that read a temporary table from its statistics, which a
  // new one lacks: unanalysed, 200k touched rows were joined to the whole register by hash
  // (1.75 s at 1.7M postcodes), and after ANALYZE (0.13 s) looked up by key (0.65 s).
  const analysed = (name: string) => (postgres ? [`ANALYZE ${name}`] : []);
  return {
    fill: temp(TOUCHED, pairs),
    make: [
      ...analysed(TOUCHED),
      // The touched rows of the register's postcodes, each with its sector and whether it has
      // a centroid: looked up once, for the units, months and days below (each looked them up
      // again: 1.4-2.4 s each on PostgreSQL at 1.7M postcodes). CROSS JOIN: SQLite then reads
      // the touched rows first and each one's postcode by key, where it had scanned the
      // register (0.33 s); PostgreSQL plans it as any join.
      temp(TOUCHED_IN_REGISTER, `SELECT t."postcode", t."day", p."sector", CASE WHEN ${CENTROID} THEN 1 ELSE 0 END AS "centred" FROM ${TOUCHED} t CROSS JOIN "Postcode" p WHERE p."postcode" = t."postcode"`),
      ...analysed(TOUCHED_IN_REGISTER),
      // Each unit with whether it is a postcode (1) or a sector (0).
      temp(TOUCHED_UNITS, `SELECT "postcode" AS "unit", 1 AS "postcode" FROM ${TOUCHED} UNION SELECT "sector", 0 FROM ${TOUCHED_IN_REGISTER}`),
      ...analysed(TOUCHED_UNITS),
      // The register's touched postcodes by month ("YYYY-MM", as SaleSummary's month periods).
      temp(TOUCHED_MONTHS, `SELECT DISTINCT "postcode", substr("day", 1, 7) AS "month" FROM ${TOUCHED_IN_REGISTER}`),
      ...analysed(TOUCHED_MONTHS),
      temp(TOUCHED_DAYS, `SELECT DISTINCT "sector", "day" FROM ${TOUCHED_IN_REGISTER} WHERE "centred" = 1`),
      ...analysed(TOUCHED_DAYS),
      // The years whose packed months (SaleMonths) a touched unit must pack again: its other
      // years' months are as they were.
      temp(TOUCHED_YEARS, `SELECT "postcode" AS "unit", ${YEAR_OF_DAY} AS "year" FROM ${TOUCHED_IN_REGISTER} UNION SELECT "sector", ${YEAR_OF_DAY} FROM ${TOUCHED_IN_REGISTER}`),
      ...analysed(TOUCHED_YEARS),
    ],
    // SQLite's temporary tables outlive the transaction on its connection.
    drop: postgres ? [] : [TOUCHED, TOUCHED_IN_REGISTER, TOUCHED_UNITS, TOUCHED_MONTHS, TOUCHED_DAYS, TOUCHED_YEARS, OLD_MONTHS, SECTOR_MONTH_CHANGES].map((name) => `DROP TABLE temp.${name}`),
  };
}

/**
 * Rebuilds SaleSummary, SaleMonths and SectorBounds from Sale and Postcode, and records what they were
 * built from (the data version, and the kept sale and postcode counts with their times), so
 * that a reader can tell summaries left behind by a later import and read the sales instead.
 * Then each outward code's market (decision 120), which reads only the sales: when the last
 * build's kept sale count and time are the sales' still (a postcodes import), its markets
 * stand, and are neither emptied nor worked out again (decision 122). `known`: see
 * KnownAlready.
 * Call it after the import's last recordDataChange.
 */
export async function rebuildSaleSummaries(db: Db, known: KnownAlready = {}): Promise<RebuildSummary> {
  const { markets: worked, touched } = known;
  const started = performance.now();
  const dialect = providerOfDb(db);
  // An outward code's market reads only its postcode area's sales (decision 129): after a
  // refresh, those of the areas touched are worked out again, and the rest stand.
  const marketAreas = known.addedAreas ?? (touched && !worked ? listTouchedAreas(touched) : undefined);
  // Sources never counted (rows written by hand, or before counts were kept) are counted and
  // kept now, so that the build records what it was built from: a later version move that
  // changes neither (the links, running beside this on PostgreSQL) leaves it current.
  const counts = await readTableCounts(db, SUMMARY_SOURCES);
  const sectorDays = touched ? (known.sectorDays ?? (await weighSectorDayReads(db, touched, counts))) : "by-sector";
  if (touched && dialect === "sqlite") return refreshOnWorker(db, touched, { worked, marketAreas, started, sectorDays });
  // A PostgreSQL refresh's statements are the server's work: this process works the touched
  // areas' markets out meanwhile, on other connections of the pool (decision 132).
  const working = touched && !worked && !(await readSummarySources(db)).salesUnchanged ? workOutMarkets(db, marketAreas) : undefined;
  const rebuilding = db.$transaction(
    async (tx) => {
      const { sources, salesUnchanged } = await readSummarySources(tx);
      let refreshed: number | undefined;
      if (touched) {
        const tables = touchedTableStatements(dialect);
        await tx.$executeRawUnsafe(tables.fill, JSON.stringify(touched));
        for (const sql of tables.make) await tx.$executeRawUnsafe(sql);
        const [units] = await tx.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM ${TOUCHED_UNITS}`);
        refreshed = readCount(units?.n);
        for (const sql of refreshStatements(dialect, sectorDays)) await tx.$executeRawUnsafe(sql);
        if (!salesUnchanged) for (const { sql, params } of marketDeletes(dialect, marketAreas)) await tx.$executeRawUnsafe(sql, ...params);
        for (const sql of tables.drop) await tx.$executeRawUnsafe(sql);
      } else {
        for (const sql of known.builtAside ? swapInStatements() : rebuildStatements(dialect)) await tx.$executeRawUnsafe(sql);
        // The kept markets (of the areas the load added to, when it says) were built from the sales before: worked out again after this commits.
        if (!salesUnchanged) for (const { sql, params } of marketDeletes(dialect, marketAreas)) await tx.$executeRawUnsafe(sql, ...params);
      }
      const version = await recordSummaryBuild(tx, sources);
      const [rows, sectors] = await Promise.all([tx.saleSummary.count(), tx.sectorBounds.count()]);
      return { rows, sectors, version, salesUnchanged, refreshed };
    },
    SUMMARY_TRANSACTION,
  );
  const [rebuilt, workedBeside] = await settleAll([rebuilding, working]);
  // A table refilled at once: PostgreSQL plans its reads from fresh statistics.
  if (dialect === "postgres") await db.$executeRawUnsafe(`ANALYZE ${REBUILT_TABLES.map((table) => `"${table}"`).join(", ")}`);
  const seconds = (performance.now() - started) / 1000;
  const { salesUnchanged, refreshed, ...built } = rebuilt;
  // Each outward code's market, from the same sales (decision 120): read while this build is current.
  const markets = salesUnchanged ? { outcodes: await db.marketIndex.count(), seconds: 0, kept: true } : { ...(await storeMarkets(db, worked ?? workedBeside, marketAreas)), kept: false };
  return { ...built, seconds, markets, ...(refreshed === undefined ? {} : { refreshed }), ...(known.builtAside && !touched ? { builtAside: true as const } : {}) };
}

/** The postcode areas of the touched days' postcodes; undefined (every area) if one has none. */
function listTouchedAreas(touched: readonly TouchedDay[]): Set<string> | undefined {
  const areas = new Set<string>();
  for (const [postcode] of touched) {
    const area = getPostcodeArea(postcode);
    if (!area) return undefined;
    areas.add(area);
  }
  return areas;
}

/** chooseSectorDayRead for `touched`, from the kept counts, the sectors and the days Sale spans (each MIN and MAX one index seek). */
async function weighSectorDayReads(db: Db, touched: readonly TouchedDay[], counts: ReadonlyMap<string, number>): Promise<SectorDayRead> {
  const [[span], sectors] = await Promise.all([
    queryRows<{ first: unknown; last: unknown }[]>(db, Prisma.sql`SELECT (SELECT MIN("date") FROM "Sale") AS "first", (SELECT MAX("date") FROM "Sale") AS "last"`),
    db.sectorBounds.count(),
  ]);
  const [first, last] = [readDate(span?.first), readDate(span?.last)];
  const saleDays = first && last ? (last.getTime() - first.getTime()) / 86_400_000 + 1 : 1;
  return chooseSectorDayRead({ touched, sales: counts.get("sale") ?? 0, saleDays, postcodes: counts.get("postcode") ?? 0, sectors });
}

/** The statements that empty the kept markets of `areas`' outward codes (the range loadAreaIndexPoints reads), or every one. */
function marketDeletes(dialect: "sqlite" | "postgres", areas: ReadonlySet<string> | undefined): { sql: string; params: string[] }[] {
  if (!areas) return [{ sql: DELETE_MARKETS, params: [] }];
  const range = dialect === "postgres" ? `"outcode" >= $1 AND "outcode" < $2` : `"outcode" >= ? AND "outcode" < ?`;
  // One statement an area: at most the ~120 of Great Britain.
  return [...areas].map((area) => {
    const { gte, lt } = outcodesOfArea(area);
    return { sql: `DELETE FROM "MarketIndex" WHERE ${range}`, params: [gte, lt] };
  });
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
type SummarySources = { sources: { dataset: string; count: number; updatedAt: Date }[]; salesUnchanged: boolean };

/** The kept counts the summaries are built from, and whether the sales are those of the last build (its count and time are theirs still). */
async function readSummarySources(tx: Pick<Tx, "datasetCount">): Promise<SummarySources> {
  const sources = await tx.datasetCount.findMany({ where: { dataset: { in: [...SUMMARY_SOURCES] }, key: "" } });
  const sales = sources.find((row) => row.dataset === "sale");
  const built = await tx.datasetCount.findFirst({ where: { dataset: SUMMARY_DATASET, key: "sale" } });
  return { sources, salesUnchanged: !!sales && !!built && built.count >= 0 && built.count === sales.count && built.updatedAt.getTime() === sales.updatedAt.getTime() };
}

/** Records what the summaries were built from (the data version, and the sources' kept counts with their times); returns the version. */
async function recordSummaryBuild(tx: Tx, sources: SummarySources["sources"]): Promise<number | null> {
  const version = await readDataVersion(tx as unknown as Db);
  const meta = [
    { dataset: SUMMARY_DATASET, key: SUMMARY_VERSION_KEY, count: version ?? 0, updatedAt: new Date() },
    ...SUMMARY_SOURCES.map((dataset) => {
      const kept = sources.find((row) => row.dataset === dataset);
      return { dataset: SUMMARY_DATASET, key: dataset, count: kept?.count ?? -1, updatedAt: kept?.updatedAt ?? new Date(0) };
    }),
  ];
  await tx.datasetCount.deleteMany({ where: { dataset: SUMMARY_DATASET } });
  await tx.datasetCount.createMany({ data: meta });
  return version;
}

/**
 * SQLite's refresh (decision 130): its statements run on a worker thread, in a transaction of
 * their own, while the main thread works out the touched areas' markets (which read only the
 * sales); then the build is recorded and the markets written. Until the record commits, the
 * build is not current (the import moved the data's version): no reader takes the summaries
 * or the markets half-written. On the main thread the two took turns (at 2M sales, a month's
 * file: the refresh ~3.4 s, the markets ~7 s).
 */
async function refreshOnWorker(
  db: Db,
  touched: readonly TouchedDay[],
  { worked, marketAreas, started, sectorDays }: { worked?: WorkedMarkets; marketAreas?: ReadonlySet<string>; started: number; sectorDays: SectorDayRead },
): Promise<RebuildSummary> {
  const { sources, salesUnchanged } = await readSummarySources(db);
  const tables = touchedTableStatements("sqlite");
  const statements: WorkerStatement[] = [
    { sql: tables.fill, params: [JSON.stringify(touched)] },
    ...tables.make.map((sql) => ({ sql })),
    { sql: `SELECT COUNT(*) FROM ${TOUCHED_UNITS}`, read: true },
    ...refreshStatements("sqlite", sectorDays).map((sql) => ({ sql })),
    ...(salesUnchanged ? [] : marketDeletes("sqlite", marketAreas)),
    ...tables.drop.map((sql) => ({ sql })),
  ];
  // The summaries' own time is the worker's: the markets' is theirs (RebuildSummary.markets).
  let refreshSeconds = 0;
  const refreshing = runSqlOnWorker({ file: sqliteFilePath(urlOfDb(db)), statements, timeoutMs: SUMMARY_TRANSACTION.maxWait, cacheKiB: REFRESH_CACHE_KIB }).finally(() => (refreshSeconds = (performance.now() - started) / 1000));
  const working = salesUnchanged ? undefined : (worked ?? workOutMarkets(db, marketAreas));
  const [ran, markets] = await settleAll([refreshing, working]);
  const recording = performance.now();
  const { version, rows, sectors } = await db.$transaction(async (tx) => {
    const version = await recordSummaryBuild(tx, sources);
    const [rows, sectors] = await Promise.all([tx.saleSummary.count(), tx.sectorBounds.count()]);
    return { version, rows, sectors };
  }, SUMMARY_TRANSACTION);
  const seconds = refreshSeconds + (performance.now() - recording) / 1000;
  const refreshed = readCount(ran[tables.make.length + 1]);
  const kept = !markets;
  const stored = markets ? await storeMarkets(db, markets, marketAreas) : { outcodes: await db.marketIndex.count(), seconds: 0 };
  return { rows, sectors, version, seconds, markets: { ...stored, kept }, refreshed };
}

/** The markets worked out already written, with the seconds their working took; else rebuildMarketIndexes (of `areas` only, when given). */
async function storeMarkets(db: Db, worked: WorkedMarkets | undefined, areas: ReadonlySet<string> | undefined): Promise<{ outcodes: number; seconds: number }> {
  if (!worked) return rebuildMarketIndexes(db, areas);
  const started = performance.now();
  await writeMarkets(db, worked.rows);
  return { outcodes: worked.rows.length, seconds: worked.seconds + (performance.now() - started) / 1000 };
}

/**
 * The build of the summaries if they were built from the sales and postcodes there are now
 * (docs/decisions/116), else null. Built at the current data version, or at an earlier one
 * whose kept sale and postcode counts (present then) were not recounted since: an import of
 * other data, a portfolio or links to UPRNs move the version without changing a figure.
 * Data with no recorded version (rows written by hand, as handler tests seed) is never read
 * from summaries, as it is never cached (decision 112): nothing would say when it changed.
 * Read on every call (two primary-key reads): a rebuild commits after the version it was
 * built at moved. Requests read it through readCachedSummaryBuild (kept while current).
 */
export async function readCurrentSummaryBuild(db: Db): Promise<string | null> {
  const [rows, versions] = await Promise.all([
    queryRows<{ dataset: unknown; key: unknown; count: unknown; updatedAt: unknown }[]>(
      db,
      Prisma.sql`SELECT "dataset", "key", "count", "updatedAt" FROM "DatasetCount" WHERE "dataset" = ${SUMMARY_DATASET} OR ("dataset" IN (${Prisma.join([...SUMMARY_SOURCES])}) AND "key" = '')`,
    ),
    queryRows<{ version: unknown }[]>(db, Prisma.sql`SELECT "version" FROM "DataVersion" WHERE "id" = 1`),
  ]);
  const kept = rows.map((row) => ({ dataset: readText(row.dataset), key: readText(row.key), count: readCount(row.count), updatedAt: readDate(row.updatedAt)?.getTime() ?? 0 }));
  const version = readNumber(versions[0]?.version);
  const built = kept.find((row) => row.dataset === SUMMARY_DATASET && row.key === SUMMARY_VERSION_KEY);
  if (!built || version === null) return null;
  const stamp = `${built.count}@${built.updatedAt}`;
  if (built.count === version) return stamp;
  for (const source of SUMMARY_SOURCES) {
    const now = kept.find((row) => row.dataset === source && row.key === "");
    const seen = kept.find((row) => row.dataset === SUMMARY_DATASET && row.key === source);
    if (!now || !seen || seen.count < 0 || now.count !== seen.count || now.updatedAt !== seen.updatedAt) return null;
  }
  return stamp;
}
