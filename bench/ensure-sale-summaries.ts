// The sale summaries the search reads (docs/decisions/116), built into a scale shape as an
// import builds them, on SQLite or PostgreSQL.
import { createDb } from "@/lib/db/client";
import { COUNTED_DATASETS } from "@/lib/data-version/count-datasets";
import { readDataVersion, recordDataChange } from "@/lib/data-version/record-data-change";
import { gatherPlannerStatistics } from "@/lib/import/gather-planner-statistics";
import { readCurrentSummaryBuild, rebuildSaleSummaries, REBUILT_TABLES, SUMMARY_TABLES } from "@/lib/import/rebuild-sale-summaries";

/**
 * Builds them into a new shape (`always`: whatever the bundle's copy held, the replication
 * wrote the sales after it), and into a cached one made before they existed or whose
 * summaries do not hold its sales (the shape's sales are unchanged, so it is not rebuilt).
 */
export async function ensureSaleSummaries(databaseUrl: string, label: string, always: boolean): Promise<void> {
  const db = createDb(databaseUrl);
  try {
    // The replication clears the data version and kept counts (they were the bundle's): they
    // are recorded as an import records them, before the summaries, which are stamped with
    // them. Summaries built with none are never read (the search falls back to the sales).
    if ((await readDataVersion(db)) === null) await recordDataChange(db, COUNTED_DATASETS);
    if (!always && (await readCurrentSummaryBuild(db))) {
      const [row] = await db.$queryRawUnsafe<{ summed: unknown; sales: unknown }[]>(
        `SELECT (SELECT COALESCE(SUM("count"), 0) FROM "SaleSummary" WHERE "grain" = 'all' AND "unit" IN (SELECT "postcode" FROM "Postcode")) AS "summed",
                (SELECT COUNT(*) FROM "Sale" WHERE "postcode" IN (SELECT "postcode" FROM "Postcode")) AS "sales"`,
      );
      if (Number(row?.summed) === Number(row?.sales)) return;
    }
    const built = await rebuildSaleSummaries(db);
    // As an import ends on PostgreSQL (import-and-link): vacuumed, so that their index-only
    // reads (a circle's edge) need not visit the table for each row's visibility.
    await gatherPlannerStatistics(db, { only: SUMMARY_TABLES, analysed: REBUILT_TABLES });
    console.log(
      `${label}: sale summaries built in ${built.seconds.toFixed(1)} s (${built.rows.toLocaleString("en-GB")} rows, ${built.sectors.toLocaleString("en-GB")} sectors); ` +
        `market indexes of ${built.markets.outcodes.toLocaleString("en-GB")} outward codes in ${built.markets.seconds.toFixed(1)} s`,
    );
  } finally {
    await db.$disconnect();
  }
}
