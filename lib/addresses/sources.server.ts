import "server-only";
import { type Db, providerOfDb } from "@/lib/db/client";
import { readBoolean, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlContainsText, sqlLikePrefix, sqlStartsWithText } from "@/lib/db/sql-like";
import { sqlLimit } from "@/lib/db/sql-limit";
import { type Address, Prisma } from "@/lib/generated/sqlite/client";
import { type StreetEntry, MAX_STREETS_PER_LOOKUP, listLookupTrigrams, normaliseStreetName, rankStreetNames, streetKey, toCandidate } from "./block";
import { toTitleCase } from "./normalise";
import { findStreetsSharingTrigrams } from "./street-postings.server";
import type { Candidate, CandidateSource } from "./types";
import { queryRows } from "@/lib/db/query-rows";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";

const TEXT_COLUMNS = ["uprn", "saon", "paon", "street", "locality", "town", "district", "county", "postcode", "singleLine", "source", "period"] as const;
const NUMBER_COLUMNS = ["latitude", "longitude"] as const;
const selected = Prisma.join([...TEXT_COLUMNS, ...NUMBER_COLUMNS, "locationApproximate"].map((column) => Prisma.raw(`"${column}"`)));

export type AddressTextColumn = "saon" | "paon" | "street" | "town" | "postcode";

function toAddress(row: Record<string, unknown>): Address {
  const text = (column: (typeof TEXT_COLUMNS)[number]) => readText(row[column]);
  return {
    uprn: text("uprn") ?? "",
    saon: text("saon"),
    paon: text("paon"),
    street: text("street"),
    locality: text("locality"),
    town: text("town"),
    district: text("district"),
    county: text("county"),
    postcode: text("postcode"),
    singleLine: text("singleLine") ?? "",
    latitude: readNumber(row.latitude),
    longitude: readNumber(row.longitude),
    locationApproximate: readBoolean(row.locationApproximate) ?? false,
    source: text("source") ?? "",
    period: text("period") ?? "",
  };
}

/** True where any of the columns contains the text, literally and ignoring case, on either database. */
export function sqlAnyColumnContains(columns: readonly AddressTextColumn[], text: string): Prisma.Sql {
  return Prisma.sql`(${Prisma.join(
    columns.map((column) => sqlContainsText(Prisma.raw(`"${column}"`), text)),
    " OR ",
  )})`;
}

/**
 * Addresses matching a condition, in UPRN order (in the database's own where `ordered` is
 * false), at most `limit`. Text conditions go through sqlContainsText rather than Prisma's
 * `contains`, which is case-sensitive on PostgreSQL only and passes % and _ through as
 * wildcards.
 */
export async function findAddressRows(db: Db, where: Prisma.Sql, limit: number, ordered = true): Promise<Address[]> {
  const order = ordered ? Prisma.sql`ORDER BY "uprn"` : Prisma.empty;
  const rows = await queryRows<Record<string, unknown>[]>(db, Prisma.sql`SELECT ${selected} FROM "Address" WHERE ${where} ${order} ${sqlLimit(limit)}`);
  return rows.map(toAddress);
}

// A trigram index holds three-character slices: a shorter word has none to look up.
const MIN_INDEXED_WORD = 3;
// PostgreSQL's trigram index is over this expression (prisma/postgres/migrations/
// 20261126110000_address_text_index), upper-cased by sqlContainsText: the same text, or the
// index is not used. The unit separator is never in an address, so no word spans the two.
const UNIT_SEPARATOR = "\u001f";
const INDEXED_TEXT = Prisma.raw(`COALESCE("street", '') || E'\\x1f' || COALESCE("paon", '')`);

/**
 * Addresses whose street or building name (paon) contains every one of the words,
 * literally and ignoring case, at most `limit`, in UPRN order; the words' own order and
 * position do not matter. Served by the trigram index on either database (SQLite's FTS5
 * "AddressText", PostgreSQL's pg_trgm index: decision 113), so it costs about the same
 * at national size as on the bundle, where a LIKE scan in UPRN order took seconds. Words
 * shorter than three characters cannot be looked up and are left out; with none left,
 * nothing is found.
 */
export async function findAddressRowsContainingAll(db: Db, words: readonly string[], limit: number): Promise<Address[]> {
  // Case is folded by the databases (FTS5's tokenizer, UPPER on both sides in PostgreSQL), not here.
  const usable = [...new Set(words)].filter((word) => [...word].length >= MIN_INDEXED_WORD);
  if (!usable.length || limit <= 0 || usable.some((word) => word.includes(UNIT_SEPARATOR))) return [];
  const rows = await queryRows<Record<string, unknown>[]>(db,
    providerOfDb(db) === "sqlite"
      ? // A phrase of trigrams matches where the word appears as a run of characters: % _ ' are plain characters there.
        Prisma.sql`SELECT ${selected} FROM "Address" WHERE "uprn" IN (
          SELECT CAST(rowid AS TEXT) FROM "AddressText" WHERE "AddressText" MATCH ${usable.map((word) => `"${word.replace(/"/g, '""')}"`).join(" AND ")} ${sqlLimit(limit)})`
      : // No ORDER BY: sorting every match to keep the first few is the scan this index avoids.
        Prisma.sql`SELECT ${selected} FROM "Address" WHERE ${Prisma.join(usable.map((word) => sqlContainsText(INDEXED_TEXT, word)), " AND ")} ${sqlLimit(limit)}`,
  );
  return rows.map(toAddress).sort(byUprn);
}

/**
 * Candidates for free text without a postcode: addresses whose street or building name
 * contains all the words, then those containing the longest word, at most `limit` in
 * UPRN order. Where the longest word alone finds no more than `limit`, this is exactly
 * that set; where it finds more, the addresses naming every word are kept first.
 */
export async function findAddressRowsContainingWords(db: Db, words: readonly string[], limit: number): Promise<Address[]> {
  const key = [...words].sort((a, b) => b.length - a.length)[0];
  if (!key) return [];
  const all = new Set(words).size > 1 ? await findAddressRowsContainingAll(db, words, limit) : [];
  if (all.length >= limit) return all;
  const seen = new Set(all.map((row) => row.uprn));
  const more = (await findAddressRowsContainingAll(db, [key], limit)).filter((row) => !seen.has(row.uprn));
  return [...all, ...more.slice(0, limit - all.length)].sort(byUprn);
}

// Code-unit order, as both databases order digit strings.
function byUprn(a: Address, b: Address): number {
  return a.uprn < b.uprn ? -1 : a.uprn > b.uprn ? 1 : 0;
}

const MAX_CANDIDATES = 400;
const POSTCODE = Prisma.raw(`"postcode"`);

async function readCandidates(db: Db, where: Prisma.Sql, limit: number, ordered = true): Promise<Candidate[]> {
  return (await findAddressRows(db, where, limit, ordered)).map(toCandidate);
}
// Streets sharing the most trigrams with the query that are ranked in full; the look-up
// binds only the query's own trigrams (at most MAX_LOOKUP_TRIGRAMS), so both are bounded.
const MAX_STREET_ROWS = 200;
const STREETS_IN_OUTCODE = 4;

interface IndexedStreet extends StreetEntry {
  id: number;
}

// Whether the street index holds any street, read once per data version while it does (an
// address search asked on every call). An empty one is asked again: a start that finds it
// empty builds it without moving the version.
const streetIndexes = createDataVersionCache<boolean>("street-index", { maxEntries: 1, keeps: (present) => present });

/**
 * Candidates from the Address register (UPRNs), blocked by postcode, by street (the
 * StreetName trigram index finds a street however it was misspelt) or by building name.
 * On a database whose street index is empty (built before it existed) the street look-up
 * falls back to a prefix of the street's longest word.
 */
export function createDbCandidateSource(db: Db): CandidateSource {
  let indexed: Promise<boolean> | undefined;
  const hasStreetIndex = () => (indexed ??= streetIndexes.get(db, "", () => queryRows(db, Prisma.sql`SELECT "id" FROM "StreetName" ${sqlLimit(1)}`).then((rows) => rows.length > 0)));
  const byStreetName = async (street: string, town: string | undefined, outcode: string | undefined) => {
    if (!(await hasStreetIndex())) return null;
    const streets = await findSimilarStreets(db, street, town, outcode);
    return streets.length > 0 ? findAddressesOnStreets(db, streets) : null;
  };
  return {
    async byPostcode(postcode) {
      return readCandidates(db, Prisma.sql`"postcode" = ${postcode}`, MAX_CANDIDATES, false);
    },
    async byOutcodeAndStreet(outcode, street) {
      const indexedRows = await byStreetName(street, undefined, outcode);
      if (indexedRows) return indexedRows;
      const where = Prisma.sql`${sqlStartsWithText(Prisma.raw('"postcode"'), `${outcode} `)} AND ${sqlContainsText(Prisma.raw('"street"'), streetKey(street))}`;
      return (await findAddressRows(db, where, MAX_CANDIDATES)).map(toCandidate);
    },
    async byStreet(street, town) {
      const indexedRows = await byStreetName(street, town, undefined);
      if (indexedRows) return indexedRows;
      return (await findAddressRows(db, sqlContainsText(Prisma.raw('"street"'), streetKey(street)), MAX_CANDIDATES)).map(toCandidate);
    },
    async byBuildingName(name, outcode) {
      const spelt = Prisma.sql`"paon" IN (${Prisma.join(listSpellings(normaliseStreetName(name)))})`;
      return readCandidates(db, outcode ? Prisma.sql`${spelt} AND ${sqlLikePrefix(POSTCODE, `${outcode} `)}` : spelt, MAX_CANDIDATES);
    },
  };
}

async function findSimilarStreets(db: Db, street: string, town: string | undefined, outcode: string | undefined): Promise<IndexedStreet[]> {
  const name = normaliseStreetName(street);
  const trigrams = listLookupTrigrams(name);
  if (trigrams.length === 0) return [];
  const streets = outcode
    ? // Few streets in an outward code: its index, then each street's trigrams by key.
      (
        await queryRows<Record<string, unknown>[]>(db, Prisma.sql`
    SELECT s."id", s."name", s."outcode", s."town" FROM "StreetTrigram" t JOIN "StreetName" s ON s."id" = t."streetId"
    WHERE t."trigram" IN (${Prisma.join(trigrams)}) AND s."outcode" = ${outcode}
    GROUP BY s."id", s."name", s."outcode", s."town"
    ORDER BY COUNT(*) DESC, s."id" ${sqlLimit(MAX_STREET_ROWS)}`)
      ).map((row) => ({ id: readNumber(row.id) ?? 0, name: readText(row.name) ?? "", outcode: readText(row.outcode) ?? "", town: readText(row.town) }))
    : await findStreetsSharingTrigrams(db, trigrams, MAX_STREET_ROWS);
  const limit = outcode ? STREETS_IN_OUTCODE : MAX_STREETS_PER_LOOKUP;
  return rankStreetNames(name, town === undefined ? undefined : normaliseStreetName(town), streets, limit);
}

// The register spells a street in capitals (Price Paid, AddressBase) or title case (demo),
// with SAINT as ST and AND as &: the index holds the normalised name, so each spelling is looked up
// exactly (the street column's index serves it).
function listSpellings(name: string): string[] {
  const forms = [name, name.replace(/\bSAINT\b/g, "ST"), name.replace(/ AND /g, " & ")];
  return [...new Set(forms.flatMap((form) => [form, toTitleCase(form)]))];
}

// Best street first, so a long street further down the list cannot crowd out the likeliest one.
// One query for all the streets (they often share a name across outward codes, so one
// read of the street index serves them all), split here in the same order as one query
// per street; when the streets hold more rows than this, one query per street as before.
const MAX_SHARED_ROWS = 2 * MAX_CANDIDATES;

async function findAddressesOnStreets(db: Db, streets: readonly IndexedStreet[]): Promise<Candidate[]> {
  const spellings = streets.map(({ name }) => new Set(listSpellings(name)));
  const outcodes = [...new Set(streets.map(({ outcode }) => outcode))];
  const named = Prisma.sql`"street" IN (${Prisma.join([...new Set(spellings.flatMap((names) => [...names]))])})`;
  const inOutcodes = Prisma.join(outcodes.map((outcode) => sqlLikePrefix(POSTCODE, `${outcode} `)), " OR ");
  const rows = await findAddressRows(db, Prisma.sql`${named} AND (${inOutcodes})`, MAX_SHARED_ROWS + 1);
  if (rows.length > MAX_SHARED_ROWS) return findAddressesOnEachStreet(db, streets);
  const startsWith = providerOfDb(db) === "sqlite" ? startsWithLikeSqlite : (text: string, prefix: string) => text.startsWith(prefix);
  const found: Candidate[] = [];
  streets.forEach(({ outcode }, i) => {
    const names = spellings[i];
    for (const row of rows) {
      if (found.length >= MAX_CANDIDATES) return;
      if (row.street !== null && names?.has(row.street) && row.postcode !== null && startsWith(row.postcode, `${outcode} `)) found.push(toCandidate(row));
    }
  });
  return found;
}

// Prisma's startsWith is LIKE 'prefix%' on SQLite, which ignores the case of ASCII letters
// only; on PostgreSQL it is case-sensitive. (Registers store postcodes in capitals.)
function startsWithLikeSqlite(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const a = text.charCodeAt(i);
    const b = prefix.charCodeAt(i);
    if (a !== b && foldAscii(a) !== foldAscii(b)) return false;
  }
  return true;
}

function foldAscii(code: number): number {
  return code >= 97 && code <= 122 ? code - 32 : code;
}

/** One query per street, best first, each in UPRN order, MAX_CANDIDATES in all. */
export async function findAddressesOnEachStreet(db: Db, streets: readonly IndexedStreet[]): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const { name, outcode } of streets) {
    const take = MAX_CANDIDATES - found.length;
    if (take <= 0) break;
    const where = Prisma.sql`"street" IN (${Prisma.join(listSpellings(name))}) AND ${sqlLikePrefix(POSTCODE, `${outcode} `)}`;
    found.push(...(await readCandidates(db, where, take)));
  }
  return found;
}
