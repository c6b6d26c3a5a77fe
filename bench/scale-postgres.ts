// The national shape on PostgreSQL, only when asked (SCALE_POSTGRES_URL, an admin URL such as
// postgresql://postgres@127.0.0.1:5432/postgres; not in CI): a database of its own, migrated,
// loaded with the bundle by the product's loader, then grown in place by the same replication
// as the SQLite shapes: up to 27 geographic copies (the postcode space's limit for whole
// areas) × as many time steps as the size needs, spread over ~29 years. 30M sales ≈ the
// country's Price Paid history over its 1.7M postcodes.
import { createHash } from "node:crypto";
import pg from "pg";
import { listMigrations } from "@/lib/db/apply-migrations";
import { loadBundleInto } from "./bench-db";
import { ensureSaleSummaries } from "./ensure-sale-summaries";
import { replicate, type ScalePlan, type SqlRunner } from "./scale-build";

const MAX_GEO_COPIES = 27;
const NATIONAL_HISTORY_MONTHS = 352;
const COMPLETE = "scale fixture complete";
const BUILDER_VERSION = 1;

export function pgRunner(client: pg.Client): SqlRunner {
  return { dialect: "postgres", all: async <T>(sql: string) => (await client.query(sql)).rows as T[], run: async (sql) => void (await client.query(sql)) };
}

/** Geographic copies first (national breadth), then time steps for the history. */
export function planNational(sourceSales: number, targetSales: number): ScalePlan {
  const wanted = Math.max(1, targetSales / Math.max(1, sourceSales));
  const geoCopies = Math.min(MAX_GEO_COPIES, Math.ceil(wanted));
  const timeCopies = Math.ceil(wanted / geoCopies);
  return { shape: "spread", geoCopies, timeCopies, monthsPerStep: timeCopies > 1 ? Math.floor(NATIONAL_HISTORY_MONTHS / (timeCopies - 1)) : 0 };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The national shape's database URL, built first when missing (a database per size and migration set). */
export async function ensurePostgresShape(adminUrl: string, targetSales: number): Promise<string> {
  const key = createHash("sha256")
    .update(JSON.stringify([BUILDER_VERSION, listMigrations("postgres").map((m) => m.name)]))
    .digest("hex")
    .slice(0, 10);
  const name = `pas_scale_${targetSales}_${key}`;
  const url = withDatabase(adminUrl, name);
  const complete = await withClient(adminUrl, async (admin) => {
    const { rows } = await admin.query(`SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`, [name]);
    if (rows[0]?.note === COMPLETE) return true;
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    return false;
  });
  if (complete) {
    console.log(`national (PostgreSQL): cached ${name}`);
    await ensureSaleSummaries(url, "national (PostgreSQL)", false);
    return url;
  }
  const started = performance.now();
  await loadBundleInto(url);
  const loaded = performance.now();
  const { summary, plan } = await withClient(url, async (client) => {
    const [row] = (await client.query(`SELECT COUNT(*) AS n FROM "Sale"`)).rows as { n: string }[];
    const plan = planNational(Number(row?.n ?? 0), targetSales);
    const summary = await replicate(pgRunner(client), plan);
    // As autovacuum would soon after a bulk load (PostgreSQL 13+ vacuums tables that were
    // only inserted into): statistics, and the visibility map, without which an index-only
    // scan still reads every row's page.
    await client.query("VACUUM (ANALYZE)");
    return { summary, plan };
  });
  await ensureSaleSummaries(url, "national (PostgreSQL)", true);
  await withClient(url, (client) => client.query(`COMMENT ON DATABASE "${name}" IS '${COMPLETE}'`));
  const n = (value: number) => value.toLocaleString("en-GB");
  console.log(
    `national (PostgreSQL): built ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s (bundle load ${((loaded - started) / 1000).toFixed(0)} s): ` +
      `${n(summary.sales)} sales, ${n(summary.postcodes)} postcodes, ${n(summary.addresses)} addresses (${plan.geoCopies} geographic × ${plan.timeCopies} time copies, ${plan.monthsPerStep} months apart)`,
  );
  return url;
}
