import "server-only";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { SearchSortOrder } from "./search-input";

/** A range of a walked column: `from` and `to` in the order asked for, each included or not. */
export type WalkRange = { from?: { value: unknown; included: boolean }; to?: { value: unknown; included: boolean } };

/** The range as a condition on `column` (always true when it has no ends). */
export function sqlWalkRange(column: Prisma.Sql, order: SearchSortOrder, range: WalkRange): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  // In the order asked for, `from` comes first: the upper end of a descending range.
  const upper = order === "desc" ? range.from : range.to;
  const lower = order === "desc" ? range.to : range.from;
  if (upper) conditions.push(upper.included ? Prisma.sql`${column} <= ${upper.value}` : Prisma.sql`${column} < ${upper.value}`);
  if (lower) conditions.push(lower.included ? Prisma.sql`${column} >= ${lower.value}` : Prisma.sql`${column} > ${lower.value}`);
  return conditions.length ? Prisma.join(conditions, " AND ") : Prisma.sql`1 = 1`;
}
