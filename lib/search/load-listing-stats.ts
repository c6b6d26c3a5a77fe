import type { Db } from "@/lib/db";
import { readCount, readNumber, readText } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";

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
};

const empty: ListingStats = { count: 0, averagePrice: null, withDays: 0, averageDays: null, demo: false, source: null, period: null };
const rounded = (value: number | null) => (value === null ? null : Math.round(value));

/** Counts and averages of the listings matching `where` (a condition on "Listing"), by status, from the database. */
export async function loadListingStats(db: Db, where: Prisma.Sql): Promise<Record<ListingStatus, ListingStats>> {
  const rows = await db.$queryRaw<{ status: unknown; count: unknown; averagePrice: unknown; withDays: unknown; averageDays: unknown; demo: unknown }[]>(Prisma.sql`
    SELECT "status", COUNT(*) AS "count", AVG("price") AS "averagePrice", COUNT("daysOnMarket") AS "withDays", AVG("daysOnMarket") AS "averageDays",
           MAX(CASE WHEN "source" = 'demo' THEN 1 ELSE 0 END) AS "demo"
    FROM "Listing" WHERE ${where} GROUP BY "status"`);
  const stats: Record<ListingStatus, ListingStats> = { for_sale: empty, to_let: empty };
  await Promise.all(
    rows.map(async (row) => {
      const status = readText(row.status);
      if (status !== "for_sale" && status !== "to_let") return;
      const [newest] = await db.$queryRaw<{ source: unknown; period: unknown }[]>(
        Prisma.sql`SELECT "source", "period" FROM "Listing" WHERE ${where} AND "status" = ${status} ORDER BY "listingDate" DESC, "id" LIMIT 1`,
      );
      stats[status] = {
        count: readCount(row.count),
        averagePrice: rounded(readNumber(row.averagePrice)),
        withDays: readCount(row.withDays),
        averageDays: rounded(readNumber(row.averageDays)),
        demo: readCount(row.demo) > 0,
        source: readText(newest?.source),
        period: readText(newest?.period),
      };
    }),
  );
  return stats;
}
