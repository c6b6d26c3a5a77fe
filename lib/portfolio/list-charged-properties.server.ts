import "server-only";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { sqlContainsText } from "@/lib/db/sql-like";
import { sqlLimit } from "@/lib/db/sql-limit";
import { requireClient } from "./find-client.server";
import { LIST_LIMIT } from "./schemas";
import { toChargedPropertyDto } from "./to-portfolio-dtos";
import { queryRows } from "@/lib/db/query-rows";

/** Charged Properties tab: by address or city; at most 500 rows, `total` counts every match. */
export async function listChargedProperties(db: Db, slug: string, search: string | undefined) {
  const client = await requireClient(db, slug);
  const term = search?.trim() ?? "";
  const where = term
    ? Prisma.sql`"clientId" = ${client.id} AND (${sqlContainsText(Prisma.raw(`"address"`), term)} OR ${sqlContainsText(Prisma.raw(`"fullAddress"`), term)} OR ${sqlContainsText(Prisma.raw(`"city"`), term)})`
    : Prisma.sql`"clientId" = ${client.id}`;
  const [ids, counted] = await Promise.all([
    queryRows<{ id: string }[]>(db, Prisma.sql`SELECT id FROM "ChargedProperty" WHERE ${where} ORDER BY "address", id ${sqlLimit(LIST_LIMIT)}`),
    queryRows<{ n: bigint | number }[]>(db, Prisma.sql`SELECT COUNT(*) AS n FROM "ChargedProperty" WHERE ${where}`),
  ]);
  const rows = await db.chargedProperty.findMany({ where: { id: { in: ids.map((row) => row.id) } }, orderBy: [{ address: "asc" }, { id: "asc" }] });
  return { properties: rows.map(toChargedPropertyDto), total: Number(counted[0]?.n ?? 0), searchTerm: term };
}
