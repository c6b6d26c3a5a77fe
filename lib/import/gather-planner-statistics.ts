import { providerOfDb } from "@/lib/db/client";
import type { Db } from "./types";

/**
 * PostgreSQL plans by the statistics ANALYZE gathers, and autovacuum gathers them only some
 * while after a bulk load: until then a freshly loaded table is planned blind (a valuation's
 * comparables read took 200-300 ms on 1,000 sales, 10 ms once analysed). So a load that
 * wrote rows ends by gathering them for every table (a sample of each, seconds at national
 * size). SQLite's planner works from the indexes alone here: nothing to do.
 */
export async function gatherPlannerStatistics(db: Db): Promise<void> {
  if (providerOfDb(db) === "postgres") await db.$executeRawUnsafe("ANALYZE");
}
