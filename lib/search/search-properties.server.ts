import "server-only";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { notFound } from "@/lib/errors/app-error";
import { countPostcodesInScope, locatePostcodeArea } from "@/lib/postcode/find-postcode-area.server";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { sqlInScope, type PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { formatNumber } from "@/lib/format/format";
import { describeDateRange } from "@/lib/property/describe-period";
import { findAddressesByText } from "./find-addresses-by-text.server";
import { getListingStatsAndIds, type ListingStats, type ListingStatus } from "@/lib/property/get-listing-stats.server";
import { getAreaSaleFigures, type AreaSaleFigures } from "@/lib/property/get-sale-stats.server";
import { getScopeSaleFiguresAndRange } from "@/lib/property/get-scope-sale-figures.server";
import { readCachedTableCounts } from "@/lib/data-version/read-cached-table-counts.server";
import { sqlResidentialSale } from "@/lib/property/sql-residential-sale.server";
import { choosePagePlan, listSearchPage, listSearchSegments, sqlListingsWhere, type PageHint, type PageRow } from "./list-search-page.server";
import { listShownTransactions } from "./list-shown-transactions.server";
import { decodeSearchCursor, encodeSearchCursor } from "./search-cursor.server";
import { listingToProperty, saleToProperty } from "@/lib/property/to-property";
import type { Property } from "@/lib/property/schemas";
import type { SearchQuery, SearchResponse } from "./schemas";

// Listings of each status that a page reads by key (the figures name them); beyond this, by area.
const MAX_LISTINGS_BY_KEY = 500;

/**
 * What a search covers: an area's postcodes (with their count when already known), or a few
 * UPRNs (one, or the best address matches).
 */
type Filter = { kind: "scope"; scope: PostcodeScope; postcodes?: number } | { kind: "uprns"; uprns: readonly string[] };

function sqlFilter(filter: Filter, table: "Sale" | "Listing"): Prisma.Sql {
  const column = (name: string) => Prisma.raw(`"${table}"."${name}"`);
  if (filter.kind === "scope") return sqlInScope(column("postcode"), filter.scope);
  // At most the address search's 50 best matches: a short, bounded list.
  return filter.uprns.length ? Prisma.sql`${column("uprn")} IN (${Prisma.join([...filter.uprns])})` : Prisma.sql`1 = 0`;
}

async function buildResponse(db: Db, query: SearchQuery, filter: Filter, area: SearchResponse["area"], radius: number | null): Promise<SearchResponse> {
  // The average, its change and the trend are of homes at standard prices; the other sales
  // (commercial, land, category B) are still listed, labelled, and counted apart. All are
  // over every match, whatever the page. An area's come from the kept summaries
  // (docs/decisions/116); a few UPRNs' from their sales.
  // The figures come first: they tell the page's plan how many sales the area holds
  // against the table's (list-search-page.server.ts, PageHint), and a circle's sectors.
  const { figures, hint } = await readSaleFigures(db, filter);
  const scoped: Filter = hint && filter.kind === "scope" ? { ...filter, scope: hint.scope } : filter;
  const where = { sales: sqlFilter(scoped, "Sale"), listings: sqlFilter(scoped, "Listing") };
  const segments = listSearchSegments(query.sort, where);
  const after = decodeSearchCursor(query, segments.map((s) => s.kind));
  const plan = hint ? await choosePagePlan(db, hint, query.pageSize) : null;
  // An area's listings are selected once: the figures name them when they are few, and the
  // page reads those by key (each selection lists the area's postcodes again: at 2M sales
  // three of them were 3-4 ms each of a 1-mile search's ~30 ms of SQL).
  const listings = await getListingStatsAndIds(db, sqlListingsWhere(db, where.listings, plan), MAX_LISTINGS_BY_KEY);
  const listingStats = listings.stats;
  const page = await listSearchPage(db, segments, query.order, after, query.pageSize, plan && listings.ids ? { ...plan, listingIds: listings.ids } : plan);
  const { stats, trend: priceTrend, otherCount: nonResidentialSales } = figures;
  const listingTotal = listingStats.for_sale.count + listingStats.to_let.count;
  const keysOf = (table: PageRow["table"]) => page.rows.filter((row) => row.table === table).map((row) => row.key);
  const shown = await listShownTransactions(db, { listings: keysOf("Listing"), sales: keysOf("Sale") });
  // A point from the register that is only its sector's or outward code's centroid is said so.
  const approximate = (uprn: string | null) => (uprn && shown.approximate.has(uprn) ? { locationApproximate: true } : {});
  const toProperty = (row: PageRow): Property[] => {
    if (row.table === "Listing") {
      const listing = shown.listings.get(row.key);
      return listing ? [{ ...listingToProperty(listing), ...approximate(listing.uprn) }] : [];
    }
    const sale = shown.sales.get(row.key);
    if (!sale) return [];
    const own = sale.uprn ? shown.points.get(sale.uprn) : undefined;
    const centroid = sale.postcode ? shown.centroids.get(sale.postcode) : undefined;
    const floorArea = sale.uprn ? shown.floorAreas.get(sale.uprn) : undefined;
    const property = saleToProperty(sale, {
      latitude: own?.latitude ?? centroid?.latitude ?? null,
      longitude: own?.longitude ?? centroid?.longitude ?? null,
      floorAreaM2: floorArea?.m2,
      floorAreaSource: floorArea,
      uprnSource: own,
    });
    return [{ ...property, ...approximate(sale.uprn) }];
  };
  const properties = page.rows.flatMap(toProperty);
  const last = page.rows.at(-1);
  const notes: string[] = [];
  if (stats.count && stats.growth12Months === null) notes.push("No sales 12 months earlier to compare, so the 12-month change is not shown.");
  if (nonResidentialSales) notes.push(`${describeCount(nonResidentialSales)} not in the average, change or trend: non-residential or additional price paid (Price Paid type Other or category B), labelled in the list.`);
  if (!listingTotal) notes.push("No current listings in this area.");
  return {
    properties,
    total: stats.count + nonResidentialSales + listingTotal,
    pageSize: query.pageSize,
    nextCursor: page.more && last ? encodeSearchCursor(query, last.position) : null,
    sort: query.sort,
    order: query.order,
    areaStats: { average: stats.average, growth_12_months: stats.growth12Months, days_on_market: listingStats.for_sale.averageDays, radius },
    priceTrend,
    area,
    coverage: {
      salesPeriod: describeDateRange(stats.first, stats.latest),
      listingsSource: describeNewestListing(listingStats),
      nonResidentialSales,
      notes,
    },
    searchType: query.searchType,
  };
}

/**
 * The sale figures of a search, and for an area the hint its page's plan is chosen by, whose
 * scope is the area's, a circle's with the sectors the summaries found it in (CircleSectors).
 */
async function readSaleFigures(db: Db, filter: Filter): Promise<{ figures: AreaSaleFigures; hint?: PageHint }> {
  if (filter.kind !== "scope") return { figures: await getAreaSaleFigures(db, sqlFilter(filter, "Sale"), sqlResidentialSale()) };
  const [{ figures, first, latest, postcodes, outcodes, sectors }, counts] = await Promise.all([getScopeSaleFiguresAndRange(db, filter.scope), readCachedTableCounts(db, ["sale"])]);
  const hint: PageHint = {
    scope: filter.scope.kind === "circle" && sectors ? { ...filter.scope, sectors } : filter.scope,
    matches: figures.stats.count + figures.otherCount,
    totalSales: counts.get("sale") ?? 0,
    // The summaries' count; counted only when they could not give it (stale, or read from the sales).
    postcodes: filter.postcodes ?? postcodes ?? (await countPostcodesInScope(db, filter.scope)),
    // every matched sale's range (the residential figures' own may be narrower: never passed)
    ...(first !== undefined ? { first, latest } : {}),
    ...(outcodes ? { outcodes } : {}),
  };
  return { figures, hint };
}

/** "source period" of the area's newest listing, whichever its status. */
function describeNewestListing(stats: Record<ListingStatus, ListingStats>): string | null {
  const [newest] = Object.values(stats)
    .filter((s) => s.count && s.newestDate)
    .sort((a, b) => (b.newestDate?.getTime() ?? 0) - (a.newestDate?.getTime() ?? 0));
  return newest ? `${newest.source} ${newest.period}` : null;
}

const describeCount = (count: number) => (count === 1 ? "1 sale is" : `${formatNumber(count)} sales are`);

export async function searchProperties(db: Db, query: SearchQuery): Promise<SearchResponse> {
  if (query.searchType === "postcode") {
    const parsed = parsePostcodeQuery(query.postcode);
    if (!parsed) throw notFound(`${query.postcode} is not a UK postcode.`);
    const radius = Number(query.radius);
    const area = await locatePostcodeArea(db, parsed, radius);
    return buildResponse(
      db,
      query,
      { kind: "scope", scope: area.scope, postcodes: area.postcodeCount },
      { label: area.label, kind: area.kind, latitude: area.centre?.latitude ?? null, longitude: area.centre?.longitude ?? null },
      parsed.kind === "postcode" ? radius : null,
    );
  }
  if (query.searchType === "uprn") {
    const address = await db.address.findUnique({ where: { uprn: query.uprn } });
    if (!address) throw notFound(`No property with UPRN ${query.uprn} was found.`);
    const response = await buildResponse(db, query, { kind: "uprns", uprns: [address.uprn] }, { label: address.singleLine, kind: "uprn", latitude: address.latitude, longitude: address.longitude }, null);
    if (!response.total) response.properties.push(addressWithoutTransactions(address));
    return response;
  }
  const addresses = await findAddressesByText(db, query.address);
  if (!addresses.length) throw notFound(`No address matching "${query.address}" was found.`);
  const first = addresses[0];
  return buildResponse(db, query, { kind: "uprns", uprns: addresses.map((a) => a.uprn) }, { label: query.address, kind: "address", latitude: first?.latitude ?? null, longitude: first?.longitude ?? null }, null);
}

function addressWithoutTransactions(address: { uprn: string; singleLine: string; postcode: string | null; latitude: number | null; longitude: number | null; source: string; period: string }): Property {
  return {
    id: `uprn-${address.uprn}`,
    address: address.singleLine,
    postcode: address.postcode,
    uprn: address.uprn,
    price: "",
    status: "unknown",
    bedrooms: null,
    bathrooms: null,
    sqft: null,
    propertyType: null,
    saleDate: null,
    listingDate: null,
    latitude: address.latitude,
    longitude: address.longitude,
    source: address.source,
    period: address.period,
  };
}
