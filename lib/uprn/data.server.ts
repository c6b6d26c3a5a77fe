import "server-only";
import { classifyRanked, matchAddress, rankCandidates, toCandidate } from "@/lib/addresses";
import { createDbCandidateSource, findAddressRows, sqlAnyColumnContains } from "@/lib/addresses/sources.server";
import type { Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlSquaredDistance, sqlWithinCircle } from "@/lib/db/within-radius";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { measureDistanceMetres } from "@/lib/geo/measure-distance";
import { notFound } from "@/lib/errors/app-error";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { formatSaleAddress } from "@/lib/property/format-sale-address";
import { describePpdType } from "@/lib/property/ppd-types";
import { describePpdTenure } from "@/lib/property/tenure";
import { squareMetresToFeet } from "@/lib/property/units";
import type { UprnList, UprnRecord } from "./schemas";
import { queryRows } from "@/lib/db/query-rows";

const select = { uprn: true, singleLine: true, postcode: true, latitude: true, longitude: true, locationApproximate: true, source: true, period: true, saon: true, paon: true, street: true, locality: true, town: true } as const;
type Row = { uprn: string; singleLine: string; postcode: string | null; latitude: number | null; longitude: number | null; locationApproximate?: boolean; source: string; period: string };

function toRecord(row: Row, extra: Partial<UprnRecord> = {}): UprnRecord {
  // Said only when true: a point placed at the sector's or outward code's centroid (issue 9).
  const approximate = row.locationApproximate ? { locationApproximate: true } : {};
  return { uprn: row.uprn, address: row.singleLine, postcode: row.postcode, latitude: row.latitude, longitude: row.longitude, ...approximate, source: row.source, period: row.period, ...extra };
}

export async function getUprn(db: Db, uprn: string): Promise<UprnRecord> {
  const row = await db.address.findUnique({ where: { uprn }, select });
  if (!row) throw notFound(`No property with UPRN ${uprn} was found.`);
  return toRecord(row);
}

/** Everything known about one UPRN: the address, its sales, listings, EPCs, title and buildings. */
export async function getUprnDetails(db: Db, uprn: string) {
  const address = await getUprn(db, uprn);
  const [sales, listings, epcs, titles, buildings] = await Promise.all([
    db.sale.findMany({ where: { uprn }, orderBy: { date: "desc" } }),
    db.listing.findMany({ where: { uprn }, orderBy: { listingDate: "desc" } }),
    db.epcCertificate.findMany({ where: { uprn }, orderBy: { lodgementDate: "desc" } }),
    db.title.findMany({ where: { uprn }, include: { proprietors: { orderBy: { position: "asc" } } } }),
    db.building.findMany({ where: { uprn } }),
  ]);
  const latestEpc = epcs[0];
  return {
    ...address,
    propertyType: sales[0] ? describePpdType(sales[0].propertyType) : (latestEpc?.propertyType ?? null),
    floorAreaSqft: squareMetresToFeet(latestEpc?.totalFloorArea),
    sales: sales.map((s) => ({ transactionId: s.transactionId, price: s.price, date: s.date.toISOString(), propertyType: describePpdType(s.propertyType), tenure: describePpdTenure(s.tenure) ?? "Unknown", newBuild: s.newBuild, address: formatSaleAddress(s), source: s.source, period: s.period })),
    listings: listings.map((l) => ({ id: l.id, status: l.status, price: l.price, listingDate: l.listingDate.toISOString(), bedrooms: l.bedrooms, bathrooms: l.bathrooms, source: l.source })),
    epc: epcs.map((e) => ({ lmkKey: e.lmkKey, currentRating: e.currentEnergyRating, potentialRating: e.potentialEnergyRating, inspectionDate: e.inspectionDate?.toISOString() ?? null, floorAreaM2: e.totalFloorArea, source: e.source })),
    titles: titles.map((t) => ({ titleNumber: t.titleNumber, tenure: t.tenure, proprietors: t.proprietors.map((p) => p.name), source: t.source })),
    buildings: buildings.map((b) => ({ osid: b.osid, heightMetres: b.relHeightMax, footprintM2: b.geometryArea, source: b.source })),
  };
}

export async function searchUprnsByAddress(db: Db, q: string, fuzzy: boolean, limit: number): Promise<UprnList> {
  if (!fuzzy) {
    // Every word in some part of the address, literally (a % or _ is a character, not a wildcard) and ignoring case.
    const words = q.split(/[\s,]+/).filter(Boolean);
    const where = words.length ? Prisma.join(words.map((w) => sqlAnyColumnContains(["paon", "saon", "street", "town", "postcode"], w)), " AND ") : Prisma.sql`1 = 0`;
    const rows = await findAddressRows(db, where, limit);
    return { results: rows.map((r) => toRecord(r)), total: rows.length, limit, offset: 0 };
  }
  const matched = await matchAddress(q, createDbCandidateSource(db));
  let ranked = matched.ranked;
  if (!ranked.length) {
    const key = q.toUpperCase().replace(/[^A-Z ]/g, " ").split(/\s+/).filter((w) => w.length >= 4).sort((a, b) => b.length - a.length)[0];
    if (key) ranked = rankCandidates(q, (await findAddressRows(db, sqlAnyColumnContains(["street"], key.slice(0, 5)), 2000)).map(toCandidate)).ranked;
  }
  // Only HIGH and MEDIUM answers: below that the matcher would be guessing (issue 9), and
  // each result says how sure it is.
  const best = classifyRanked(ranked)
    .flatMap(({ scored, confidence }) => (confidence === "HIGH" || confidence === "MEDIUM" ? [{ scored, confidence }] : []))
    .slice(0, limit);
  const rows = await db.address.findMany({ where: { uprn: { in: best.map((b) => b.scored.candidate.id) } }, select });
  const byUprn = new Map(rows.map((r) => [r.uprn, r]));
  const results = best.flatMap(({ scored, confidence }) => {
    const row = byUprn.get(scored.candidate.id);
    return row ? [toRecord(row, { score: Math.round(scored.score * 1000) / 1000, confidence })] : [];
  });
  return { results, total: results.length, limit, offset: 0 };
}

export async function searchUprnsByPostcode(db: Db, postcode: string, limit: number, offset: number): Promise<UprnList> {
  const parsed = parsePostcodeQuery(postcode);
  const where = !parsed || parsed.kind === "postcode" ? { postcode: parsed?.value ?? postcode } : { postcode: { startsWith: parsed.kind === "outcode" ? `${parsed.value} ` : parsed.value } };
  const [rows, total] = await Promise.all([
    db.address.findMany({ where, select, orderBy: [{ street: "asc" }, { paon: "asc" }, { uprn: "asc" }], take: limit, skip: offset }),
    db.address.count({ where }),
  ]);
  return { results: rows.map((r) => toRecord(r)), total, limit, offset };
}

/** Addresses within `radiusMetres` of a point, nearest first: the database counts them and picks the nearest `limit`. */
export async function searchUprnsByRadius(db: Db, centre: { latitude: number; longitude: number }, radiusMetres: number, limit: number): Promise<UprnList> {
  const point = { latitude: Prisma.raw('"latitude"'), longitude: Prisma.raw('"longitude"') };
  const within = sqlWithinCircle(point, centre, radiusMetres);
  const [countRows, nearest] = await Promise.all([
    queryRows<{ count: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "count" FROM "Address" WHERE ${within}`),
    queryRows<{ uprn: unknown }[]>(db, Prisma.sql`SELECT "uprn" FROM "Address" WHERE ${within} ORDER BY ${sqlSquaredDistance(point, centre)}, "uprn" ${sqlLimit(limit)}`),
  ]);
  // At most `limit` (200) UPRNs: a bounded list.
  const uprns = nearest.map((row) => readText(row.uprn)).filter((u): u is string => u !== null);
  const rows = uprns.length ? await db.address.findMany({ where: { uprn: { in: uprns } }, select }) : [];
  const results = rows
    .map((row) => ({ row, distance: row.latitude !== null && row.longitude !== null ? measureDistanceMetres(centre, { latitude: row.latitude, longitude: row.longitude }) : Infinity }))
    .sort((a, b) => a.distance - b.distance || a.row.uprn.localeCompare(b.row.uprn))
    .map((r) => toRecord(r.row, { distanceMetres: Math.round(r.distance) }));
  return { results, total: readCount(countRows[0]?.count), limit, offset: 0 };
}
