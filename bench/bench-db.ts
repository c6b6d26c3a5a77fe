// The benchmark database: the bundled data loaded once into data/bench/app.db.
import { mkdirSync } from "node:fs";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { createDb, type Db } from "@/lib/db/client";
import { loadBundledData } from "@/lib/import/load-bundled-data";

export const BENCH_DATABASE_URL = "file:./data/bench/app.db";

export async function openBenchDb(): Promise<Db> {
  mkdirSync("data/bench", { recursive: true });
  return openLoadedDb(BENCH_DATABASE_URL);
}

/** A client on `url` after migrating it and loading the bundle into it (once: the loader skips what it has). */
export async function openLoadedDb(url: string): Promise<Db> {
  await applyMigrations(url);
  const db = createDb(url);
  await loadBundledData(db, { databaseUrl: url, log: () => undefined, progress: false });
  return db;
}

/** Migrates `url` and loads the bundle into it, then lets the client go. */
export async function loadBundleInto(url: string): Promise<void> {
  await (await openLoadedDb(url)).$disconnect();
}

/** A whole-number setting from the environment (at least `least`), or its default. */
export function readWholeSetting(name: string, fallback: number, least = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} must be a whole number of at least ${least}, not "${process.env[name]}".`);
  return value;
}

export function heading(title: string) {
  console.log(`\n## ${title}`);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
