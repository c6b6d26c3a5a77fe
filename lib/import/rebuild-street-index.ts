import { getOutcode, listTrigrams, normaliseStreetName } from "@/lib/addresses";
import { chunk } from "@/lib/db/chunk";
import { providerOfDb } from "@/lib/db/client";
import type { Provider } from "@/lib/db/database-url";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { sqlLimit } from "@/lib/db/sql-limit";
import { insertRowsInto } from "@/lib/db/insert-rows";
import { Prisma } from "@/lib/generated/sqlite/client";
import type { Db } from "./types";

// Rows read per page and written per statement: memory stays bounded however large the
// register is (4 bound parameters a street, well under either database's limit). Trigrams
// go in through insertRowsInto's multi-row INSERTs: Prisma's createMany of 500 took ~25 ms
// each, 11.7 of the bundle's 12.9 s.
const PAGE = 5_000;
const INSERT_BATCH = 500;
// Trigrams packed per statement: each statement's work stays bounded (the database groups
// one trigram's rows at a time; no id passes through JavaScript), and the trigrams are
// bound as a list, so no range of them depends on either database's collation.
const PACK_BATCH = 200;

export type StreetIndexSummary = { streets: number; trigrams: number };

/** The tables a rebuild writes. */
export const STREET_INDEX_TABLES = ["StreetName", "StreetTrigram", "StreetTrigramPostings"] as const;

type Street = { name: string; outcode: string; town: string | null; count: number };

/**
 * Rebuilds the matcher's street index (StreetName, StreetTrigram and its packed postings)
 * from the Address register: one row per normalised street name and outward code, with its
 * trigrams, so an address typed without a postcode finds its street despite a typo. Reads
 * the register grouped by street and postcode in keyset pages; names that normalise alike
 * ("HIGH ST", "High Street") merge through ON CONFLICT, on SQLite and PostgreSQL alike.
 */
export async function rebuildStreetIndex(db: Db): Promise<StreetIndexSummary> {
  // The packed postings first: a rebuild that stops part-way leaves trigrams without a
  // packed row, which the look-up reads from StreetTrigram (street-postings.server.ts).
  await db.streetTrigramPostings.deleteMany();
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
  const { written, trigrams } = await insertTrigrams(db);
  await packStreetPostings(db, trigrams);
  return { streets: await db.streetName.count(), trigrams: written };
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

// Also says which trigrams were written (a few thousand distinct, ~50k at most), so the
// packing need not read StreetTrigram once more to list them.
async function insertTrigrams(db: Db): Promise<{ written: number; trigrams: Set<string> }> {
  let written = 0;
  const trigrams = new Set<string>();
  for (let lastId = 0; ; ) {
    const streets = await db.streetName.findMany({ where: { id: { gt: lastId } }, orderBy: { id: "asc" }, take: PAGE, select: { id: true, name: true } });
    const last = streets.at(-1);
    if (!last) return { written, trigrams };
    const rows = streets.flatMap(({ id, name }) => listTrigrams(name).map((trigram) => ({ trigram, streetId: id })));
    for (const { trigram } of rows) trigrams.add(trigram);
    await insertRowsInto(db, "StreetTrigram", rows);
    written += rows.length;
    lastId = last.id;
  }
}

// Each id as 4 bytes, little-endian, in ascending id order, concatenated. Street ids are
// positive 32-bit integers (StreetName's autoincrement); the id with its bytes swapped is
// written big-endian: SQLite prints it as 8 hex digits and unhexes the whole list into a
// BLOB, PostgreSQL sends it as an int4 (its shifts wrap, so the top byte may make it negative).
const SWAPPED_ID = `((("streetId" & 255) << 24) | ((("streetId" >> 8) & 255) << 16) | ((("streetId" >> 16) & 255) << 8) | (("streetId" >> 24) & 255))`;
const PACKED_IDS: Record<Provider, string> = {
  sqlite: `unhex(group_concat(printf('%08X', ${SWAPPED_ID}), '' ORDER BY "streetId"))`,
  postgres: `string_agg(int4send(${SWAPPED_ID}), ''::bytea ORDER BY "streetId")`,
};

/**
 * The statement that writes StreetTrigramPostings from the StreetTrigram rows `where`
 * selects (all when empty), one row a trigram, computed in the database. The scale bench
 * runs it too (bench/scale-build.ts), on the street index it copies.
 */
export function sqlInsertPackedPostings(provider: Provider, where: Prisma.Sql = Prisma.empty): Prisma.Sql {
  return Prisma.sql`INSERT INTO "StreetTrigramPostings" ("trigram", "ids", "count")
    SELECT "trigram", ${Prisma.raw(PACKED_IDS[provider])}, COUNT(*) FROM "StreetTrigram" ${where} GROUP BY "trigram"`;
}

/** Writes the packed postings of these trigrams (those StreetTrigram holds), PACK_BATCH a statement. */
export async function packStreetPostings(db: Db, trigrams: Iterable<string>): Promise<void> {
  const provider = providerOfDb(db);
  for (const batch of chunk([...trigrams], PACK_BATCH)) await db.$executeRaw(sqlInsertPackedPostings(provider, Prisma.sql`WHERE "trigram" IN (${Prisma.join(batch)})`));
}
