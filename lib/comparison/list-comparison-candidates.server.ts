import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { notFound } from "@/lib/errors/app-error";
import { findPostcodeArea } from "@/lib/postcode/find-postcode-area.server";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { sqlInScope, type PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { listingForPropertySelect, listingToProperty, saleForPropertySelect, saleToProperty } from "@/lib/property/to-property";
import type { Property } from "@/lib/property/schemas";
import { CANDIDATE_RADIUS_MILES, CANDIDATES_PER_PAGE, type CandidatePage, type CandidateQuery } from "./schemas";
import { queryRows } from "@/lib/db/query-rows";

const keysOf = (rows: { key: unknown }[]) => rows.map((row) => readText(row.key)).filter((key): key is string => key !== null);
const inOrder = <T>(keys: string[], rows: T[], keyOf: (row: T) => string) => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
};

// OFFSET as inline text, like sqlLimit: PostgreSQL wants an integer there.
const sqlOffset = (rows: number) => Prisma.raw(`OFFSET ${Math.max(0, Math.floor(rows))}`);

async function countRows(db: Db, table: "Sale" | "Listing", scope: PostcodeScope): Promise<number> {
  const rows = await queryRows<{ count: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "count" FROM ${Prisma.raw(`"${table}"`)} WHERE ${sqlInScope(Prisma.raw(`"${table}"."postcode"`), scope)}`);
  return readCount(rows[0]?.count);
}

/** A page of Price Paid sales, newest first; only the page's rows are read. */
async function listSalePage(db: Db, scope: PostcodeScope, offset: number): Promise<Property[]> {
  const keys = keysOf(
    await queryRows<{ key: unknown }[]>(db,
      Prisma.sql`SELECT "transactionId" AS "key" FROM "Sale" WHERE ${sqlInScope(Prisma.raw(`"Sale"."postcode"`), scope)} ORDER BY "date" DESC, "transactionId" ${sqlLimit(CANDIDATES_PER_PAGE)} ${sqlOffset(offset)}`,
    ),
  );
  if (!keys.length) return [];
  const sales = inOrder(keys, await db.sale.findMany({ where: { transactionId: { in: keys } }, select: saleForPropertySelect }), (s) => s.transactionId);
  const uprns = [...new Set(sales.flatMap((s) => (s.uprn ? [s.uprn] : [])))];
  // Floor areas only from certificates that are not synthetic: a demo floor area must never
  // make a real sale's price per square foot (synthetic data never moves a real figure).
  const epcs = uprns.length
    ? await db.epcCertificate.findMany({ where: { uprn: { in: uprns }, NOT: { source: "demo" } }, select: { uprn: true, totalFloorArea: true }, orderBy: { lodgementDate: "asc" } })
    : [];
  const floorAreas = new Map(epcs.map((e) => [e.uprn ?? "", e.totalFloorArea]));
  return sales.map((sale) => saleToProperty(sale, { latitude: null, longitude: null, floorAreaM2: sale.uprn ? floorAreas.get(sale.uprn) : null }));
}

/** A page of listings, newest first. */
async function listListingPage(db: Db, scope: PostcodeScope, offset: number): Promise<Property[]> {
  const keys = keysOf(
    await queryRows<{ key: unknown }[]>(db,
      Prisma.sql`SELECT "id" AS "key" FROM "Listing" WHERE ${sqlInScope(Prisma.raw(`"Listing"."postcode"`), scope)} ORDER BY "listingDate" DESC, "id" ${sqlLimit(CANDIDATES_PER_PAGE)} ${sqlOffset(offset)}`,
    ),
  );
  if (!keys.length) return [];
  return inOrder(keys, await db.listing.findMany({ where: { id: { in: keys } }, select: listingForPropertySelect }), (l) => l.id).map(listingToProperty);
}

/**
 * Properties a user can add to a comparison: the sales or the listings within 2 miles of a
 * postcode (or in an outward code or sector), a page of 10 at a time, each labelled by its source.
 */
export async function listComparisonCandidates(db: Db, query: CandidateQuery): Promise<CandidatePage> {
  const parsed = parsePostcodeQuery(query.postcode);
  if (!parsed) throw notFound(`${query.postcode} is not a UK postcode.`);
  const area = await findPostcodeArea(db, parsed, CANDIDATE_RADIUS_MILES);
  const offset = (query.page - 1) * CANDIDATES_PER_PAGE;
  const [sales, listings, properties] = await Promise.all([
    countRows(db, "Sale", area.scope),
    countRows(db, "Listing", area.scope),
    query.source === "sales" ? listSalePage(db, area.scope, offset) : listListingPage(db, area.scope, offset),
  ]);
  return {
    properties,
    source: query.source,
    page: query.page,
    pageSize: CANDIDATES_PER_PAGE,
    total: query.source === "sales" ? sales : listings,
    totals: { sales, listings },
    area: { label: area.label, radiusMiles: parsed.kind === "postcode" ? CANDIDATE_RADIUS_MILES : null },
  };
}
