import "server-only";
import type { Db } from "@/lib/db/client";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlMonthOf } from "@/lib/db/sql-month";
import { Prisma } from "@/lib/generated/sqlite/client";
import { notFound } from "@/lib/errors/app-error";
import { getQuerySector, parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { sqlInScope } from "@/lib/postcode/postcode-scope.server";
import { describeDateRange } from "@/lib/property/describe-period";
import { isResidentialPpdType } from "@/lib/property/ppd-types";
import { sqlResidentialSale } from "@/lib/property/sql-residential-sale.server";
import { toMonthlySeries, toTrendsByType, type MonthAggregate } from "./compute-trends";
import { AREA_MESSAGE, type TrendsQuery } from "./schemas";
import { queryRows } from "@/lib/db/query-rows";


const column = (name: string) => Prisma.raw(`"Sale"."${name}"`);

function areaFilter(area: string): { where: Prisma.Sql; label: string } {
  if (!area) return { where: Prisma.sql`1 = 1`, label: "All areas" };
  const parsed = parsePostcodeQuery(area);
  if (parsed?.kind === "outcode") return { where: Prisma.sql`${column("outcode")} = ${parsed.value}`, label: parsed.value };
  const sector = parsed && getQuerySector(parsed);
  if (sector) {
    return { where: sqlInScope(column("postcode"), { kind: "sector", value: sector }), label: sector };
  }
  if (!/^[A-Za-z][A-Za-z .'-]+$/.test(area)) throw notFound(AREA_MESSAGE);
  // Price Paid spells towns and districts in capitals.
  const name = area.toUpperCase();
  return { where: Prisma.sql`(${column("town")} = ${name} OR ${column("district")} = ${name})`, label: area };
}

/**
 * Average, median and number of sales by month (and by type too when `byType`), worked out
 * by the database: a year of national Price Paid is about a million rows. The median is the
 * middle row (or the mean of the middle two) of each group ranked by price, which both
 * SQLite and PostgreSQL can do with window functions.
 */
async function loadMonthAggregates(db: Db, where: Prisma.Sql, byType: boolean): Promise<MonthAggregate[]> {
  const month = sqlMonthOf(db, column("date"));
  const group = byType ? Prisma.sql`${month}, ${column("propertyType")}` : month;
  const rows = await queryRows<{ month: unknown; propertyType?: unknown; average: unknown; median: unknown; volume: unknown }[]>(db, Prisma.sql`
    SELECT "month", ${byType ? Prisma.sql`"propertyType",` : Prisma.empty}
           AVG("price") AS "average",
           AVG(CASE WHEN "position" IN (("size" + 1) / 2, ("size" + 2) / 2) THEN "price" END) AS "median",
           COUNT(*) AS "volume"
    FROM (
      SELECT ${month} AS "month", ${byType ? Prisma.sql`${column("propertyType")} AS "propertyType",` : Prisma.empty} ${column("price")} AS "price",
             ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY ${column("price")}) AS "position",
             COUNT(*) OVER (PARTITION BY ${group}) AS "size"
      FROM "Sale" WHERE ${where}
    ) AS "ranked"
    GROUP BY "month"${byType ? Prisma.sql`, "propertyType"` : Prisma.empty}
    ORDER BY "month"`);
  return rows.map((row) => ({
    month: readText(row.month) ?? "",
    ...(byType ? { propertyType: readText(row.propertyType) ?? "" } : {}),
    average: readNumber(row.average) ?? 0,
    median: readNumber(row.median) ?? 0,
    volume: readCount(row.volume),
  }));
}

/**
 * "All types" is all residential types: homes sold at standard prices (the rule every price
 * figure shares), so that one commercial sale cannot lift a month's average far above its
 * median. A home type keeps the same rule; "O" (Other) is asked for by name, so it is shown
 * as it is.
 */
function filterByType(areaWhere: Prisma.Sql, propertyType: TrendsQuery["propertyType"]): Prisma.Sql {
  if (propertyType === "all") return Prisma.sql`${areaWhere} AND ${sqlResidentialSale()}`;
  const ofType = Prisma.sql`${areaWhere} AND ${column("propertyType")} = ${propertyType}`;
  return isResidentialPpdType(propertyType) ? Prisma.sql`${ofType} AND ${sqlResidentialSale()}` : ofType;
}

/** Which sales the figures cover, said on screen beside them. */
function describeBasis(propertyType: TrendsQuery["propertyType"]): string {
  if (propertyType === "O") return "Price Paid type Other: commercial premises, land and other non-residential sales.";
  const homes = propertyType === "all" ? "All residential types (detached, semi-detached, terraced, flats)" : "Homes of this type";
  return `${homes} sold at standard prices (Price Paid category A); commercial and land sales (type Other) and additional price paid sales (category B) are left out.`;
}

// A year of an area's sales ranked by the database per request: the answer is kept until
// the data's version moves (docs/decisions/112); an area with no sales (404) is not kept.
const trendsCache = createDataVersionCache<TrendsAnswer>("trends", { maxEntries: 300 });

type TrendsAnswer = Awaited<ReturnType<typeof loadTrends>>;

/** Price and volume by month for an area and property type, from HM Land Registry sales. */
export function getTrends(db: Db, query: TrendsQuery): Promise<TrendsAnswer> {
  return trendsCache.get(db, JSON.stringify([query.area, query.propertyType]), () => loadTrends(db, query));
}

async function loadTrends(db: Db, query: TrendsQuery) {
  const { where: areaWhere, label } = areaFilter(query.area);
  const where = filterByType(areaWhere, query.propertyType);
  const [summary] = await queryRows<{ count: unknown; first: unknown; last: unknown }[]>(db,
    Prisma.sql`SELECT COUNT(*) AS "count", MIN(${column("date")}) AS "first", MAX(${column("date")}) AS "last" FROM "Sale" WHERE ${where}`,
  );
  const totalSales = readCount(summary?.count);
  if (!totalSales) throw notFound(`No sales were found for ${label}${query.propertyType === "all" ? "" : " of that property type"}. The bundled sales cover Newcastle (2022), Greater Manchester (2019) and parts of the Midlands.`);
  const [series, byType] = await Promise.all([loadMonthAggregates(db, where, false), loadMonthAggregates(db, where, true)]);
  return {
    area: label,
    propertyType: query.propertyType,
    period: describeDateRange(readDate(summary?.first), readDate(summary?.last)),
    source: "HM Land Registry Price Paid Data",
    basis: describeBasis(query.propertyType),
    totalSales,
    series: toMonthlySeries(series),
    byType: toTrendsByType(byType),
  };
}
