import "server-only";
import type { Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { badRequest } from "@/lib/errors/app-error";
import { findPostcodeArea } from "@/lib/postcode/find-postcode-area.server";
import { POSTCODE_MESSAGE } from "@/lib/postcode/check-postcode-input";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { sqlInScope } from "@/lib/postcode/postcode-scope.server";
import { formatSaleAddress } from "@/lib/property/format-sale-address";
import { describePpdTenure } from "@/lib/property/tenure";
import { COMPARABLE_LIMIT, type CommercialComparablesResponse } from "./schemas";
import { queryRows } from "@/lib/db/query-rows";

const SOURCE = "HM Land Registry Price Paid Data (property type Other, recorded under category B)";
const NO_RENT_NOTE =
  "Price Paid records the price, not the rent: no rent is known for these sales, so no implied yield is shown. Enter a rent you know for a sale to see the yield it implies.";

/**
 * Non-residential sales near a postcode, newest first: Price Paid type O ("Other": shops,
 * offices, industrial, land), which the register records only under category B. The
 * database counts them and picks the newest COMPARABLE_LIMIT; only those rows are read.
 */
export async function listCommercialComparables(db: Db, input: { postcode: string; radiusMiles: number }): Promise<CommercialComparablesResponse> {
  const query = parsePostcodeQuery(input.postcode);
  if (!query) throw badRequest(POSTCODE_MESSAGE);
  const area = await findPostcodeArea(db, query, input.radiusMiles);
  const where = Prisma.sql`${sqlInScope(Prisma.raw(`"Sale"."postcode"`), area.scope)} AND "Sale"."propertyType" = 'O'`;
  const [countRows, keyRows] = await Promise.all([
    queryRows<{ count: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "count" FROM "Sale" WHERE ${where}`),
    queryRows<{ key: unknown }[]>(db, Prisma.sql`SELECT "transactionId" AS "key" FROM "Sale" WHERE ${where} ORDER BY "date" DESC, "transactionId" ${sqlLimit(COMPARABLE_LIMIT)}`),
  ]);
  const keys = keyRows.map((row) => readText(row.key)).filter((key): key is string => key !== null);
  const sales = keys.length
    ? await db.sale.findMany({
        where: { transactionId: { in: keys } },
        select: { transactionId: true, price: true, date: true, postcode: true, tenure: true, saon: true, paon: true, street: true, locality: true, town: true },
      })
    : [];
  const byId = new Map(sales.map((sale) => [sale.transactionId, sale]));
  const total = readCount(countRows[0]?.count);
  const comparables = keys.flatMap((key) => {
    const sale = byId.get(key);
    if (!sale) return [];
    return [
      {
        transactionId: sale.transactionId,
        address: formatSaleAddress(sale),
        postcode: sale.postcode,
        price: sale.price,
        date: sale.date.toISOString().slice(0, 10),
        tenure: describePpdTenure(sale.tenure) ?? "Unknown",
        rentPerYear: null,
        impliedYieldPercent: null,
      },
    ];
  });
  const notes = [NO_RENT_NOTE];
  if (total > comparables.length) notes.push(`${total} sales in the area; the newest ${comparables.length} are listed.`);
  if (!total) notes.push(`No non-residential sales recorded in ${area.label}${query.kind === "postcode" ? ` within ${input.radiusMiles} ${input.radiusMiles === 1 ? "mile" : "miles"}` : ""}. Try a wider radius.`);
  return { area: area.label, radiusMiles: query.kind === "postcode" ? input.radiusMiles : null, total, comparables, notes, source: SOURCE };
}
