// Price Paid import throughput of the whole `npm run import -- ppd` command (rows written,
// then sales linked to UPRNs), on an empty and on a loaded database, SQLite and (when
// BENCH_PG_URL is set) PostgreSQL, beside the databases' own CSV loaders: `sqlite3 .import`
// and `psql \copy` of the same file into a table shaped like Sale (same key and indexes,
// sale-shaped-table.ts).
// BENCH_IMPORT_ROWS sets the file's size (default 500,000 rows replicated from the bundle);
// BENCH_IMPORT_RUNS repeats the rounds (loader, empty, loaded) and reports the medians' shares,
// each round's own, and the machine's busy core-seconds: on two cores the command is bound by
// its work, which moves less from run to run than its time.
// A round measures the ceiling once, into an empty shaped table, and both the empty and the
// loaded command are divided by it: the loaded ratio is a lower bound, as the loaded
// command also links sales (real UPRNs through Sale's index, where the ceiling indexes a
// constant in their place), rebuilds the sale summaries and analyses (docs/decisions/114).
// BENCH_IMPORT_INTO=data/bench/scale/spread-….db (or the URL of the PostgreSQL national shape,
// postgresql://…/pas_scale_…) adds the same command into a copy of a national-scale shape
// (`npm run bench -- scale` builds them), and then a month-like file of the shape's own sales
// over every area into another copy: there the steps that go over the sales (the summaries,
// the markets, the kept counts) show at their national size.
import { execFileSync, spawnSync } from "node:child_process";
import { PerformanceObserver } from "node:perf_hooks";
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pg from "pg";
import { applyMigrations, listMigrations } from "@/lib/db/apply-migrations";
import { createDb } from "@/lib/db/client";
import { importAndLink, type ImportAndLinkResult } from "@/lib/import/import-and-link";
import { heading, loadBundleInto, median } from "./bench-db";
import { createShapedTableSql, SHAPED_TABLE } from "./sale-shaped-table";
import { withRunner } from "./scale";
import type { SqlRunner } from "./scale-build";

const SOURCES = ["data/open/price-paid/pp-2019-jan-sep-greater-manchester-houses.csv.gz", "data/open/price-paid/pp-2022-jan-sep-newcastle-area.csv.gz"];
const BENCH_DIR = "data/bench";
// Cached loaded databases are named by the migrations they were built with: a changed or
// added migration builds them again.
const migrationsKey = (provider: "sqlite" | "postgres") =>
  createHash("sha256").update(listMigrations(provider).map((m) => `${m.name}:${m.checksum}`).join("\n")).digest("hex").slice(0, 10);

const rate = (rows: number, seconds: number) => `${Math.round(rows / seconds).toLocaleString("en-GB")} rows/s`;

/**
 * Seconds the machine's cores have spent busy so far, all processes alike (/proc/stat's first
 * line, in ticks of 1/100 s); null where there is no /proc. The command and the loaders run
 * partly in the database server or the sqlite3 CLI, so their work is counted machine-wide.
 */
function readMachineBusySeconds(): number | null {
  try {
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    // Not idle, iowait or steal (time the host gave to others), nor guest (counted in user).
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return null;
  }
}

/**
 * A run's wall seconds, the machine's busy core-seconds meanwhile (null without /proc), and
 * this process's garbage-collection pauses: a parse whose objects V8 starts to make in the
 * old generation shows there first (decision 146).
 */
type Measured<T> = { value: T; seconds: number; cpu: number | null; gcSeconds: number };

async function measure<T>(work: () => T | Promise<T>): Promise<Measured<T>> {
  let gcMs = 0;
  const observer = new PerformanceObserver((list) => void (gcMs += list.getEntries().reduce((sum, entry) => sum + entry.duration, 0)));
  observer.observe({ entryTypes: ["gc"] });
  const busy = readMachineBusySeconds();
  const started = performance.now();
  try {
    const value = await work();
    const seconds = (performance.now() - started) / 1000;
    const after = readMachineBusySeconds();
    gcMs += observer.takeRecords().reduce((sum, entry) => sum + entry.duration, 0);
    return { value, seconds, cpu: busy === null || after === null ? null : after - busy, gcSeconds: gcMs / 1000 };
  } finally {
    observer.disconnect();
  }
}

/** A run's line: its label, seconds, rate and, where /proc tells, its work; then this process's collection pauses, if any (none while a loader runs). */
function describeRun(label: string, rows: number, { seconds, cpu, gcSeconds }: Measured<unknown>): string {
  return `  ${label.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s = ${rate(rows, seconds).padStart(16)}${cpu === null ? "" : `, ${cpu.toFixed(1)} core-s`}${gcSeconds > 0.005 ? `, this process's GC pauses ${gcSeconds.toFixed(2)} s` : ""}`;
}

/**
 * The bundle's bulk rows replicated to `rows` lines with new transaction ids (copy number
 * and line number), cached under data/bench. Same postcodes and addresses as the bundle,
 * so on a loaded database every sale is a candidate for UPRN linking.
 */
async function writeBenchPpdFile(rows: number): Promise<string> {
  const file = path.join(BENCH_DIR, `ppd-${rows}.csv`);
  if (existsSync(file)) return file;
  mkdirSync(BENCH_DIR, { recursive: true });
  const lines = SOURCES.flatMap((f) => gunzipSync(readFileSync(f)).toString("utf8").split("\n").filter(Boolean));
  const partial = `${file}.partial`;
  const out = createWriteStream(partial);
  for (let i = 0; i < rows; i++) {
    const line = lines[i % lines.length] as string;
    const copy = Math.floor(i / lines.length);
    const id = `{${copy.toString(16).toUpperCase().padStart(8, "0")}-0000-4000-8000-${(i % lines.length).toString(16).toUpperCase().padStart(12, "0")}}`;
    if (!out.write(`"${id}"${line.slice(line.indexOf(","))}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve(undefined))));
  renameSync(partial, file);
  return file;
}

/**
 * The command's steps: rows written (sales linked as they were inserted), then the rest: the
 * linker's pass, the sale summaries' and markets' rebuild and the planner's statistics (on
 * PostgreSQL the links and statistics run beside the rebuild, decision 121).
 */
function describeSteps({ summary, saleLinks, linkSeconds, summaries }: ImportAndLinkResult): string {
  const rebuild = summaries?.seconds ?? 0;
  const markets = summaries?.markets.seconds ?? 0;
  const after = `after it ${linkSeconds.toFixed(1)} s: ${saleLinks?.linked ?? 0} linked of ${saleLinks?.examined ?? 0}, summaries ${rebuild.toFixed(1)} s${summaries?.refreshed === undefined ? "" : ` (${summaries.refreshed} units refreshed)`}, market indexes ${markets.toFixed(1)} s`;
  return `write ${summary.seconds.toFixed(1)} s: ${summary.inserted} inserted, ${summary.updated} updated, ${summary.rejected} rejected; ${after}`;
}

async function timeCommand(url: string, file: string, rows: number, label: string): Promise<Measured<void>> {
  const db = createDb(url);
  try {
    const first = await measure(() => importAndLink(db, "ppd", file, { progress: false }));
    console.log(`${describeRun(label, rows, first)}  (${describeSteps(first.value)})`);
    const again = await measure(() => importAndLink(db, "ppd", file, { progress: false }));
    console.log(`${describeRun(`${label}, same file again`, rows, again)}  (${describeSteps(again.value)})`);
    return { ...first, value: undefined };
  } finally {
    await db.$disconnect();
  }
}

/** A database's own loader run once: its time, rate and work printed. */
async function timeLoader(label: string, rows: number, load: () => unknown): Promise<Measured<void>> {
  const loaded = await measure(load);
  console.log(describeRun(label, rows, loaded));
  return { ...loaded, value: undefined };
}

async function sqliteCeiling(file: string, rows: number, dir: string) {
  if (spawnSync("sqlite3", ["-version"]).status !== 0) {
    console.log("  sqlite3 .import: skipped (apt-get install -y sqlite3)");
    return null;
  }
  const target = path.join(dir, "shaped.db");
  execFileSync("sqlite3", [target, createShapedTableSql()]);
  return timeLoader("sqlite3 .import (Sale-shaped)", rows, () => execFileSync("sqlite3", [target, "-cmd", ".mode csv", `.import ${file} ${SHAPED_TABLE}`]));
}

async function pgCeiling(url: string, file: string, rows: number) {
  execFileSync("psql", [url, "-q", "-c", createShapedTableSql()]);
  return timeLoader("psql \\copy (Sale-shaped)", rows, () => execFileSync("psql", [url, "-q", "-c", `\\copy ${SHAPED_TABLE} FROM '${path.resolve(file)}' WITH (FORMAT csv)`]));
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

// One round: the loader's run (null when sqlite3 is missing), then the command's into an empty
// and into the loaded database, each on databases of its own.
type Round = { ceiling: Measured<void> | null; empty: Measured<void>; loaded: Measured<void> };

/**
 * The command's shares of the loader. With several rounds (BENCH_IMPORT_RUNS), of their
 * medians: on a shared machine one round's share moved by ten points from the next's.
 */
function printShares(rounds: readonly Round[], loader: string) {
  const ceilings = rounds.flatMap((round) => round.ceiling ?? []);
  if (!ceilings.length) return;
  const ceiling = median(ceilings.map((run) => run.seconds));
  const share = (seconds: number) => ((ceiling / seconds) * 100).toFixed(0);
  const of = rounds.length > 1 ? ` (medians of ${rounds.length} rounds: ${loader} ${ceiling.toFixed(1)} s)` : "";
  console.log(`  whole command at ${share(median(rounds.map((r) => r.empty.seconds)))}% (empty) and ${share(median(rounds.map((r) => r.loaded.seconds)))}% (loaded) of ${loader}${of}`);
  // Each round's own shares: the machine's speed drifts between rounds (the same loaded import
  // took 5.6 s and, two imports later, 7.4 s), and a round's runs are close together.
  const paired = rounds.flatMap((round) => (round.ceiling ? [`${((round.ceiling.seconds / round.empty.seconds) * 100).toFixed(0)}/${((round.ceiling.seconds / round.loaded.seconds) * 100).toFixed(0)}%`] : []));
  if (rounds.length > 1) console.log(`  each round's shares (empty/loaded): ${paired.join(", ")}`);
  // The work behind the shares: on two cores the command is bound by it, not by waiting.
  const cpu = (runs: readonly Measured<void>[]) => (runs.every((run) => run.cpu !== null) ? median(runs.map((run) => run.cpu as number)) : null);
  const [loaderCpu, emptyCpu, loadedCpu] = [cpu(ceilings), cpu(rounds.map((r) => r.empty)), cpu(rounds.map((r) => r.loaded))];
  if (loaderCpu && emptyCpu !== null && loadedCpu !== null) {
    console.log(`  machine CPU, medians: ${loader} ${loaderCpu.toFixed(1)} core-s; the command ${emptyCpu.toFixed(1)} (empty, ×${(emptyCpu / loaderCpu).toFixed(1)}) and ${loadedCpu.toFixed(1)} (loaded, ×${(loadedCpu / loaderCpu).toFixed(1)})`);
  }
}

/** The bundle loaded once into a cached SQLite file, copied for each round. */
async function ensureLoadedSqlite(): Promise<string> {
  const loadedCache = path.join(BENCH_DIR, `import-loaded-${migrationsKey("sqlite")}.db`);
  if (!existsSync(loadedCache)) {
    const building = `${loadedCache}.building`;
    rmSync(building, { force: true });
    await loadBundleInto(`file:${building}`);
    execFileSync("sqlite3", [building, "PRAGMA wal_checkpoint(TRUNCATE);"]);
    renameSync(building, loadedCache);
  }
  return loadedCache;
}

async function benchSqliteRound(file: string, rows: number, loadedCache: string): Promise<Round> {
  const dir = mkdtempSync(path.join(tmpdir(), "pas-bench-import-"));
  try {
    const ceiling = await sqliteCeiling(file, rows, dir);
    const emptyUrl = `file:${path.join(dir, "empty.db")}`;
    await applyMigrations(emptyUrl);
    const empty = await timeCommand(emptyUrl, file, rows, "npm run import, empty db");
    const loadedFile = path.join(dir, "loaded.db");
    copyFileSync(loadedCache, loadedFile);
    const loaded = await timeCommand(`file:${loadedFile}`, file, rows, "npm run import, loaded db");
    return { ceiling, empty, loaded };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchSqlite(file: string, rows: number, runs: number) {
  console.log("SQLite:");
  const loadedCache = await ensureLoadedSqlite();
  const rounds: Round[] = [];
  for (let round = 0; round < runs; round++) rounds.push(await benchSqliteRound(file, rows, loadedCache));
  printShares(rounds, "sqlite3 .import");
}

/** The bundle loaded once into a template database, copied for each round. */
async function ensureLoadedTemplate(adminUrl: string): Promise<string> {
  const template = `pas_bench_import_loaded_${migrationsKey("postgres")}`;
  const exists = await adminQuery(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${template}'`);
  if (!exists.rowCount) {
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    try {
      await loadBundleInto(withDatabase(adminUrl, template));
    } catch (error) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      throw error;
    }
  }
  return template;
}

async function benchPostgresRound(adminUrl: string, file: string, rows: number, template: string): Promise<Round> {
  const suffix = randomBytes(4).toString("hex");
  const names = { shaped: `pas_bench_shaped_${suffix}`, empty: `pas_bench_empty_${suffix}`, loaded: `pas_bench_loaded_${suffix}` };
  try {
    await adminQuery(adminUrl, `CREATE DATABASE "${names.shaped}"`);
    const ceiling = await pgCeiling(withDatabase(adminUrl, names.shaped), file, rows);
    await adminQuery(adminUrl, `CREATE DATABASE "${names.empty}"`);
    const emptyUrl = withDatabase(adminUrl, names.empty);
    await applyMigrations(emptyUrl);
    const empty = await timeCommand(emptyUrl, file, rows, "npm run import, empty db");
    await adminQuery(adminUrl, `CREATE DATABASE "${names.loaded}" TEMPLATE "${template}"`);
    const loaded = await timeCommand(withDatabase(adminUrl, names.loaded), file, rows, "npm run import, loaded db");
    return { ceiling, empty, loaded };
  } finally {
    for (const name of Object.values(names)) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function benchPostgres(adminUrl: string, file: string, rows: number, runs: number) {
  console.log("PostgreSQL:");
  const template = await ensureLoadedTemplate(adminUrl);
  const rounds: Round[] = [];
  for (let round = 0; round < runs; round++) rounds.push(await benchPostgresRound(adminUrl, file, rows, template));
  printShares(rounds, "psql \\copy");
}

const quoteCsv = (value: unknown) => `"${String(value ?? "").replace(/"/g, '""')}"`;

type MonthSale = { price: unknown; postcode: unknown; propertyType: unknown; newBuild: unknown; tenure: unknown; paon: unknown; saon: unknown; street: unknown; locality: unknown; town: unknown; district: unknown; county: unknown; category: unknown };

/**
 * A month-like Price Paid file of `rows` of the shape's own sales, spread evenly over it (so
 * over every postcode area, as a national month's file is), with new keys and dates in the
 * month after the shape's latest: the bench file's rows fall in the bundle's two areas only,
 * which a load that refreshes what it touched (decisions 126, 128, 129) does least for. The
 * same sales every run: numbered in key order (numbered as scanned, PostgreSQL's parallel
 * scan gave each run other sales, 593 or 1,066 of them left to the linker).
 */
async function writeMonthOfShape(runner: SqlRunner, rows: number, file: string): Promise<void> {
  const month = runner.dialect === "postgres" ? `to_char(MAX("date"), 'YYYY-MM')` : `substr(MAX("date"), 1, 7)`;
  const [latest] = await runner.all<{ month: string; n: number | string }>(`SELECT ${month} AS "month", COUNT(*) AS "n" FROM "Sale"`);
  const [year, monthNumber] = String(latest?.month).split("-").map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  const step = Math.max(1, Math.floor(Number(latest?.n) / rows));
  const sales = await runner.all<MonthSale>(
    `SELECT "price", "postcode", "propertyType", "newBuild", "tenure", "paon", "saon", "street", "locality", "town", "district", "county", "category"
     FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY "transactionId") AS "n" FROM "Sale" WHERE "postcode" IS NOT NULL) AS "s" WHERE "n" % ${step} = 0 LIMIT ${rows}`,
  );
  const out = createWriteStream(file);
  for (const [i, sale] of sales.entries()) {
    const id = `{E${i.toString(16).toUpperCase().padStart(7, "0")}-0000-4000-8000-000000000000}`;
    const day = `${next}-${String(1 + (i % 28)).padStart(2, "0")} 00:00`;
    const fields = [id, sale.price, day, sale.postcode, sale.propertyType, sale.newBuild ? "Y" : "N", sale.tenure, sale.paon, sale.saon, sale.street, sale.locality, sale.town, sale.district, sale.county, sale.category, "A"];
    if (!out.write(`${fields.map(quoteCsv).join(",")}\n`)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve(undefined))));
}

/** A fresh copy of a SQLite shape's file (and its write-ahead log, which may hold committed pages) in `dir`. */
function copySqliteShape(shape: string, dir: string): { url: string; drop: () => Promise<void> } {
  const copy = path.join(dir, "shape.db");
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(shape, copy);
  if (existsSync(`${shape}-wal`)) copyFileSync(`${shape}-wal`, `${copy}-wal`);
  return { url: `file:${copy}`, drop: async () => undefined };
}

/** A fresh copy of a PostgreSQL shape's database (CREATE DATABASE … TEMPLATE, on the same server). */
async function copyPostgresShape(shapeUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = new URL(shapeUrl).pathname.slice(1);
  const admin = withDatabase(shapeUrl, "postgres");
  const name = `pas_bench_into_${randomBytes(4).toString("hex")}`;
  await adminQuery(admin, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return { url: withDatabase(shapeUrl, name), drop: async () => void (await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) };
}

/**
 * The command into copies of a scale shape: a SQLite file, or a PostgreSQL database given by
 * its URL (`npm run bench -- scale` builds both; the PostgreSQL one with SCALE_POSTGRES_URL).
 */
async function benchIntoShape(file: string, rows: number, shape: string) {
  const postgres = shape.startsWith("postgresql://") || shape.startsWith("postgres://");
  if (!postgres && !existsSync(shape)) throw new Error(`BENCH_IMPORT_INTO=${shape}: no such file (npm run bench -- scale builds the shapes in data/bench/scale/).`);
  const dir = mkdtempSync(path.join(tmpdir(), "pas-bench-import-shape-"));
  const copyOfShape = () => (postgres ? copyPostgresShape(shape) : Promise.resolve(copySqliteShape(shape, dir)));
  try {
    console.log(`Into ${postgres ? new URL(shape).pathname.slice(1) : path.basename(shape)} (${postgres ? "PostgreSQL" : "SQLite"}):`);
    for (const [input, label] of [
      [file, "npm run import, into the shape"],
      [path.join(dir, "month-of-shape.csv"), "a month of its own sales, every area"],
    ] as const) {
      if (input !== file) await withRunner(postgres ? shape : `file:${shape}`, (runner) => writeMonthOfShape(runner, rows, input));
      const copy = await copyOfShape();
      try {
        await timeCommand(copy.url, input, rows, label);
      } finally {
        await copy.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const readBenchRows = () => Number(process.env.BENCH_IMPORT_ROWS ?? 500_000);

/**
 * The bench's file and loaded databases, made unless they are cached
 * (bench/build-import-caches.ts runs this in a process of its own).
 */
export async function buildImportCaches(): Promise<void> {
  await writeBenchPpdFile(readBenchRows());
  await ensureLoadedSqlite();
  const pgUrl = process.env.BENCH_PG_URL;
  if (pgUrl) await ensureLoadedTemplate(pgUrl);
}

export async function benchImportThroughput() {
  const rows = readBenchRows();
  heading(`Import throughput: HM Land Registry Price Paid, ${rows.toLocaleString("en-GB")} rows (the bundle's replicated)`);
  const runs = Math.max(1, Math.floor(Number(process.env.BENCH_IMPORT_RUNS ?? 1)));
  // Made in a process of their own: made in this one, every import timed after the bundle's
  // load paused 0.5-0.7 s for garbage collection against 0.2-0.3 s in a process that had not
  // made them, as `npm run import` has not. Found cached, the timed imports' process has done
  // nothing else first, whichever run it is.
  execFileSync(path.join("node_modules", ".bin", "tsx"), ["--conditions=react-server", path.join("bench", "build-import-caches.ts")], { stdio: "inherit" });
  const file = await writeBenchPpdFile(rows);
  await benchSqlite(file, rows, runs);
  const shape = process.env.BENCH_IMPORT_INTO;
  if (shape) await benchIntoShape(file, rows, shape);
  const pgUrl = process.env.BENCH_PG_URL;
  if (pgUrl) await benchPostgres(pgUrl, file, rows, runs);
  else console.log("PostgreSQL: skipped (set BENCH_PG_URL=postgresql://…/postgres to run it)");
}
