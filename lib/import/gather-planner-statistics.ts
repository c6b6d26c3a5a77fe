import { providerOfDb } from "@/lib/db/client";
import type { Db } from "./types";

/**
 * PostgreSQL plans by the statistics ANALYZE gathers, and answers from an index alone only
 * for pages its visibility map marks all-visible, which only VACUUM sets. Autovacuum does
 * both some while after a bulk load: until then a freshly loaded table is planned blind (a
 * valuation's comparables read took 200-300 ms on 1,000 sales, 10 ms once analysed), and
 * every "index-only" read of it also reads each row's table page (a 5-mile search on 2M
 * sales: 0.5-2 s, against 0.1-0.25 s once vacuumed). So a load that wrote rows ends with
 * VACUUM (ANALYZE) of the schema's tables: the first load reads each table once (work
 * autovacuum would do anyway), later loads only the pages they changed, and ANALYZE samples.
 * It cannot run in a transaction: it is its own statement. SQLite's planner works from the
 * indexes alone here, and has no visibility map: nothing to do.
 */
export async function gatherPlannerStatistics(db: Db, which: { only?: readonly string[]; except?: readonly string[]; analysed?: readonly string[] } = {}): Promise<void> {
  if (providerOfDb(db) !== "postgres") return;
  // `only` and `except` split the tables between calls made at different moments (an import
  // gathers the summaries' once they are rebuilt, decision 121); the schema's list decides.
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(`SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = current_schema() ORDER BY 1`);
  const tables = rows.map((row) => row.name).filter((name) => (!which.only || which.only.includes(name)) && !which.except?.includes(name));
  // Tables `analysed` since they were last written (the summaries' rebuild analyses what it
  // fills) are only vacuumed: sampling them again found the same statistics (decision 149).
  const quoted = (names: readonly string[]) => names.map((name) => `"${name.replace(/"/g, '""')}"`).join(", ");
  const stale = tables.filter((name) => !which.analysed?.includes(name));
  const fresh = tables.filter((name) => which.analysed?.includes(name));
  if (stale.length) await db.$executeRawUnsafe(`VACUUM (ANALYZE) ${quoted(stale)}`);
  if (fresh.length) await db.$executeRawUnsafe(`VACUUM ${quoted(fresh)}`);
}
