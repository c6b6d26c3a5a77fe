// `npm run bench -- scale` (issue 15): builds the spread and dense shapes once (cached in
// data/bench/scale/, outside git, keyed to the migrations), then serves the bundle and each
// shape with the real production server and prints each call's p50/p95 and server CPU per
// request beside /api/health's, with its growth against the bundle. Settings:
//   SCALE_SALES=2000000        sales per shape (e.g. 200000 for a quick run)
//   SCALE_SHAPES=25k,spread,dense
//   SCALE_REQUESTS=30          measured requests per call and round (after WARM_UP warm-up requests)
//   SCALE_SETTLE=100           queries per call asked of each new server before any is measured,
//                              none of them measured (0: measure a server straight after its start)
//   SCALE_ROUNDS=3             rounds, interleaved: each round serves every shape in turn, a new
//                              server each, the same queries; the table gives each figure's median
//   SCALE_PORT=3441            the server's port
//   SCALE_POSTGRES_URL=postgresql://postgres@127.0.0.1:5432/postgres  adds the national shape
//   SCALE_POSTGRES_SALES=30000000  on PostgreSQL (bench/scale-postgres.ts; only when asked)
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { BENCH_DATABASE_URL, heading, openBenchDb, readWholeSetting } from "./bench-db";
import { ensureSaleSummaries } from "./ensure-sale-summaries";
import { planScale, replicateInto, SCALE_SHAPES, sqliteRunner, type ScaleShape, type SqlRunner } from "./scale-build";
import { combineRounds, listCalls, measureCall, orderCalls, settleServer, SETTLE, type Call, type CallResult, type DatabasePids } from "./scale-measure";
import { ensurePostgresShape, pgRunner } from "./scale-postgres";
import { startServer } from "./serve";
import pg from "pg";

const SCALE_DIR = "data/bench/scale";
// Bump when the replication changes, so cached shapes are built again.
const BUILDER_VERSION = 1;

type Target = { label: string; shape: ScaleShape | "25k" | "national"; databaseUrl: string };
type Measured = { target: Target; results: CallResult[]; startSeconds: number; rows: string };

/** Runs `work` on a connection of its own to the target's database. */
export async function withRunner<T>(databaseUrl: string, work: (runner: SqlRunner) => Promise<T>): Promise<T> {
  if (databaseUrl.startsWith("file:")) {
    const db = new Database(databaseUrl.slice("file:".length), { readonly: true });
    try {
      return await work(sqliteRunner(db));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(pgRunner(client));
  } finally {
    await client.end();
  }
}

/** "2,052,540 / 1,733,859 / 678,699": sales, postcodes and addresses of a database. */
async function describeRows(runner: SqlRunner): Promise<string> {
  const counts: string[] = [];
  for (const table of ["Sale", "Postcode", "Address"]) counts.push(Number((await runner.all<{ n: number | string }>(`SELECT COUNT(*) AS n FROM "${table}"`))[0]?.n ?? 0).toLocaleString("en-GB"));
  return counts.join(" / ");
}

const sourceFile = () => BENCH_DATABASE_URL.slice("file:".length);

/** The cached shape, built first when missing or made for other migrations. */
export async function ensureScaleDb(shape: ScaleShape, targetSales: number, source = sourceFile(), dir = SCALE_DIR): Promise<string> {
  const from = new Database(source, { readonly: true });
  // keyed to the migrations the source has (npm run bench migrates it first to this checkout's)
  const migrations = (from.prepare(`SELECT name FROM "_app_migrations" ORDER BY name`).all() as { name: string }[]).map((row) => row.name);
  const key = createHash("sha256").update(JSON.stringify([BUILDER_VERSION, migrations])).digest("hex").slice(0, 10);
  const name = `${shape}-${targetSales}-${key}.db`;
  const file = path.join(dir, name);
  if (existsSync(file)) {
    from.close();
    console.log(`${shape}: cached ${file}`);
    await ensureSaleSummaries(`file:${file}`, shape, false);
    return file;
  }
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (old.startsWith(`${shape}-${targetSales}-`)) rmSync(path.join(dir, old), { force: true });
  const started = performance.now();
  const partial = `${file}.partial`;
  const sourceSales = (from.prepare(`SELECT COUNT(*) AS n FROM Sale`).get() as { n: number }).n;
  from.prepare(`VACUUM INTO ?`).run(partial);
  from.close();
  const plan = planScale(shape, sourceSales, targetSales);
  const summary = await replicateInto(partial, plan);
  await ensureSaleSummaries(`file:${partial}`, shape, true);
  const checkpoint = new Database(partial);
  checkpoint.pragma("wal_checkpoint(TRUNCATE)");
  checkpoint.close();
  renameSync(partial, file);
  const n = (value: number) => value.toLocaleString("en-GB");
  console.log(
    `${shape}: built ${file} in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
      `${n(summary.sales)} sales, ${n(summary.postcodes)} postcodes, ${n(summary.addresses)} addresses ` +
      `(${plan.geoCopies} geographic × ${plan.timeCopies} time copies, ${plan.monthsPerStep} months apart)`,
  );
  return file;
}

/** Which of the rounds this is, of how many. */
type Round = { index: number; of: number };

async function measureTarget(target: Target, requests: number, settle: number, port: number, round: Round): Promise<Measured> {
  // One connection of the bench's own for the whole target: it draws the queries and, on
  // PostgreSQL, lists the backends serving the server before and after each request (their
  // CPU is the queries', spent outside the server's processes; this one is left out).
  return withRunner(target.databaseUrl, async (runner) => {
    // Every round asks the same queries of a new server process, whose caches are empty.
    const { calls, settling } = await listCalls(runner, requests, settle);
    const rows = await describeRows(runner);
    const databasePids: DatabasePids | undefined = target.databaseUrl.startsWith("file:")
      ? undefined
      : async () => (await runner.all<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)).map((r) => Number(r.pid));
    const started = performance.now();
    const server = await startServer(port, target.databaseUrl);
    const startSeconds = (performance.now() - started) / 1000;
    try {
      const settled = await settleServer(server, settling);
      const settledText = settled.requests ? `, settled by ${settled.requests} other queries in ${settled.seconds.toFixed(0)} s (${settled.cpuSeconds.toFixed(1)} s of server CPU)` : "";
      console.log(`\n### ${target.label}, round ${round.index + 1} of ${round.of} (server up in ${startSeconds.toFixed(0)} s${settledText}, load average ${loadavg()[0]?.toFixed(1)})`);
      console.log(`${"call".padEnd(40)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"CPU p50".padStart(9)} ${"CPU p95".padStart(9)} ${"CPU mean".padStart(9)}  errors`);
      const results: CallResult[] = new Array(calls.length);
      for (const index of orderCalls(calls.length, round.index)) {
        const result = await measureCall(server, calls[index] as Call, databasePids);
        results[index] = result;
      }
      for (const result of results) {
        const errors = Object.entries(result.errors).map(([status, count]) => `${count}× ${status}`).join(", ") || "none";
        const cpu = result.cpu ? [result.cpu.p50, result.cpu.p95, result.cpu.mean].map((value) => ms(value).padStart(9)).join(" ") : "n/a".padStart(29);
        console.log(`${result.name.replace(/`/g, "").padEnd(40)} ${ms(result.p50).padStart(8)} ${ms(result.p95).padStart(8)} ${cpu}  ${errors}`);
      }
      return { target, results, startSeconds, rows };
    } finally {
      server.stop();
      await new Promise((r) => setTimeout(r, 1000)); // the port is free again for the next target
    }
  });
}

const ms = (value: number) => (value >= 100 ? `${Math.round(value).toLocaleString("en-GB")} ms` : `${value.toFixed(1)} ms`);

function growth(value: number | null, base: number | null): string {
  if (value === null || base === null || base <= 0) return "";
  const factor = value / base;
  return factor >= 1.5 || factor <= 0.67 ? ` (×${factor >= 10 ? factor.toFixed(0) : factor.toFixed(1)})` : " (≈)";
}

/** The README table: p50 / p95 wall time and p50 / p95 server CPU per request, with the CPU p95's growth against the first target. */
function printTable(measured: Measured[], sales: number, rounds: number, settle: number) {
  const base = measured.find((m) => m.target.shape === "25k") ?? null;
  const grown = measured.some((m) => m.target.shape === "spread" || m.target.shape === "dense");
  heading(`Scale: one connection, cache misses (markdown${grown ? `; ${sales.toLocaleString("en-GB")} sales per shape` : ""})`);
  console.log(`| call | ${measured.map((m) => m.target.label).join(" | ")} |`);
  console.log(`|---|${measured.map(() => "---").join("|")}|`);
  console.log(`| sales / postcodes / addresses | ${measured.map((m) => m.rows).join(" | ")} |`);
  const names = measured[0]?.results.map((r) => r.name) ?? [];
  for (const [row, name] of names.entries()) {
    const cells = measured.map((m) => {
      const r = m.results[row];
      if (!r) return "";
      const errors = Object.entries(r.errors).map(([status, count]) => `${count}× ${status}`).join(", ");
      const cpu = r.cpu ? `, CPU ${ms(r.cpu.p50)} / ${ms(r.cpu.p95)}${m === base ? "" : growth(r.cpu.p95, base?.results[row]?.cpu?.p95 ?? null)}` : "";
      return `${ms(r.p50)} / ${ms(r.p95)}${cpu}${errors ? ` — ${errors}` : ""}`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
  const of = rounds === 1 ? "" : `, each the median of ${rounds} rounds'`;
  const settled = settle ? `, each server first asked ${settle} other queries per call` : ", each server measured from its start";
  console.log(`\np50 / p95 wall time, then p50 / p95 server CPU per request${of}${settled} (growth of the CPU p95 against the 25k bundle; ≈ within ×1.5). Load average ${loadavg().map((l) => l.toFixed(1)).join(", ")}.`);
}

export async function benchScale() {
  const sales = readWholeSetting("SCALE_SALES", 2_000_000);
  const requests = readWholeSetting("SCALE_REQUESTS", 30);
  const settle = readWholeSetting("SCALE_SETTLE", SETTLE, 0);
  const port = readWholeSetting("SCALE_PORT", 3441);
  const wanted = (process.env.SCALE_SHAPES ?? "25k,spread,dense").split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = wanted.filter((s) => s !== "25k" && !(SCALE_SHAPES as readonly string[]).includes(s));
  if (unknown.length) throw new Error(`SCALE_SHAPES: unknown shape ${unknown.join(", ")}; use 25k, spread, dense.`);
  const grown = wanted.some((shape) => shape !== "25k");
  heading(`Scale fixtures${grown ? ` (${sales.toLocaleString("en-GB")} sales per shape)` : ""}`);
  const db = await openBenchDb();
  await db.$disconnect();
  const targets: Target[] = [];
  for (const shape of wanted) {
    if (shape === "25k") targets.push({ label: "25k", shape, databaseUrl: BENCH_DATABASE_URL });
    else targets.push({ label: `${formatSize(sales)} ${shape}`, shape: shape as ScaleShape, databaseUrl: `file:${await ensureScaleDb(shape as ScaleShape, sales)}` });
  }
  const postgresUrl = process.env.SCALE_POSTGRES_URL;
  if (postgresUrl) {
    const nationalSales = readWholeSetting("SCALE_POSTGRES_SALES", 30_000_000);
    targets.push({ label: `${formatSize(nationalSales)} national (PostgreSQL)`, shape: "national", databaseUrl: await ensurePostgresShape(postgresUrl, nationalSales) });
  }
  const rounds = readWholeSetting("SCALE_ROUNDS", 3);
  heading(`Scale: ${requests} requests per call, one connection, a different query each time, ${rounds} round${rounds === 1 ? "" : "s"}`);
  // The machine's speed drifts by tens of per cent within minutes, and a p95 of 30 requests
  // is nearly their slowest: the rounds go through every target in turn, so each target meets
  // the same drift, and the table takes each figure's median of the rounds.
  const byTarget = targets.map(() => [] as Measured[]);
  for (let index = 0; index < rounds; index++) {
    for (const [i, target] of targets.entries()) byTarget[i]?.push(await measureTarget(target, requests, settle, port, { index, of: rounds }));
  }
  printTable(byTarget.map(takeMedians), sales, rounds, settle);
}

/** One target's rounds as one (combineRounds): each call's figures the median of its rounds'. */
function takeMedians(rounds: Measured[]): Measured {
  const [first] = rounds;
  if (!first) throw new Error("a target with no rounds");
  return { ...first, results: combineRounds(rounds.map((round) => round.results)) };
}

const formatSize = (sales: number) => (sales >= 1_000_000 ? `${+(sales / 1_000_000).toFixed(1)}M` : `${Math.round(sales / 1000)}k`);
