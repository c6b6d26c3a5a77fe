import "server-only";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/sqlite/client";
import { sqlContainsText } from "@/lib/db/sql-like";
import { sqlLimit } from "@/lib/db/sql-limit";
import { requireClient } from "./find-client.server";
import { LIST_LIMIT } from "./schemas";
import { toPropertyDto } from "./to-portfolio-dtos";
import { queryRows } from "@/lib/db/query-rows";

/** Properties tab: by address, city, postcode or title number; at most 500 rows, `total` counts every match. */
export async function listProperties(db: Db, slug: string, search: string | undefined) {
  const client = await requireClient(db, slug);
  const term = search?.trim() ?? "";
  const where = term
    ? Prisma.sql`"clientId" = ${client.id} AND (${Prisma.join(
        ["address", "city", "postcode", "titleNumber"].map((column) => sqlContainsText(Prisma.raw(`"${column}"`), term)),
        " OR ",
      )})`
    : Prisma.sql`"clientId" = ${client.id}`;
  const [ids, counted] = await Promise.all([
    queryRows<{ id: string }[]>(db, Prisma.sql`SELECT id FROM "PortfolioProperty" WHERE ${where} ORDER BY "titleNumber" ${sqlLimit(LIST_LIMIT)}`),
    queryRows<{ n: bigint | number }[]>(db, Prisma.sql`SELECT COUNT(*) AS n FROM "PortfolioProperty" WHERE ${where}`),
  ]);
  const rows = await db.portfolioProperty.findMany({ where: { id: { in: ids.map((row) => row.id) } }, orderBy: { titleNumber: "asc" } });
  return { properties: rows.map(toPropertyDto), total: Number(counted[0]?.n ?? 0), searchTerm: term };
}
