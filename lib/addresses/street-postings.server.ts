import "server-only";
import { createLruCache, type LruCache } from "@/lib/cache/create-lru-cache";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { type Db, providerOfDb } from "@/lib/db/client";
import { readCount, readText } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { queryRows } from "@/lib/db/query-rows";
import { readDataVersion } from "@/lib/data-version/record-data-change";

/** The streets (StreetName ids) holding one trigram, and the largest of them. */
type Postings = { ids: Int32Array; max: number };
const NO_POSTINGS: Postings = { ids: new Int32Array(0), max: -1 };

// The street ids kept per process, at most (4 bytes each: 32 MB), the least recently used
// trigrams dropped first. The 2M shapes' index holds 6.3M; a national register ~1.2M
// streets × ~14 trigrams, of which the common trigrams (the costly ones) stay.
const MAX_KEPT_IDS = 8_000_000;

/** A StreetName row as the look-up ranks it. */
export type StreetRow = { id: number; name: string; outcode: string; town: string | null };

// The streets' rows kept per process beside their postings (~100 bytes each: ~10 MB): the
// 200 read for each look-up are mostly one name's copies across outward codes, and the
// next look-up of that name wants the same rows (reading them cost ~1.5 ms a look-up).
const MAX_KEPT_STREETS = 100_000;

/** `warmed`: the trigrams read ahead into the store, once it is warmed. */
type PostingsStore = { postings: LruCache<Postings>; streets: LruCache<StreetRow>; warmed?: Promise<string[]> };
const createStore = (): PostingsStore => ({
  postings: createLruCache<Postings>({ maxEntries: 50_000, maxWeight: MAX_KEPT_IDS, weigh: ({ ids }) => ids.length + 1 }),
  streets: createLruCache<StreetRow>({ maxEntries: MAX_KEPT_STREETS }),
});

// One store per data version: an import that rebuilds the street index moves the version
// on (load-bundled-data, decision 112), and the next look-up starts an empty store. A
// database with no recorded version (filled by hand, as tests do) gets a fresh store on
// every look-up, so it always reads what is there.
const stores = createDataVersionCache<PostingsStore>("street-trigram-postings", { maxEntries: 1 });

// The largest postings read into a new store at once, in ids (16 MB): the common trigrams,
// each 20-140k streets, whose first read cost a new process's address searches 20-250 ms
// each (a few MB of a packed row read and checked); the rest are read when asked.
const WARM_IDS = 4_000_000;
const WARM_BATCH = 25;
let warming = false;

function getStore(db: Db): Promise<PostingsStore> {
  return stores.get(db, "postings", async () => {
    const store = createStore();
    // Only a server warms (startStreetPostingsWarmUp), and only data with a version, whose
    // store is kept: a database without one gets a new store on every look-up.
    if (warming && (await readDataVersion(db)) !== null) void warm(db, store);
    return store;
  });
}

function warm(db: Db, store: PostingsStore): Promise<string[]> {
  store.warmed ??= warmStore(db, store).catch((error: unknown) => {
    console.warn("[addresses] could not read the common street trigrams ahead", error instanceof Error ? error.message : error);
    return [];
  });
  return store.warmed;
}

/** Reads the largest postings into a new store, largest first, up to WARM_IDS ids; the trigrams read. */
async function warmStore(db: Db, store: PostingsStore): Promise<string[]> {
  const size = providerOfDb(db) === "sqlite" ? Prisma.sql`length("ids")` : Prisma.sql`octet_length("ids")`;
  // The length of a value, not the value: neither database reads the bytes for it.
  const sizes = await queryRows<{ trigram: unknown; bytes: unknown }[]>(db, Prisma.sql`SELECT "trigram", ${size} AS "bytes" FROM "StreetTrigramPostings" ORDER BY 2 DESC, 1`);
  const chosen: string[] = [];
  let ids = 0;
  for (const row of sizes) {
    ids += readCount(row.bytes) / 4;
    if (ids > WARM_IDS) break;
    chosen.push(readText(row.trigram) ?? "");
  }
  for (let i = 0; i < chosen.length; i += WARM_BATCH) {
    const batch = chosen.slice(i, i + WARM_BATCH).filter((trigram) => !store.postings.get(trigram));
    if (!batch.length) continue;
    for (const [trigram, postings] of await readPostings(db, batch)) store.postings.set(trigram, postings);
  }
  return chosen;
}

/**
 * From now on, each new data version's postings store starts by reading the common
 * trigrams (WARM_IDS), and the current version's is made now: a server calls it as it
 * starts, so its first address searches, and the first after an import, do not each pay a
 * common trigram's first read. Resolves with the trigrams the current store read ahead.
 */
export async function startStreetPostingsWarmUp(db: Db): Promise<string[]> {
  warming = true;
  if ((await readDataVersion(db)) === null) return [];
  return warm(db, await getStore(db));
}

/**
 * The `limit` streets sharing the most of `trigrams` (distinct) with the query, most
 * first, ties by id, with their StreetName rows: the ids are what `GROUP BY "streetId" ORDER BY COUNT(*) DESC, "streetId"
 * LIMIT limit` answers over StreetTrigram. Counted here over each trigram's street ids,
 * kept per process until the data changes: a common trigram ("  R") has ~5% of the
 * register's streets, and grouping its rows in SQL cost ~20 ms a look-up at 700k addresses
 * (decision 113, "Street look-up"); counting them in a byte array costs about 1 ms.
 */
export async function findStreetsSharingTrigrams(db: Db, trigrams: readonly string[], limit: number): Promise<StreetRow[]> {
  const store = await getStore(db);
  const lists = new Map<string, Postings>();
  for (const trigram of trigrams) {
    const kept = store.postings.get(trigram);
    if (kept) lists.set(trigram, kept);
  }
  const missing = trigrams.filter((trigram) => !lists.has(trigram));
  if (missing.length) {
    const read = await readPostings(db, missing);
    for (const trigram of missing) {
      const postings = read.get(trigram) ?? NO_POSTINGS;
      store.postings.set(trigram, postings);
      lists.set(trigram, postings);
    }
  }
  return findStreetRows(db, store.streets, selectMostShared([...lists.values()], limit));
}

// The streets of these ids (at most the look-up's limit), in the ids' order; those not
// kept are read by id and kept.
async function findStreetRows(db: Db, kept: LruCache<StreetRow>, ids: readonly number[]): Promise<StreetRow[]> {
  const found = new Map<number, StreetRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = kept.get(String(id));
    if (row) found.set(id, row);
    else missing.push(id);
  }
  if (missing.length) {
    // At most the look-up's limit (200) ids.
    const read = await queryRows(db, Prisma.sql`SELECT "id", "name", "outcode", "town" FROM "StreetName" WHERE "id" IN (${Prisma.join(missing)})`);
    for (const row of read.map((r) => ({ id: readCount(r.id), name: readText(r.name) ?? "", outcode: readText(r.outcode) ?? "", town: readText(r.town) }))) {
      kept.set(String(row.id), row);
      found.set(row.id, row);
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * Each trigram's streets, read from its packed row (StreetTrigramPostings, written by the
 * street index rebuild: one value copied, decision 113 "Packed postings"). A trigram with no
 * packed row is read from StreetTrigram: a database migrated but not yet rebuilt, or a
 * rebuild stopped part-way, has StreetTrigram rows and no packed ones (the rebuild empties
 * the packed table first and fills it last), and a trigram no street holds is in neither,
 * so the answer is the same. Costs one more lookup only for trigrams without a packed row.
 */
async function readPostings(db: Db, trigrams: readonly string[]): Promise<Map<string, Postings>> {
  const read = new Map<string, Postings>();
  // Raw, not findMany: the model read turned 14 common trigrams' 4.4 MB into base64 and back
  // at ~27 ms CPU a read on the spread shape, against ~5 ms for the raw query.
  const rows = await queryRows<Record<string, unknown>[]>(db, Prisma.sql`
    SELECT "trigram", "ids", "count" FROM "StreetTrigramPostings" WHERE "trigram" IN (${Prisma.join(trigrams)})`);
  for (const row of rows) read.set(readText(row.trigram) ?? "", unpackIds(readBytes(row.ids), readCount(row.count)));
  const unpacked = trigrams.filter((trigram) => !read.has(trigram));
  if (unpacked.length) for (const [trigram, postings] of await readPostingsAsText(db, unpacked)) read.set(trigram, postings);
  return read;
}

// One row per trigram with its streets' ids as text: a common trigram's 100k+ ids in one
// value instead of 100k rows through the client.
async function readPostingsAsText(db: Db, trigrams: readonly string[]): Promise<Map<string, Postings>> {
  const ids = providerOfDb(db) === "sqlite" ? Prisma.sql`group_concat("streetId", ',')` : Prisma.sql`string_agg(CAST("streetId" AS TEXT), ',')`;
  const rows = await queryRows<Record<string, unknown>[]>(db, Prisma.sql`
    SELECT "trigram", ${ids} AS "ids" FROM "StreetTrigram" WHERE "trigram" IN (${Prisma.join(trigrams)}) GROUP BY "trigram"`);
  const read = new Map<string, Postings>();
  for (const row of rows) read.set(readText(row.trigram) ?? "", parseIds(readText(row.ids) ?? ""));
  return read;
}

function readBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  throw new Error(`Expected bytes from the database, got ${typeof value}`);
}

const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/**
 * A packed row's ids (4 bytes each, little-endian, ascending) → its postings. A view of the
 * bytes where they are the whole of an aligned buffer (a common trigram's large read); else
 * a copy: a small Buffer is a slice of Node's shared 8 kB pool at any offset (an Int32Array
 * needs a multiple of 4), and a view kept in the cache would keep the whole pool alive.
 * Ids out of order would make a wrong count silently, so they are checked (~0.1 ms for 136k).
 */
export function unpackIds(bytes: Uint8Array, count: number): Postings {
  if (bytes.byteLength !== count * 4) throw new Error(`A packed postings row of ${bytes.byteLength} bytes for ${count} street ids`);
  const whole = bytes.byteOffset % 4 === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const ids = LITTLE_ENDIAN && whole ? new Int32Array(bytes.buffer, bytes.byteOffset, count) : copyIds(bytes, count);
  let max = -1;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number;
    if (id <= max) throw new Error(`Packed street ids out of order at ${i}: ${id} after ${max}`);
    max = id;
  }
  return { ids, max };
}

function copyIds(bytes: Uint8Array, count: number): Int32Array {
  const ids = new Int32Array(count);
  if (LITTLE_ENDIAN) new Uint8Array(ids.buffer).set(bytes);
  else {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let i = 0; i < count; i++) ids[i] = view.getInt32(i * 4, true);
  }
  return ids;
}

const COMMA = 44;
const ZERO = 48;
const NINE = 57;

/** "12,7,300" → its ids; read by character (split and Number cost ~10× more for 100k+ ids). */
export function parseIds(text: string): Postings {
  if (text === "") return { ids: new Int32Array(0), max: -1 };
  let count = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === COMMA) count++;
  const ids = new Int32Array(count);
  let n = 0;
  let value = 0;
  let digits = 0;
  let max = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : COMMA;
    if (c === COMMA) {
      if (digits === 0) throw new Error(`Not a list of street ids: "${text.slice(0, 40)}"`);
      ids[n++] = value;
      if (value > max) max = value;
      value = 0;
      digits = 0;
    } else if (c >= ZERO && c <= NINE) {
      value = value * 10 + (c - ZERO);
      digits++;
      if (value > 0x7fffffff) throw new Error(`A street id too large to count: "${text.slice(Math.max(0, i - 12), i + 1)}"`);
    } else {
      throw new Error(`Not a list of street ids: "${text.slice(0, 40)}"`);
    }
  }
  return { ids, max };
}

/**
 * The `limit` ids found in the most lists, most first, ties by id. Each list holds an id
 * once (StreetTrigram's key is trigram + street), so a count fits a byte (≤ 40 lists).
 */
export function selectMostShared(lists: readonly Postings[], limit: number): number[] {
  if (lists.length > 255) throw new Error("selectMostShared counts at most 255 lists");
  const max = lists.reduce((most, { max }) => Math.max(most, max), -1);
  if (max < 0 || limit <= 0) return [];
  const counts = new Uint8Array(max + 1);
  // How many ids are found in exactly n lists, kept as they are counted.
  const histogram = new Array<number>(lists.length + 1).fill(0);
  for (const { ids } of lists) {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      const n = counts[id] as number;
      counts[id] = n + 1;
      histogram[n] = (histogram[n] as number) - 1;
      histogram[n + 1] = (histogram[n + 1] as number) + 1;
    }
  }
  // The lowest count that makes the cut, and how many of its ids (lowest first) are taken.
  let cut = lists.length;
  let above = 0;
  while (cut > 1 && above + (histogram[cut] as number) < limit) above += histogram[cut--] as number;
  let wanted = limit - above;
  const byCount: number[][] = Array.from({ length: lists.length + 1 }, () => []);
  // In id order, so each count's ids come out lowest first.
  for (let id = 0; id <= max; id++) {
    const n = counts[id] as number;
    if (n > cut) byCount[n]?.push(id);
    else if (n === cut && n > 0 && wanted > 0) {
      byCount[n]?.push(id);
      wanted--;
    }
  }
  const chosen: number[] = [];
  for (let n = lists.length; n >= cut; n--) for (const id of byCount[n] ?? []) chosen.push(id);
  return chosen;
}
