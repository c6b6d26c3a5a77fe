import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchAddress, rankCandidates, toCandidate } from "@/lib/addresses";
import { findAddressRows, findAddressRowsContainingAll, findAddressRowsContainingWords, sqlAnyColumnContains } from "@/lib/addresses/sources.server";
import { buildStreetRegister, createSourceAsBefore } from "@/lib/addresses/street-lookup-before.test-support.server";
import { recordDataChange } from "@/lib/data-version/record-data-change";
import { createDb, type Db } from "@/lib/db/client";
import { rebuildStreetIndex } from "@/lib/import/rebuild-street-index";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { findAddressesByText } from "./find-addresses-by-text.server";

// Address search without a postcode goes through the trigram index (decision 113): SQLite's
// FTS5 "AddressText" kept by triggers, PostgreSQL's pg_trgm indexes. The register in the
// spellings it comes in (capitals, title case) with LIKE's wildcard characters and quotes.
let t: TestDb;
const address = (uprn: string, paon: string | null, street: string | null, postcode = "NE3 4AA", town = "Newcastle upon Tyne") => ({
  uprn, paon, street, town, postcode, singleLine: [paon, street, town, postcode].filter(Boolean).join(", "), source: "demo", period: "demo 2026",
});
const KENTON_ROAD = Array.from({ length: 30 }, (_, i) => String(300 + i));

beforeAll(async () => {
  t = await createTestDb();
  await t.db.address.createMany({
    data: [
      ...KENTON_ROAD.map((uprn, i) => address(uprn, String(i + 1), "Kenton Road")),
      address("400", "Kenton Bar Cottage", null, "NE3 4AB"),
      address("401", "12", "KENTON LANE", "NE3 4AB", "NEWCASTLE UPON TYNE"),
      address("402", "50% House", "Gosforth Street", "NE3 4AB"),
      address("403", "Unit_9", "Gosforth Street", "NE3 4AB"),
      address("404", "Unit 9", "Gosforth Street", "NE3 4AB"),
      address("405", "Unit19", "Gosforth Street", "NE3 4AB"),
      address("406", "3", "O'Brien Close", "NE3 4AB"),
      address("407", "Rose Cottage", "Moor Lane", "NE3 4AB"),
      // No text to index (an OS Open UPRN row before address matching fills it in).
      address("408", null, null, "NE3 4AB"),
    ],
  });
});
afterAll(async () => t.cleanup());

const uprnsContaining = async (words: string[], limit = 100) => (await findAddressRowsContainingAll(t.db, words, limit)).map((row) => row.uprn);

describe("findAddressRowsContainingAll, through the trigram index on SQLite and PostgreSQL", () => {
  it("goes through the index", async () => {
    if (t.provider === "sqlite") {
      const [row] = await t.db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM "AddressText"`);
      // Every address with a street or building name, and not the one without.
      expect(Number(row?.n)).toBe(KENTON_ROAD.length + 8);
    } else {
      // The query's expression must be the index's, or PostgreSQL scans: with scans made
      // dear (the table is tiny), the search reads the index once.
      const one = createDb(t.url, 1);
      const indexScans = async () => {
        await one.$queryRawUnsafe(`SELECT 1 AS n FROM (SELECT pg_stat_force_next_flush()) AS flushed`);
        const [row] = await one.$queryRawUnsafe<{ n: unknown }[]>(`SELECT idx_scan AS n FROM pg_stat_user_indexes WHERE indexrelname = 'Address_text_trgm_idx'`);
        return Number(row?.n);
      };
      try {
        await one.$executeRawUnsafe(`SET enable_seqscan = off`);
        const before = await indexScans();
        expect(await findAddressRowsContainingAll(one, ["Gosforth"], 10)).toHaveLength(4);
        expect(await indexScans()).toBe(before + 1);
      } finally {
        await one.$disconnect();
      }
    }
  });

  it.each<[string, string[], string[]]>([
    ["a street word", ["Gosforth"], ["402", "403", "404", "405"]],
    ["a partial word", ["osfor"], ["402", "403", "404", "405"]],
    ["mixed case", ["kEnToN lAnE"], ["401"]],
    ["a building name", ["cottage"], ["400", "407"]],
    ["every word, in street or building name", ["cottage", "moor"], ["407"]],
    ["words in any order", ["LANE", "KENTON"], ["401"]],
    ["nothing", ["Nowhere"], []],
    ["a word too short to have a trigram", ["Ke"], []],
  ])("finds %s", async (_, words, expected) => {
    expect(await uprnsContaining(words)).toEqual(expected);
  });

  it.each<[string, string[]]>([
    ["%%%", []],
    ["___", []],
    ["50%", ["402"]],
    ["t_9", ["403"]],
    ["O'Brien", ["406"]],
    ['"Brien', []],
    ["Brien' OR '1'='1", []],
    ["Kenton\" OR \"Gosforth", []],
    ["Road\u001fKenton", []],
  ])("%s is literal text, never a wildcard or syntax", async (word, expected) => {
    expect(await uprnsContaining([word])).toEqual(expected);
  });

  it("is bounded and answers in UPRN order", async () => {
    const uprns = await uprnsContaining(["Kenton Road"], 10);
    expect(uprns).toHaveLength(10);
    expect(uprns).toEqual([...uprns].sort());
    expect(uprns.every((uprn) => KENTON_ROAD.includes(uprn))).toBe(true);
  });

  it("finds the same addresses as the LIKE scan it replaces", async () => {
    for (const word of ["Kenton", "KENTON ROAD", "osfor", "Cottage", "50%", "t_9", "nit", "Nowhere"]) {
      const indexed = await findAddressRowsContainingAll(t.db, [word], 1000);
      const scanned = await findAddressRows(t.db, sqlAnyColumnContains(["street", "paon"], word), 1000);
      expect(indexed, word).toEqual(scanned);
    }
  });

  it("follows the register: an address added, renamed or removed is found, found anew or gone", async () => {
    await t.db.address.create({ data: address("900", "1", "Zephyrine Gardens") });
    expect(await uprnsContaining(["zephyr"])).toEqual(["900"]);
    await t.db.address.update({ where: { uprn: "900" }, data: { street: "Quillfeather Way" } });
    expect(await uprnsContaining(["zephyr"])).toEqual([]);
    expect(await uprnsContaining(["quillfeather"])).toEqual(["900"]);
    // An import's upsert that rewrites the address text.
    await t.db.$executeRawUnsafe(`INSERT INTO "Address" ("uprn", "paon", "street", "singleLine", "source", "period") VALUES ('900', '2', 'Ottoline Row', '2 Ottoline Row', 'demo', 'demo 2026') ON CONFLICT ("uprn") DO UPDATE SET "street" = excluded."street", "paon" = excluded."paon"`);
    expect(await uprnsContaining(["quillfeather"])).toEqual([]);
    expect(await uprnsContaining(["ottoline"])).toEqual(["900"]);
    await t.db.address.delete({ where: { uprn: "900" } });
    expect(await uprnsContaining(["ottoline"])).toEqual([]);
  });
});

describe("findAddressRowsContainingWords", () => {
  it("is the longest word's matches when they fit", async () => {
    const rows = await findAddressRowsContainingWords(t.db, ["ROAD", "KENTON"], 100);
    const scanned = await findAddressRows(t.db, sqlAnyColumnContains(["street", "paon"], "KENTON"), 100);
    expect(rows).toEqual(scanned);
  });

  it("keeps the addresses naming every word first when the longest word alone finds too many", async () => {
    // "KENTON" finds 32 addresses; the cottage is the one naming both words.
    const uprns = (await findAddressRowsContainingWords(t.db, ["BAR", "KENTON"], 5)).map((row) => row.uprn);
    expect(uprns).toHaveLength(5);
    expect(uprns).toContain("400");
  });
});

describe("findAddressesByText without a postcode", () => {
  it.each<[string, string]>([
    ["Kenton Bar Cottage", "400"],
    ["kenton bar cottage newcastle", "400"],
    ["12 kenton lane", "401"],
    ["Rose Cottage Moor Lane", "407"],
  ])("%s finds %s first", async (text, uprn) => {
    const found = await findAddressesByText(t.db, text);
    expect(found[0]?.uprn).toBe(uprn);
  });

  it("finds nothing for words the register does not hold", async () => {
    expect(await findAddressesByText(t.db, "Zzyzx Qwerty")).toEqual([]);
  });
});

// The street look-up changed under this search (decision 113, "Street look-up"): the same
// UPRNs in the same order as with the queries it replaced, on a register with a street name
// in 260 outward codes (scores tie across them, so order falls to the look-up's order).
describe("findAddressesByText gives the addresses it gave before the street look-up changed", () => {
  let r: TestDb;
  beforeAll(async () => {
    r = await createTestDb();
    const rows = buildStreetRegister();
    for (let i = 0; i < rows.length; i += 500) await r.db.address.createMany({ data: rows.slice(i, i + 500) });
    await rebuildStreetIndex(r.db);
  }, 120_000);
  afterAll(async () => r.cleanup());

  // findAddressesByText as it was, over the look-up as it was.
  async function findAsBefore(db: Db, text: string): Promise<string[]> {
    const matched = await matchAddress(text, createSourceAsBefore(db));
    let ranked = matched.ranked;
    if (!ranked.length) {
      const words = text.toUpperCase().replace(/[^A-Z ]/g, " ").split(/\s+/).filter((w) => w.length >= 4);
      const rows = await findAddressRowsContainingWords(db, words, 1000);
      ranked = rows.length ? rankCandidates(text, rows.map(toCandidate)).ranked : [];
    }
    return ranked.filter((c) => !c.disqualified && c.score >= 0.5).slice(0, 50).map((c) => c.candidate.id);
  }

  const TEXTS = [
    "12 Bradwell Road", "4 bradwel rd newcastle", "3 Kenton Road, Leeds", "Kenton", "Flat 1, 21 High Street", "21 HIGH STREET LEEDS", "300 Market Street",
    "8 St Anns Close", "6 Park Road North", "2 Mill Lane Manchester", "5 Bucknill Crescent", "9 Rothwell Gdns", "Cloverfield", "3 Station Road",
    "4 station rd elsewhere", "Station", "2 Staton Road", "Rose Crescent", "Crescent", "Bay", "17 Nowhere Street",
  ];

  it.each([false, true])("on SQLite and PostgreSQL, with trigram postings kept: %s", async (kept) => {
    if (kept) await recordDataChange(r.db, []);
    let found = 0;
    for (const text of TEXTS) {
      const now = (await findAddressesByText(r.db, text)).map((row) => row.uprn);
      expect(now, text).toEqual(await findAsBefore(r.db, text));
      if (now.length > 1) found++;
    }
    // Most of them find several addresses: the order is compared, not only the best.
    expect(found).toBeGreaterThan(TEXTS.length / 2);
  });
});
