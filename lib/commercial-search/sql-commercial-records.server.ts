import "server-only";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { sqlInScope } from "@/lib/postcode/postcode-scope.server";
import { sqlNonResidentialSale } from "@/lib/property/sql-residential-sale.server";

// The sale's address as Price Paid writes it ("12 GREY STREET"), to compare with a certificate's line.
const SALE_STREET_LINE = Prisma.sql`UPPER(TRIM(COALESCE("Sale"."paon", '') || ' ' || COALESCE("Sale"."street", '')))`;

/**
 * A certificate describes the sold building when it is at the sale's postcode and either
 * carries the sale's UPRN or names the same address: its first line is the sale's number
 * and street, or (a unit in a building) its first line is the sale's SAON and its second
 * the number and street. The newest such certificate with a floor area is taken.
 */
const MATCHED_CERTIFICATE = Prisma.sql`(SELECT "e"."lmkKey" FROM "NonDomesticEpc" AS "e"
  WHERE "e"."postcode" = "Sale"."postcode" AND "e"."floorArea" IS NOT NULL AND (
    ("Sale"."uprn" IS NOT NULL AND "e"."uprn" = "Sale"."uprn")
    OR UPPER("e"."address1") = ${SALE_STREET_LINE}
    OR ("Sale"."saon" IS NOT NULL AND UPPER("e"."address1") = UPPER("Sale"."saon") AND UPPER(COALESCE("e"."address2", '')) = ${SALE_STREET_LINE}))
  ORDER BY "e"."lodgementDate" DESC, "e"."lmkKey" LIMIT 1)`;

/**
 * Every record of the area as one derived table "u" (kind, id, date, price, floorArea,
 * pricePerSqm, rating, matchKey): the non-residential sales (the inverse of the residential
 * figures' rule: type Other or category B), each with its matched certificate, and the
 * non-domestic certificates. Counting, sorting and paging all run on it in the database.
 */
export function sqlCommercialRecords(scope: PostcodeScope): Prisma.Sql {
  return Prisma.sql`(
    SELECT 'sale' AS "kind", "s"."transactionId" AS "id", "s"."date" AS "date", "s"."price" AS "price", "m"."floorArea" AS "floorArea",
      CASE WHEN "m"."floorArea" > 0 THEN "s"."price" * 1.0 / "m"."floorArea" END AS "pricePerSqm", "m"."assetRating" AS "rating", "m"."lmkKey" AS "matchKey"
    FROM (SELECT "Sale"."transactionId", "Sale"."date", "Sale"."price", ${MATCHED_CERTIFICATE} AS "matchKey"
          FROM "Sale" WHERE ${sqlInScope(Prisma.raw(`"Sale"."postcode"`), scope)} AND ${sqlNonResidentialSale()}) AS "s"
    LEFT JOIN "NonDomesticEpc" AS "m" ON "m"."lmkKey" = "s"."matchKey"
    UNION ALL
    SELECT 'epc', "NonDomesticEpc"."lmkKey", "NonDomesticEpc"."lodgementDate", NULL, "NonDomesticEpc"."floorArea", NULL, "NonDomesticEpc"."assetRating", NULL
    FROM "NonDomesticEpc" WHERE ${sqlInScope(Prisma.raw(`"NonDomesticEpc"."postcode"`), scope)}
  ) AS "u"`;
}

/** The non-residential sales matching `where` (a condition on "Sale"), newest first, each with its matched certificate's key. */
export function sqlSalesWithMatch(where: Prisma.Sql, limit: number): Prisma.Sql {
  return Prisma.sql`SELECT "Sale"."transactionId" AS "id", ${MATCHED_CERTIFICATE} AS "matchKey" FROM "Sale"
    WHERE ${where} AND ${sqlNonResidentialSale()} ORDER BY "Sale"."date" DESC, "Sale"."transactionId" LIMIT ${Prisma.raw(String(Math.floor(limit)))}`;
}
