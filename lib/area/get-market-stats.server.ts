import "server-only";
import type { Db } from "@/lib/db/client";
import { parseSaleCountyKey } from "@/lib/data-version/count-datasets";
import { readDatasetCounts } from "@/lib/data-version/record-data-change";
import { Prisma } from "@/lib/generated/sqlite/client";
import { sqlInScope } from "@/lib/postcode/postcode-scope.server";
import { getListingStats, type ListingStats } from "@/lib/property/get-listing-stats.server";
import { getNewestSaleSourceAt } from "@/lib/property/get-sale-stats.server";
import { getScopeSaleFigures } from "@/lib/property/get-scope-sale-figures.server";
import { sqlResidentialSale } from "@/lib/property/sql-residential-sale.server";
import { describeMonthRange } from "./describe-months";
import type { ResolvedArea } from "./resolve-area.server";
import type { AreaAnalysis } from "./schemas";

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const sourceOf = (rows: { source: string; period: string }[]) => (rows[0] ? { source: rows[0].source, period: rows[0].period } : { source: null, period: null });

/**
 * What the loaded Price Paid sample covers, by county: "Tyne and Wear (Jan 2022–Sep 2022)",
 * from the per-county counts kept at import time (docs/decisions/112): grouping every sale
 * by county took 2.2 s at 2M sales.
 */
async function describeSalesCoverage(db: Db): Promise<string> {
  const counties = [...(await readDatasetCounts(db, "sale"))].flatMap(([key, count]) => {
    const county = parseSaleCountyKey(key);
    return county ? [{ ...county, count }] : [];
  });
  const parts = counties
    .sort((a, b) => b.count - a.count || (a.county < b.county ? -1 : 1))
    .slice(0, 4)
    .map((g) => `${g.county.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\b(And|Of|Upon)\b/g, (w) => w.toLowerCase())} (${describeMonthRange(g.firstMonth, g.lastMonth)})`);
  return parts.length ? parts.join(", ") : "no sales are loaded";
}

type MarketStats = Pick<AreaAnalysis, "averagePrice" | "priceChange" | "averageRent" | "daysOnMarket" | "sales" | "rent" | "listings">;

/**
 * Average price and its 12-month change from Price Paid sales, average rent from to-let
 * listings (else the rent statistics table), and days on market from listings for sale,
 * all over the area's postcodes, aggregated by the database.
 */
export async function getMarketStats(db: Db, area: ResolvedArea): Promise<MarketStats> {
  // Homes at standard prices only, by the same rule as the search and trends figures.
  const homeSales = Prisma.sql`${sqlInScope(Prisma.raw('"Sale"."postcode"'), area.scope)} AND ${sqlResidentialSale()}`;
  const [{ sales, newestSale }, listings] = await Promise.all([
    // the same as getSaleStats(db, homeSales), from the kept summaries (docs/decisions/116);
    // the newest sale is then one of those at its latest date
    getScopeSaleFigures(db, area.scope).then(async ({ stats }) => ({ sales: stats, newestSale: await getNewestSaleSourceAt(db, homeSales, stats.latest) })),
    getListingStats(db, sqlInScope(Prisma.raw('"Listing"."postcode"'), area.scope)),
  ]);

  const salesPeriod = sales.first && sales.latest ? describeMonthRange(monthOf(sales.first), monthOf(sales.latest)) : null;
  let salesNote: string | null = null;
  if (!sales.count) salesNote = `No HM Land Registry sales in the bundled data for this area (bundled sales: ${await describeSalesCoverage(db)}).`;
  else if (sales.growth12Months === null) salesNote = `No 12-month change: that needs at least 5 sales in the year before the latest 12 months, and the sales here cover ${salesPeriod} only.`;

  const forSale = listings.for_sale;
  const rent = await loadRent(db, area, listings.to_let);

  return {
    averagePrice: sales.average,
    priceChange: sales.growth12Months,
    sales: { count: sales.count, source: newestSale.source, period: salesPeriod, demo: false, note: salesNote },
    averageRent: rent.average,
    rent: rent.dataset,
    daysOnMarket: forSale.averageDays,
    listings: {
      count: forSale.withDays,
      source: forSale.source,
      period: forSale.period,
      demo: forSale.demo,
      note: forSale.withDays ? null : "No days on market: no listings for sale in this area.",
    },
  };
}

async function loadRent(db: Db, area: ResolvedArea, lets: ListingStats) {
  if (lets.count) {
    return {
      average: lets.averagePrice,
      dataset: { count: lets.count, source: lets.source, period: lets.period, demo: lets.demo, note: null, basis: "listings" as const },
    };
  }
  const codes = [area.outcode, area.summary.districtCode].filter((c): c is string => !!c);
  const rows = await db.rent.findMany({ where: { areaCode: { in: codes } }, select: { areaCode: true, medianMonthlyRent: true, sampleSize: true, source: true, period: true } });
  // The outward code is the closer match; the district is the fallback.
  const local = rows.filter((r) => r.areaCode === area.outcode);
  const used = local.length ? local : rows;
  const weight = used.reduce((sum, r) => sum + Math.max(1, r.sampleSize), 0);
  if (!used.length || weight === 0) {
    return {
      average: null,
      dataset: { count: 0, source: null, period: null, demo: false, note: "No rent data for this area: no homes to let or rent statistics are loaded for it.", basis: null },
    };
  }
  const average = Math.round(used.reduce((sum, r) => sum + r.medianMonthlyRent * Math.max(1, r.sampleSize), 0) / weight);
  return {
    average,
    dataset: {
      count: used.reduce((sum, r) => sum + r.sampleSize, 0),
      ...sourceOf(used),
      demo: used.some((r) => r.source === "demo"),
      note: `No homes to let in this area: the figure is the median rent for ${local.length ? area.outcode : (area.summary.authority ?? "the district")}.`,
      basis: "rent-table" as const,
    },
  };
}
