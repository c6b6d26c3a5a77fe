import "server-only";
import { Prisma } from "@/lib/generated/sqlite/client";
import { RESIDENTIAL_PPD_TYPES, STANDARD_PPD_CATEGORY } from "./ppd-types";

/**
 * The condition on "Sale" that every residential price figure uses (search and area
 * averages, 12-month change, price trends, market trends), so that they agree: a home
 * (type D, S, T or F) sold at a standard price (category A). Type O (commercial premises,
 * land) and category B (repossessions, portfolio and company transfers) sell for sums that
 * say nothing about a home's value; one aparthotel at £12M moves a half-mile average by
 * hundreds of thousands. Same rule as isResidentialSale in ppd-types.ts.
 */
export function sqlResidentialSale(): Prisma.Sql {
  return Prisma.sql`("Sale"."propertyType" IN (${Prisma.join([...RESIDENTIAL_PPD_TYPES])}) AND "Sale"."category" = ${STANDARD_PPD_CATEGORY})`;
}

/** Every sale the residential figures leave out: listed apart and labelled, never averaged. */
export function sqlNonResidentialSale(): Prisma.Sql {
  return Prisma.sql`NOT ${sqlResidentialSale()}`;
}
