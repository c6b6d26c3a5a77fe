import { Prisma } from "@/lib/generated/sqlite/client";

/** `LIMIT n` for our own whole number, written inline: PostgreSQL wants an integer there, and binds numbers as numeric. */
export function sqlLimit(count: number): Prisma.Sql {
  return Prisma.raw(`LIMIT ${Math.max(0, Math.floor(count))}`);
}
