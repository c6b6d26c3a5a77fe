import "server-only";
import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * One column of a sale's home's latest Energy Performance Certificate, as a scalar subquery
 * on "Sale"."uprn": the newest by lodgement date, undated ones oldest, ties by `lmkKey`. The
 * size sort (list-search-page) and the cards (list-shown-transactions) read the same one.
 */
export function sqlLatestCertificate(column: "lmkKey" | "totalFloorArea"): Prisma.Sql {
  return Prisma.sql`(SELECT "e".${Prisma.raw(`"${column}"`)} FROM "EpcCertificate" AS "e" WHERE "e"."uprn" = "Sale"."uprn" ORDER BY "e"."lodgementDate" DESC NULLS LAST, "e"."lmkKey" LIMIT 1)`;
}
