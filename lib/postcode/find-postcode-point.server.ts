import "server-only";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { readNumber } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";

/** A postcode's centroid (either part null where the directory has none), or null for a postcode the directory does not hold. */
export async function findPostcodePoint(db: Db, postcode: string): Promise<{ latitude: number | null; longitude: number | null } | null> {
  const [row] = await queryRows(db, Prisma.sql`SELECT "latitude", "longitude" FROM "Postcode" WHERE "postcode" = ${postcode}`);
  return row ? { latitude: readNumber(row.latitude), longitude: readNumber(row.longitude) } : null;
}
