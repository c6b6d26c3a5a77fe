// npm run data:load [-- --force]: migrates DATABASE_URL, then loads the bundled open data
// (data/open) and generates the demo layers. Files already loaded are skipped.
import { parseArgs } from "node:util";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { createDb } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { loadBundledData } from "@/lib/import/load-bundled-data";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });
  const url = getEnv().DATABASE_URL;
  const ran = await applyMigrations(url);
  if (ran.length) console.log(`  applied ${ran.length} migration(s)`);
  const db = createDb(url);
  try {
    await loadBundledData(db, { databaseUrl: url, force: values.force });
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`data:load failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
