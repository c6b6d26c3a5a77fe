import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCount } from "@/lib/db/read-raw-values";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { importAndLink, listTablesWritten } from "./import-and-link";
import { DATASET_NAMES, type DatasetName } from "./import-file";
import { SUMMARY_TABLES } from "./rebuild-sale-summaries";

// An import gathers the planner's statistics only of the tables listTablesWritten names
// (decision 122): a table it writes but does not name would be planned from stale statistics
// on PostgreSQL. So every dataset's import of a sample, the links and rebuilds after it
// included, must change the row count of no other table.
const fixture = (name: string) => path.join("tests/fixtures/import", name);
// In an order that gives each import something to link: postcodes and addresses first.
const SAMPLES: [DatasetName, string][] = [
  ["postcodes", fixture("codepoint-open-sample.csv")],
  ["uprn", fixture("os-open-uprn-sample.csv")],
  ["ppd", fixture("ppd-bulk.csv")],
  ["crime", fixture("police-uk-street-sample.csv")],
  ["conservation-areas", fixture("conservation-areas-sample.geojson")],
  ["aonb", fixture("conservation-areas-sample.geojson")],
  ["listed-buildings", fixture("listed-buildings-sample.geojson")],
  ["epc", fixture("epc-certificates.csv")],
  ["non-domestic-epc", fixture("non-domestic-epc-certificates.csv")],
  ["ccod", fixture("ccod-full-sample.csv")],
  ["ocod", fixture("ocod-full-sample.csv")],
  ["heights", fixture("building-heights-latlong.csv")],
  ["rebuild-rates", "data/open/rebuild/indicative-rebuild-rates-2025.csv"],
];

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});

afterAll(async () => {
  await t.cleanup();
});

async function countRows({ db, provider }: TestDb): Promise<Map<string, number>> {
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    provider === "postgres"
      ? `SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = current_schema()`
      : `SELECT "name" FROM "sqlite_master" WHERE "type" = 'table' AND "name" NOT LIKE 'sqlite_%'`,
  );
  const counts = new Map<string, number>();
  for (const { name } of tables) {
    const [row] = await db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS "n" FROM "${name}"`);
    counts.set(name, readCount(row?.n));
  }
  return counts;
}

describe("listTablesWritten", () => {
  it("has a sample for every dataset", () => {
    expect(SAMPLES.map(([dataset]) => dataset).sort()).toEqual([...DATASET_NAMES].sort());
  });

  it("names every table whose rows an import of each dataset changes", async () => {
    const unnamed: Record<string, string[]> = {};
    let before = await countRows(t);
    for (const [dataset, file] of SAMPLES) {
      const result = await importAndLink(t.db, dataset, file, { progress: false });
      expect(result.summary.inserted, dataset).toBeGreaterThan(0);
      const after = await countRows(t);
      const named = new Set<string>([...listTablesWritten(dataset), ...SUMMARY_TABLES]);
      const changed = [...after].filter(([table, count]) => (before.get(table) ?? 0) !== count).map(([table]) => table);
      const missing = changed.filter((table) => !named.has(table));
      if (missing.length) unnamed[dataset] = missing;
      before = after;
    }
    expect(unnamed).toEqual({});
  });
});
