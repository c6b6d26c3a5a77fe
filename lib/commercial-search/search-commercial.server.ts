import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { badRequest } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/sqlite/client";
import { POSTCODE_MESSAGE } from "@/lib/postcode/check-postcode-input";
import { findPostcodeArea } from "@/lib/postcode/find-postcode-area.server";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { COMMERCIAL_PAGE_SIZE, type CommercialSearchInput, type CommercialSearchResponse, type CommercialSort } from "./schemas";
import { readCommercialRecords, type PageKey } from "./read-commercial-records.server";
import { sqlCommercialRecords } from "./sql-commercial-records.server";
import { queryRows } from "@/lib/db/query-rows";

// Sort keys map to the derived table's columns (never to request text).
const SORT_COLUMNS: Record<CommercialSort, string> = { date: "date", price: "price", floorArea: "floorArea", pricePerSqm: "pricePerSqm", rating: "rating" };

/** Non-residential sales and non-domestic EPCs near a postcode: counted, sorted and paged in SQL; only the page is read. */
export async function searchCommercial(db: Db, input: CommercialSearchInput): Promise<CommercialSearchResponse> {
  const query = parsePostcodeQuery(input.postcode);
  if (!query) throw badRequest(POSTCODE_MESSAGE);
  const radiusMiles = Number(input.radius);
  const area = await findPostcodeArea(db, query, radiusMiles);
  const records = sqlCommercialRecords(area.scope);
  const column = Prisma.raw(`"u"."${SORT_COLUMNS[input.sort]}"`);
  const direction = Prisma.raw(input.direction === "asc" ? "ASC" : "DESC");
  // Rows without the sorted figure go last either way; kind and id make the order total, so pages never overlap.
  const order = Prisma.sql`ORDER BY CASE WHEN ${column} IS NULL THEN 1 ELSE 0 END, ${column} ${direction}, "u"."kind", "u"."id"`;
  const offset = Prisma.raw(`OFFSET ${(input.page - 1) * COMMERCIAL_PAGE_SIZE}`);
  const [countRows, keyRows] = await Promise.all([
    queryRows<{ kind: unknown; count: unknown; withArea: unknown }[]>(db,
      Prisma.sql`SELECT "u"."kind" AS "kind", COUNT(*) AS "count", COUNT("u"."floorArea") AS "withArea" FROM ${records} GROUP BY "u"."kind"`,
    ),
    queryRows<{ kind: unknown; id: unknown; matchKey: unknown }[]>(db,
      Prisma.sql`SELECT "u"."kind" AS "kind", "u"."id" AS "id", "u"."matchKey" AS "matchKey" FROM ${records} ${order} ${sqlLimit(COMMERCIAL_PAGE_SIZE)} ${offset}`,
    ),
  ]);
  const count = (kind: string, field: "count" | "withArea") => readCount(countRows.find((row) => readText(row.kind) === kind)?.[field]);
  const counts = { sales: count("sale", "count"), certificates: count("epc", "count"), salesWithArea: count("sale", "withArea"), total: 0 };
  counts.total = counts.sales + counts.certificates;
  const keys: PageKey[] = keyRows.flatMap((row) => {
    const id = readText(row.id);
    return id ? [{ kind: readText(row.kind) === "sale" ? "sale" : "epc", id, matchKey: readText(row.matchKey) }] : [];
  });
  const pages = Math.max(1, Math.ceil(counts.total / COMMERCIAL_PAGE_SIZE));
  const notes: string[] = [];
  const where = `${area.label}${query.kind === "postcode" ? ` within ${radiusMiles} ${radiusMiles === 1 ? "mile" : "miles"}` : ""}`;
  if (!counts.total) notes.push(`No non-residential sales or non-domestic EPCs recorded in ${where}. Try a wider radius.`);
  if (counts.sales && counts.salesWithArea < counts.sales) {
    notes.push(`Price per m² is shown for ${counts.salesWithArea} of ${counts.sales} sales: those matched to a non-domestic EPC (same postcode and address, or UPRN) with a floor area. Price Paid records no floor area.`);
  }
  return {
    area: area.label,
    radiusMiles: query.kind === "postcode" ? radiusMiles : null,
    counts,
    page: input.page,
    pageSize: COMMERCIAL_PAGE_SIZE,
    pages,
    sort: input.sort,
    direction: input.direction,
    records: await readCommercialRecords(db, keys),
    notes,
  };
}
