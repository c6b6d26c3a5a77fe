import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlMonthOf } from "@/lib/db/sql-month";
import { Prisma } from "@/lib/generated/sqlite/client";
import { computeGrowth, findPriceWindows } from "./compute-price-change";
import type { TrendPoint } from "./schemas";
import { queryRows } from "@/lib/db/query-rows";

export type SaleStats = {
  count: number;
  first: Date | null;
  latest: Date | null;
  /** Average price over the 12 months to the latest sale, whole pounds. */
  average: number | null;
  growth12Months: number | null;
};

/** An area's sale figures: the stats and trend of the sales counted, and how many others it holds. */
export type AreaSaleFigures = { stats: SaleStats; trend: TrendPoint[]; otherCount: number };

const noStats: SaleStats = { count: 0, first: null, latest: null, average: null, growth12Months: null };
const TRUE = Prisma.sql`1 = 1`;

export type Sums = { count: number; total: number };
const addTo = (sums: Sums, count: number, total: number) => {
  sums.count += count;
  sums.total += total;
};
const mean = (sums: Sums) => (sums.count ? sums.total / sums.count : null);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
export const startOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

/**
 * Every figure of an area's sales from one pass over the Sale index (postcode, date,
 * propertyType, category, price), read from the index alone (docs/decisions/111): the
 * sales grouped by calendar month and by whether `counted` selects them, with each
 * group's count, sum of prices and first and last dates. The count, date range and
 * left-out count are sums of those groups, and so is the monthly trend. The 12-month
 * windows end a year (and two) before the latest sale, mid-month: the two months they cut
 * are read again, a date range of at most a month in each postcode, to split them. The
 * averages are sums over counts of whole pounds, as AVG was.
 */
export async function getAreaSaleFigures(db: Db, where: Prisma.Sql, counted: Prisma.Sql = TRUE): Promise<AreaSaleFigures> {
  // Grouped by the month's start and named once per group: PostgreSQL's to_char on every
  // row cost a quarter of the pass.
  const monthStart = providerOfDb(db) === "postgres" ? Prisma.sql`date_trunc('month', "date")` : Prisma.sql`substr("date", 1, 7)`;
  const groups = await queryRows<{ month: unknown; counted: unknown; count: unknown; total: unknown; first: unknown; latest: unknown }[]>(db, Prisma.sql`
    SELECT ${sqlMonthOf(db, monthStart)} AS "month", CASE WHEN ${counted} THEN 1 ELSE 0 END AS "counted", COUNT(*) AS "count", SUM("price") AS "total", MIN("date") AS "first", MAX("date") AS "latest"
    FROM "Sale" WHERE ${where}
    GROUP BY ${monthStart}, 2`);
  const months = new Map<string, Sums>();
  const all: Sums = { count: 0, total: 0 };
  let otherCount = 0;
  let first: Date | null = null;
  let latest: Date | null = null;
  for (const group of groups) {
    const count = readCount(group.count);
    if (readCount(group.counted) !== 1) {
      otherCount += count;
      continue;
    }
    const total = readNumber(group.total) ?? 0;
    addTo(all, count, total);
    const key = readText(group.month) ?? "";
    months.set(key, { count, total });
    const [from, to] = [readDate(group.first), readDate(group.latest)];
    if (from && (!first || from < first)) first = from;
    if (to && (!latest || to > latest)) latest = to;
  }
  if (!latest) return { stats: noStats, trend: [], otherCount };
  const { yearAgo, twoYearsAgo } = findPriceWindows(latest);
  // The sales of the two cut months up to the cut: the year before's share of each.
  const upTo = (cut: Date) => Prisma.sql`SELECT COUNT(*) AS "count", SUM("price") AS "total" FROM "Sale" WHERE ${where} AND ${counted} AND "date" >= ${startOfMonth(cut)} AND "date" <= ${cut}`;
  const cuts = await queryRows<{ cut: unknown; count: unknown; total: unknown }[]>(db, Prisma.sql`
    SELECT 1 AS "cut", "c1".* FROM (${upTo(yearAgo)}) AS "c1" UNION ALL SELECT 2 AS "cut", "c2".* FROM (${upTo(twoYearsAgo)}) AS "c2"`);
  const cutSums = (which: number): Sums => {
    const row = cuts.find((c) => readCount(c.cut) === which);
    return { count: readCount(row?.count), total: readNumber(row?.total) ?? 0 };
  };
  return combineSaleSums({ all, first, latest, months, otherCount, yearCut: cutSums(1), twoYearCut: cutSums(2) });
}

/** An area's sales summed: the counted ones in all, by calendar month, and up to each cut. */
export type SaleSums = {
  all: Sums;
  first: Date | null;
  latest: Date | null;
  /** "YYYY-MM" → the counted sales of that month; months before the two-year window may be left out. */
  months: ReadonlyMap<string, Sums>;
  otherCount: number;
  /** The counted sales from the first of the month of a year (and two years) before the latest sale up to that instant. */
  yearCut: Sums;
  twoYearCut: Sums;
};

/** The figures from an area's sums (read from the Sale index, or from SaleSummary: docs/decisions/116). */
export function combineSaleSums(sums: SaleSums): AreaSaleFigures {
  const { all, first, latest, months, otherCount, yearCut, twoYearCut } = sums;
  if (!latest) return { stats: noStats, trend: [], otherCount };
  const { yearAgo, twoYearsAgo, trendFrom } = findPriceWindows(latest);
  const [yearMonth, twoYearMonth, firstTrendMonth] = [monthOf(yearAgo), monthOf(twoYearsAgo), monthOf(trendFrom)];
  const recent: Sums = { count: 0, total: 0 };
  const previous: Sums = { count: 0, total: 0 };
  for (const [key, sums] of months) {
    if (key > yearMonth) addTo(recent, sums.count, sums.total);
    else if (key > twoYearMonth && key < yearMonth) addTo(previous, sums.count, sums.total);
  }
  // Within the cut months: up to a year ago is the year before; after it, the latest year.
  const yearMonthSums = months.get(yearMonth) ?? { count: 0, total: 0 };
  const twoYearMonthSums = months.get(twoYearMonth) ?? { count: 0, total: 0 };
  addTo(recent, yearMonthSums.count - yearCut.count, yearMonthSums.total - yearCut.total);
  addTo(previous, yearCut.count, yearCut.total);
  addTo(previous, twoYearMonthSums.count - twoYearCut.count, twoYearMonthSums.total - twoYearCut.total);
  const average = mean(recent);
  const trend = [...months]
    .filter(([key]) => key >= firstTrendMonth)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, sums]) => ({ month: key, average: Math.round(sums.total / sums.count), count: sums.count }));
  return {
    stats: {
      count: all.count,
      first,
      latest,
      average: average === null ? null : Math.round(average),
      growth12Months: computeGrowth({ average, previousAverage: mean(previous), previousCount: previous.count }),
    },
    trend,
    otherCount,
  };
}

/**
 * Count, date range, average price and its 12-month change of the sales matching `where`
 * (a condition on "Sale"), worked out by the database: an area can hold hundreds of
 * thousands of sales.
 */
export async function getSaleStats(db: Db, where: Prisma.Sql): Promise<SaleStats> {
  return (await getAreaSaleFigures(db, where)).stats;
}

/** Source and period of the latest sale matching `where`. */
export async function getNewestSaleSource(db: Db, where: Prisma.Sql): Promise<{ source: string | null; period: string | null }> {
  const [newest] = await queryRows<{ source: unknown; period: unknown }[]>(db,
    Prisma.sql`SELECT "source", "period" FROM "Sale" WHERE ${where} ORDER BY "date" DESC, "transactionId" LIMIT 1`,
  );
  return { source: readText(newest?.source), period: readText(newest?.period) };
}

/**
 * getNewestSaleSource when the latest date of the sales matching `where` is known (the
 * figures' `latest`): the newest is among that instant's sales, read through the
 * (postcode, date) index, rather than every match sorted by date.
 */
export async function getNewestSaleSourceAt(db: Db, where: Prisma.Sql, latest: Date | null): Promise<{ source: string | null; period: string | null }> {
  return latest ? getNewestSaleSource(db, Prisma.sql`${where} AND "Sale"."date" = ${latest}`) : { source: null, period: null };
}
