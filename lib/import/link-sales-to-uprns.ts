import { rankCandidates, toCandidate, type Candidate } from "@/lib/addresses";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { writeUprnLinks, type UprnLink } from "./write-uprn-links";

const CHUNK = 500;
// One statement over every unlinked sale: long on a national database, never per batch.
const LINK_TRANSACTION = { maxWait: 30_000, timeout: 30 * 60_000 };

export type LinkSummary = { examined: number; linked: number; unmatched: number };

// A field as the exact pass compares it: upper case, trimmed, blank as "".
const key = (column: string) => `UPPER(TRIM(COALESCE(${column}, '')))`;

/**
 * The exact pass's address keys (postcode, flat, number, street) held by exactly one address,
 * in the postcodes `postcodes` (a SELECT of one column) lists: columns postcode, saon, paon,
 * street, uprn. Shared with the importer, which links new sales as it inserts them.
 */
export function selectUniqueAddressKeys(postcodes: string): string {
  return `
      SELECT a."postcode" AS "postcode", ${key('a."saon"')} AS "saon", ${key('a."paon"')} AS "paon", ${key('a."street"')} AS "street", MIN(a."uprn") AS "uprn"
      FROM "Address" a
      WHERE a."postcode" IN (${postcodes})
      GROUP BY a."postcode", ${key('a."saon"')}, ${key('a."paon"')}, ${key('a."street"')}
      HAVING COUNT(*) = 1`;
}

/** The sale `sale` (an alias) has a house number or name and a street, and they, its flat and its postcode are the key `k`'s. */
export function matchesAddressKey(sale: string, k: string): string {
  return `${sale}."postcode" IS NOT NULL AND ${key(`${sale}."paon"`)} <> '' AND ${key(`${sale}."street"`)} <> ''
        AND ${k}."postcode" = ${sale}."postcode" AND ${k}."paon" = ${key(`${sale}."paon"`)}
        AND ${k}."street" = ${key(`${sale}."street"`)} AND ${k}."saon" = ${key(`${sale}."saon"`)}`;
}

/**
 * matchesAddressKey for a sale as the Price Paid importer writes it: readText trims each
 * field and writes a blank one as null, so a field's key is its value ("" for no flat) when
 * the value is in upper case, as HM Land Registry publishes it. One with a lower-case letter
 * fails here and is left to the linker's exact pass, which runs right after the import with
 * the same rule. Computing the keys (UPPER and TRIM, up to five times a row) was a quarter of
 * SQLite's write of a 50k-row batch and a third of PostgreSQL's fill (decision 147).
 */
export function matchesAddressKeyAsWritten(sale: string, k: string): string {
  return `${k}."postcode" = ${sale}."postcode" AND ${k}."paon" = ${sale}."paon" AND ${k}."street" = ${sale}."street" AND ${k}."saon" = COALESCE(${sale}."saon", '')`;
}

/**
 * The set-based pass: a sale whose flat, house number and street are exactly those of one
 * and only one address in its postcode is linked to it in one UPDATE … FROM. That is the
 * matcher's HIGH case with nothing left to weigh (numbers and street equal, postcode equal,
 * no rival with the same key), so the link is the one rankCandidates would make. Sales
 * without a house number or name, or without a street (the matcher weighs the locality
 * then, and does not call it HIGH), are left to the matcher. Returns the sales linked.
 * (The Price Paid importer applies the same rule to the sales it inserts.)
 */
async function linkExactAddresses(db: Db): Promise<number> {
  const postgres = providerOfDb(db) === "postgres";
  return db.$transaction(async (tx) => {
    if (!postgres) await tx.$executeRawUnsafe(`DROP TABLE IF EXISTS temp."link_address_key"`);
    await tx.$executeRawUnsafe(
      `CREATE TEMP TABLE "link_address_key" ("postcode" TEXT NOT NULL, "saon" TEXT NOT NULL, "paon" TEXT NOT NULL, "street" TEXT NOT NULL, "uprn" TEXT NOT NULL)${postgres ? " ON COMMIT DROP" : ""}`,
    );
    // Only the postcodes that have unlinked sales: the register itself is never read whole.
    await tx.$executeRawUnsafe(`
      INSERT INTO "link_address_key" ("postcode", "saon", "paon", "street", "uprn")
      ${selectUniqueAddressKeys(`SELECT DISTINCT s."postcode" FROM "Sale" s WHERE s."uprn" IS NULL AND s."postcode" IS NOT NULL`)}`);
    await tx.$executeRawUnsafe(`CREATE INDEX "link_address_key_lookup" ON "link_address_key" ("postcode", "paon", "street", "saon")`);
    // No address shares a postcode with an unlinked sale (an empty register, say): no scan of the sales.
    const [keys] = await tx.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM "link_address_key"`);
    if (!readCount(keys?.n)) return 0;
    if (postgres) await tx.$executeRawUnsafe(`ANALYZE "link_address_key"`);
    return tx.$executeRawUnsafe(`
      UPDATE "Sale" SET "uprn" = k."uprn"
      FROM "link_address_key" k
      WHERE "Sale"."uprn" IS NULL AND ${matchesAddressKey(`"Sale"`, "k")}`);
  }, LINK_TRANSACTION);
}

/** Postcodes that have both unlinked sales and addresses: where the matcher has work. */
async function listPostcodesToMatch(db: Db): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ postcode: unknown }[]>(`
    SELECT DISTINCT s."postcode" AS "postcode" FROM "Sale" s
    WHERE s."uprn" IS NULL AND s."postcode" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "Address" a WHERE a."postcode" = s."postcode")
    ORDER BY 1`);
  return rows.map((row) => readText(row.postcode)).filter((p): p is string => !!p);
}

/** The matcher, per postcode, for what the exact pass left: typos, abbreviations, flats written differently. */
async function linkByMatcher(db: Db, summary: LinkSummary): Promise<void> {
  const postcodes = await listPostcodesToMatch(db);
  for (let i = 0; i < postcodes.length; i += CHUNK) {
    const chunk = postcodes.slice(i, i + CHUNK);
    const sales = await db.sale.findMany({
      where: { uprn: null, postcode: { in: chunk } },
      select: { transactionId: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true },
    });
    if (!sales.length) continue;
    const addresses = await db.address.findMany({
      where: { postcode: { in: chunk } },
      select: { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true },
    });
    const byPostcode = new Map<string, Candidate[]>();
    for (const address of addresses) {
      const list = byPostcode.get(address.postcode ?? "") ?? [];
      list.push(toCandidate(address));
      byPostcode.set(address.postcode ?? "", list);
    }
    const links: UprnLink[] = [];
    for (const sale of sales) {
      summary.examined++;
      const result = rankCandidates(sale, byPostcode.get(sale.postcode ?? "") ?? []);
      const uprn = result.match?.candidate.uprn;
      if (result.confidence === "HIGH" && uprn) links.push({ key: sale.transactionId, uprn });
      else summary.unmatched++;
    }
    await writeUprnLinks(db, "Sale", "transactionId", links);
    summary.linked += links.length;
  }
}

/**
 * Links Price Paid sales that have no UPRN to the Address register. Only HIGH confidence
 * links are written: exact house and flat numbers, street agreeing (typos allowed) and
 * the same postcode, so a link is safe to rely on. Most sales are linked by one set-based
 * exact pass in SQL; the address matcher ranks only the rest, a postcode at a time.
 */
export async function linkSalesToUprns(db: Db): Promise<LinkSummary> {
  if (!(await db.address.findFirst({ where: { postcode: { not: null } }, select: { uprn: true } }))) return { examined: 0, linked: 0, unmatched: 0 };
  const exact = await linkExactAddresses(db);
  const summary: LinkSummary = { examined: exact, linked: exact, unmatched: 0 };
  await linkByMatcher(db, summary);
  return summary;
}

