import { getOutcode, listTrigrams, normaliseStreetName } from "@/lib/addresses";
import { chunk } from "@/lib/db/chunk";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { Db } from "./types";

// Rows read per page and written per statement: memory stays bounded however large the
// register is (4 bound parameters a street, 2 a trigram, well under either database's limit).
const PAGE = 5_000;
const INSERT_BATCH = 500;

export type StreetIndexSummary = { streets: number; trigrams: number };

type Street = { name: string; outcode: string; town: string | null; count: number };

/**
 * Rebuilds the matcher's street index (StreetName and StreetTrigram) from the Address
 * register: one row per normalised street name and outward code, with its trigrams, so
 * an address typed without a postcode finds its street despite a typo. Reads the register
 * grouped by street and postcode in keyset pages; names that normalise alike ("HIGH ST",
 * "High Street") merge through ON CONFLICT, on SQLite and PostgreSQL alike.
 */
export async function rebuildStreetIndex(db: Db): Promise<StreetIndexSummary> {
  await db.streetTrigram.deleteMany();
  await db.streetName.deleteMany();
  for (let after: { street: string; postcode: string } | null = null; ; ) {
    const from: Prisma.Sql = after ? Prisma.sql`AND ("street" > ${after.street} OR ("street" = ${after.street} AND "postcode" > ${after.postcode}))` : Prisma.empty;
    const rows: Record<string, unknown>[] = await db.$queryRaw<Record<string, unknown>[]>(Prisma.sql`
      SELECT "street", "postcode", MIN("town") AS "town", COUNT(*) AS "count" FROM "Address"
      WHERE "street" IS NOT NULL AND "postcode" IS NOT NULL ${from}
      GROUP BY "street", "postcode" ORDER BY "street", "postcode" ${sqlLimit(PAGE)}`);
    const last: Record<string, unknown> | undefined = rows.at(-1);
    if (!last) break;
    await insertStreets(db, groupStreets(rows));
    after = { street: readText(last.street) ?? "", postcode: readText(last.postcode) ?? "" };
  }
  return { streets: await db.streetName.count(), trigrams: await insertTrigrams(db) };
}

function groupStreets(rows: readonly Record<string, unknown>[]): Street[] {
  const streets = new Map<string, Street>();
  for (const row of rows) {
    const name = normaliseStreetName(readText(row.street) ?? "");
    const outcode = getOutcode(readText(row.postcode) ?? "");
    if (!name || !outcode) continue;
    const key = `${name}|${outcode}`;
    const street = streets.get(key) ?? { name, outcode, town: readText(row.town), count: 0 };
    street.count += readCount(row.count);
    streets.set(key, street);
  }
  return [...streets.values()];
}

async function insertStreets(db: Db, streets: readonly Street[]): Promise<void> {
  for (const batch of chunk(streets, INSERT_BATCH)) {
    const values = Prisma.join(batch.map(({ name, outcode, town, count }) => Prisma.sql`(${name}, ${outcode}, ${town}, CAST(${count} AS INTEGER))`));
    await db.$executeRaw(Prisma.sql`
      INSERT INTO "StreetName" ("name", "outcode", "town", "addressCount") VALUES ${values}
      ON CONFLICT ("name", "outcode") DO UPDATE SET "addressCount" = "StreetName"."addressCount" + excluded."addressCount",
        "town" = COALESCE("StreetName"."town", excluded."town")`);
  }
}

async function insertTrigrams(db: Db): Promise<number> {
  let written = 0;
  for (let lastId = 0; ; ) {
    const streets = await db.streetName.findMany({ where: { id: { gt: lastId } }, orderBy: { id: "asc" }, take: PAGE, select: { id: true, name: true } });
    const last = streets.at(-1);
    if (!last) return written;
    const rows = streets.flatMap(({ id, name }) => listTrigrams(name).map((trigram) => ({ trigram, streetId: id })));
    for (const batch of chunk(rows, INSERT_BATCH)) written += (await db.streetTrigram.createMany({ data: batch })).count;
    lastId = last.id;
  }
}
