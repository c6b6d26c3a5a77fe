// npm run import -- <dataset> <file> [--period YYYY-MM] [--batch-size N] [--no-progress]
// Imports one open-data file (plain or .gz) into DATABASE_URL and prints a summary.
import { parseArgs } from "node:util";
import { applyMigrations } from "@/lib/db/apply-migrations";
import { getDb } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { formatSummary } from "@/lib/import/format-summary";
import { DATASET_NAMES, isDatasetName } from "@/lib/import/import-file";
import { importAndLink } from "@/lib/import/import-and-link";
import { importPortfolio } from "@/lib/import/import-portfolio";

// npm run import -- portfolio <client> <file>: a client's portfolio CSV (lib/import/import-portfolio.ts).
async function importPortfolioFile([slug, file]: string[]): Promise<number> {
  if (!slug || !file) {
    console.error("usage: npm run import -- portfolio <client-slug> <file.csv>");
    return 2;
  }
  await applyMigrations(getEnv().DATABASE_URL);
  const summary = await importPortfolio(getDb(), slug, file);
  console.log(`${summary.client} (${summary.created ? "created" : "existing"}): ${Object.entries(summary.loaded).map(([kind, n]) => `${n} ${kind}`).join(", ")} loaded, ${summary.rejected.length} rows rejected`);
  for (const row of summary.rejected.slice(0, 50)) console.log(`  line ${row.line}: ${row.reason}`);
  await getDb().$disconnect();
  return 0;
}

const USAGE = `usage: npm run import -- <dataset> <file> [--period YYYY-MM] [--batch-size N] [--no-progress]
datasets: ${DATASET_NAMES.join(", ")}`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      period: { type: "string" },
      "batch-size": { type: "string" },
      "no-progress": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [dataset, file] = positionals;
  if (values.help || !dataset || !file) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (dataset === "portfolio") return importPortfolioFile(positionals.slice(1));
  if (!isDatasetName(dataset)) {
    console.error(`unknown dataset "${dataset}"\n${USAGE}`);
    return 2;
  }
  const batchSize = values["batch-size"] === undefined ? undefined : Number(values["batch-size"]);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1)) {
    console.error("--batch-size must be a positive whole number");
    return 2;
  }
  await applyMigrations(getEnv().DATABASE_URL);
  const db = getDb();
  try {
    const result = await importAndLink(db, dataset, file, {
      period: values.period,
      batchSize,
      progress: values["no-progress"] ? false : undefined,
    });
    console.log(formatSummary(result.summary));
    if (result.saleLinks) console.log(`UPRN links: ${result.saleLinks.linked} sales linked by address matching, ${result.saleLinks.unmatched} left unlinked (not HIGH confidence)`);
    if (result.titleLinks) console.log(`UPRN links: ${result.titleLinks.linked} titles linked by address matching, ${result.titleLinks.unmatched} left unlinked (not HIGH confidence)`);
    if (result.streets !== undefined) console.log(`Street index: ${result.streets} street names rebuilt for the address matcher`);
    if (result.summaries) {
      const { rows, seconds, markets } = result.summaries;
      console.log(`Sale summaries: ${rows} rows in ${seconds.toFixed(1)} s; market indexes of ${markets.outcodes} outward codes in ${markets.seconds.toFixed(1)} s`);
    }
    return 0;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`import failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
