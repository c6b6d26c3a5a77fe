import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlMonthOf } from "@/lib/db/sql-month";
import { Prisma } from "@/lib/generated/sqlite/client";
import { computeGrowth, findPriceWindows } from "./compute-price-change";
import type { TrendPoint } from "./schemas";

export type SaleStats = {
  count: number;
  first: Date | null;
  latest: Date | null;
  /** Average price over the 12 months to the latest sale, whole pounds. */
  average: number | null;
  growth12Months: number | null;
};

/**
 * Count, date range, average price and its 12-month change of the sales matching `where`
 * (a condition on "Sale"), worked out by the database: an area can hold hundreds of
 * thousands of sales.
 */
export async function getSaleStats(db: Db, where: Prisma.Sql): Promise<SaleStats> {
  const [range] = await db.$queryRaw<{ count: unknown; first: unknown; latest: unknown }[]>(
    Prisma.sql`SELECT COUNT(*) AS "count", MIN("date") AS "first", MAX("date") AS "latest" FROM "Sale" WHERE ${where}`,
  );
  const latest = readDate(range?.latest);
  if (!range || !latest) return { count: 0, first: null, latest: null, average: null, growth12Months: null };
  const { yearAgo, twoYearsAgo } = findPriceWindows(latest);
  const [windows] = await db.$queryRaw<{ average: unknown; previousAverage: unknown; previousCount: unknown }[]>(Prisma.sql`
    SELECT AVG(CASE WHEN "date" > ${yearAgo} THEN "price" END) AS "average",
           AVG(CASE WHEN "date" <= ${yearAgo} THEN "price" END) AS "previousAverage",
           COUNT(CASE WHEN "date" <= ${yearAgo} THEN 1 END) AS "previousCount"
    FROM "Sale" WHERE ${where} AND "date" > ${twoYearsAgo}`);
  const average = readNumber(windows?.average);
  return {
    count: readCount(range.count),
    first: readDate(range.first),
    latest,
    average: average === null ? null : Math.round(average),
    growth12Months: computeGrowth({ average, previousAverage: readNumber(windows?.previousAverage), previousCount: readCount(windows?.previousCount) }),
  };
}

/** How many sales match `where`. */
export async function countSales(db: Db, where: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ count: unknown }[]>(Prisma.sql`SELECT COUNT(*) AS "count" FROM "Sale" WHERE ${where}`);
  return readCount(row?.count);
}

/** Source and period of the latest sale matching `where`. */
export async function getNewestSaleSource(db: Db, where: Prisma.Sql): Promise<{ source: string | null; period: string | null }> {
  const [newest] = await db.$queryRaw<{ source: unknown; period: unknown }[]>(
    Prisma.sql`SELECT "source", "period" FROM "Sale" WHERE ${where} ORDER BY "date" DESC, "transactionId" LIMIT 1`,
  );
  return { source: readText(newest?.source), period: readText(newest?.period) };
}

/** Monthly average sale price for the 12 calendar months up to the latest sale (months without sales are left out). */
export async function getPriceTrend(db: Db, where: Prisma.Sql, latest: Date | null): Promise<TrendPoint[]> {
  if (!latest) return [];
  const month = sqlMonthOf(db, Prisma.raw('"date"'));
  const rows = await db.$queryRaw<{ month: unknown; average: unknown; count: unknown }[]>(Prisma.sql`
    SELECT ${month} AS "month", AVG("price") AS "average", COUNT(*) AS "count"
    FROM "Sale" WHERE ${where} AND "date" >= ${findPriceWindows(latest).trendFrom}
    GROUP BY ${month} ORDER BY ${month}`);
  return rows.map((row) => ({ month: readText(row.month) ?? "", average: Math.round(readNumber(row.average) ?? 0), count: readCount(row.count) }));
}
