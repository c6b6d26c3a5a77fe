import type { Db } from "@/lib/db";
import { notFound } from "@/lib/http/app-error";
import { findPostcodeArea, type PostcodePoint } from "@/lib/postcode/find-postcode-area";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { computeDaysOnMarket, computePriceStats, computePriceTrend, describePeriod } from "./compute-area-stats";
import { findAddressesByText } from "./find-addresses-by-text";
import { listingToProperty, saleToProperty } from "./property-dto";
import { SEARCH_RESULT_LIMIT, type Property, type SearchQuery, type SearchResponse } from "./schemas";

const CHUNK = 5000;

async function inChunks<T>(keys: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) out.push(...(await load(keys.slice(i, i + CHUNK))));
  return out;
}

const saleSelect = {
  transactionId: true, price: true, date: true, postcode: true, propertyType: true, paon: true, saon: true,
  street: true, locality: true, town: true, uprn: true, source: true, period: true,
} as const;

type Filter = { postcodes?: string[]; uprns?: string[] };

async function loadTransactions(db: Db, filter: Filter) {
  const [sales, listings] = filter.postcodes
    ? await Promise.all([
        inChunks(filter.postcodes, (chunk) => db.sale.findMany({ where: { postcode: { in: chunk } }, select: saleSelect })),
        inChunks(filter.postcodes, (chunk) => db.listing.findMany({ where: { postcode: { in: chunk } } })),
      ])
    : await Promise.all([
        inChunks(filter.uprns ?? [], (chunk) => db.sale.findMany({ where: { uprn: { in: chunk } }, select: saleSelect })),
        inChunks(filter.uprns ?? [], (chunk) => db.listing.findMany({ where: { uprn: { in: chunk } } })),
      ]);
  sales.sort((a, b) => b.date.getTime() - a.date.getTime());
  listings.sort((a, b) => b.listingDate.getTime() - a.listingDate.getTime());
  return { sales, listings };
}

/** Points and floor areas for the sales shown: the address's own point when linked to a UPRN. */
async function loadSaleExtras(db: Db, uprns: string[]) {
  if (!uprns.length) return { points: new Map<string, { latitude: number | null; longitude: number | null }>(), floorAreas: new Map<string, number | null>() };
  const [addresses, epcs] = await Promise.all([
    db.address.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, latitude: true, longitude: true } }),
    db.epcCertificate.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, totalFloorArea: true, lodgementDate: true }, orderBy: { lodgementDate: "asc" } }),
  ]);
  return {
    points: new Map(addresses.map((a) => [a.uprn, { latitude: a.latitude, longitude: a.longitude }])),
    floorAreas: new Map(epcs.map((e) => [e.uprn ?? "", e.totalFloorArea])),
  };
}

async function buildResponse(db: Db, query: SearchQuery, filter: Filter, area: SearchResponse["area"], radius: number | null, postcodePoints: PostcodePoint[]): Promise<SearchResponse> {
  const { sales, listings } = await loadTransactions(db, filter);
  const shownSales = sales.slice(0, Math.max(0, SEARCH_RESULT_LIMIT - listings.length));
  const extras = await loadSaleExtras(db, [...new Set(shownSales.map((s) => s.uprn).filter((u): u is string => !!u))]);
  const postcodeIndex = new Map(postcodePoints.map((p) => [p.postcode, p]));
  const properties: Property[] = [
    ...listings.slice(0, SEARCH_RESULT_LIMIT).map(listingToProperty),
    ...shownSales.map((sale) => {
      const own = sale.uprn ? extras.points.get(sale.uprn) : undefined;
      const centroid = sale.postcode ? postcodeIndex.get(sale.postcode) : undefined;
      return saleToProperty(sale, {
        latitude: own?.latitude ?? centroid?.latitude ?? null,
        longitude: own?.longitude ?? centroid?.longitude ?? null,
        floorAreaM2: sale.uprn ? extras.floorAreas.get(sale.uprn) : null,
      });
    }),
  ];
  const stats = computePriceStats(sales);
  const notes: string[] = [];
  if (sales.length && stats.growth12Months === null) notes.push("No sales 12 months earlier to compare, so the 12-month change is not shown.");
  if (!listings.length) notes.push("No current listings in this area.");
  return {
    properties,
    total: sales.length + listings.length,
    areaStats: { average: stats.average, growth_12_months: stats.growth12Months, days_on_market: computeDaysOnMarket(listings), radius },
    priceTrend: computePriceTrend(sales),
    area,
    coverage: {
      salesPeriod: describePeriod(sales.map((s) => s.date)),
      listingsSource: listings[0] ? `${listings[0].source} ${listings[0].period}` : null,
      notes,
    },
    searchType: query.searchType,
  };
}

export async function searchProperties(db: Db, query: SearchQuery): Promise<SearchResponse> {
  if (query.searchType === "postcode") {
    const parsed = parsePostcodeQuery(query.postcode);
    if (!parsed) throw notFound(`${query.postcode} is not a UK postcode.`);
    const radius = Number(query.radius);
    const area = await findPostcodeArea(db, parsed, radius);
    const postcodes = area.postcodes.map((p) => p.postcode);
    return buildResponse(
      db,
      query,
      { postcodes },
      { label: area.label, kind: area.kind, latitude: area.centre?.latitude ?? null, longitude: area.centre?.longitude ?? null },
      parsed.kind === "postcode" ? radius : null,
      area.postcodes,
    );
  }
  if (query.searchType === "uprn") {
    const address = await db.address.findUnique({ where: { uprn: query.uprn } });
    if (!address) throw notFound(`No property with UPRN ${query.uprn} was found.`);
    const point = { postcode: address.postcode ?? "", latitude: address.latitude, longitude: address.longitude };
    const response = await buildResponse(db, query, { uprns: [address.uprn] }, { label: address.singleLine, kind: "uprn", latitude: address.latitude, longitude: address.longitude }, null, [point]);
    if (!response.properties.length) response.properties.push(addressWithoutTransactions(address));
    return response;
  }
  const addresses = await findAddressesByText(db, query.address);
  if (!addresses.length) throw notFound(`No address matching "${query.address}" was found.`);
  const points = addresses.map((a) => ({ postcode: a.postcode ?? "", latitude: a.latitude, longitude: a.longitude }));
  const first = addresses[0];
  return buildResponse(db, query, { uprns: addresses.map((a) => a.uprn) }, { label: query.address, kind: "address", latitude: first?.latitude ?? null, longitude: first?.longitude ?? null }, null, points);
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
