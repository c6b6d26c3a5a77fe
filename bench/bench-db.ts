// The benchmark database: the bundled data loaded once into data/bench/app.db.
import { mkdirSync } from "node:fs";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { createDb, type Db } from "@/lib/db/client";
import { loadBundledData } from "@/lib/import/load-bundled-data";

export const BENCH_DATABASE_URL = "file:./data/bench/app.db";

export async function openBenchDb(): Promise<Db> {
  mkdirSync("data/bench", { recursive: true });
  await applyMigrations(BENCH_DATABASE_URL);
  const db = createDb(BENCH_DATABASE_URL);
  await loadBundledData(db, { databaseUrl: BENCH_DATABASE_URL, log: () => undefined, progress: false });
  return db;
}

export function heading(title: string) {
  console.log(`\n## ${title}`);
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
