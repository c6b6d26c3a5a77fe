import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readDate, readJsonList, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlJsonArrayAgg } from "@/lib/db/sql-json-list";
import { Prisma } from "@/lib/generated/sqlite/client";
import { queryRows } from "@/lib/db/query-rows";

export type ListingStatus = "for_sale" | "to_let";

export type ListingStats = {
  count: number;
  /** Average asking price (for sale) or monthly rent (to let), whole pounds. */
  averagePrice: number | null;
  /** Listings with a days-on-market figure, and their average. */
  withDays: number;
  averageDays: number | null;
  demo: boolean;
  /** Source and period of the newest listing. */
  source: string | null;
  period: string | null;
  /** When the newest listing was listed, to tell which status holds the newest of all. */
  newestDate: Date | null;
};

const empty: ListingStats = { count: 0, averagePrice: null, withDays: 0, averageDays: null, demo: false, source: null, period: null, newestDate: null };
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

/** Counts and averages of the listings matching `where` (a condition on "Listing"), by status, from the database. */
export async function getListingStats(db: Db, where: Prisma.Sql): Promise<Record<ListingStatus, ListingStats>> {
  return (await getListingStatsAndIds(db, where, null)).stats;
}

/**
 * The same figures, and the ids of the listings they count when there are at most `maxIds`
 * of each status (null when there are more, or when none are asked for): a search then reads
 * its page's listings by key instead of selecting the area's postcodes again
 * (docs/decisions/119).
 */
export async function getListingStatsAndIds(db: Db, where: Prisma.Sql, maxIds: number | null): Promise<{ stats: Record<ListingStatus, ListingStats>; ids: string[] | null }> {
  // The first maxIds of each status, newest first; the list is whole when the count is no more.
  const ids = maxIds === null ? Prisma.empty : Prisma.sql`, ${sqlJsonArrayAgg(db, Prisma.raw(`"id"`))} FILTER (WHERE "newest" <= ${maxIds}) AS "ids"`;
  // One pass: each row is numbered within its status, newest first, so the aggregate can
  // also name the source and period of the newest listing (the row numbered 1).
  const rows = await queryRows<{ status: unknown; count: unknown; averagePrice: unknown; withDays: unknown; averageDays: unknown; demo: unknown; source: unknown; period: unknown; newestDate: unknown; ids?: unknown }[]>(db, Prisma.sql`
    SELECT "status", COUNT(*) AS "count", AVG("price") AS "averagePrice", COUNT("daysOnMarket") AS "withDays", AVG("daysOnMarket") AS "averageDays",
           MAX(CASE WHEN "source" = 'demo' THEN 1 ELSE 0 END) AS "demo",
           MAX(CASE WHEN "newest" = 1 THEN "source" END) AS "source", MAX(CASE WHEN "newest" = 1 THEN "period" END) AS "period",
           MAX("listingDate") AS "newestDate"${ids}
    FROM (
      SELECT "id", "status", "price", "daysOnMarket", "source", "period", "listingDate",
             ROW_NUMBER() OVER (PARTITION BY "status" ORDER BY "listingDate" DESC, "id") AS "newest"
      FROM "Listing" WHERE ${where}
    ) AS "numbered"
    GROUP BY "status"`);
  const stats: Record<ListingStatus, ListingStats> = { for_sale: empty, to_let: empty };
  let listed: string[] | null = maxIds === null ? null : [];
  for (const row of rows) {
    const count = readCount(row.count);
    if (listed && count <= (maxIds ?? 0)) listed.push(...readJsonList(row.ids).filter((id): id is string => typeof id === "string"));
    else listed = null;
    const status = readText(row.status);
    if (status !== "for_sale" && status !== "to_let") continue;
    stats[status] = {
      count,
      averagePrice: rounded(readNumber(row.averagePrice)),
      withDays: readCount(row.withDays),
      averageDays: rounded(readNumber(row.averageDays)),
      demo: readCount(row.demo) > 0,
      source: readText(row.source),
      period: readText(row.period),
      newestDate: readDate(row.newestDate),
    };
  }
  return { stats, ids: listed };
}
