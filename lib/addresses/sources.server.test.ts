import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchAddress } from "@/lib/addresses";
import { listLookupTrigrams, MAX_STREETS_PER_LOOKUP, normaliseStreetName, rankStreetNames } from "@/lib/addresses/block";
import type { Candidate } from "@/lib/addresses/types";
import { recordDataChange } from "@/lib/data-version/record-data-change";
import { readNumber, readText } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { packStreetPostings, rebuildStreetIndex } from "@/lib/import/rebuild-street-index";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { createDbCandidateSource } from "./sources.server";
import { findStreetsSharingTrigrams, startStreetPostingsWarmUp, type StreetRow } from "./street-postings.server";
import { MAX_CANDIDATES, MAX_STREET_ROWS, OUTCODES, buildStreetRegister, createSourceAsBefore, rankStreetNamesAsBefore } from "./street-lookup-before.test-support.server";

// The street look-up without a postcode (decision 113, "Street look-up"): the trigram count
// over kept postings and the streets' addresses in one query, compared with the queries
// they replace (street-lookup-before.test-support.server.ts) on a register shaped like the real one.
let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  const rows = buildStreetRegister();
  for (let i = 0; i < rows.length; i += 500) await t.db.address.createMany({ data: rows.slice(i, i + 500) });
  await rebuildStreetIndex(t.db);
}, 120_000);
afterAll(async () => t.cleanup());

const ids = (candidates: readonly Candidate[]) => candidates.map(({ id }) => id);

// Streets as typed: exact, misspelt, partial, with and without a town, one word or several.
const STREETS: [string, string | undefined][] = [
  ["BRADWELL ROAD", undefined], ["BRADWEL ROAD", "NEWCASTLE"], ["BROADWELL ROAD", "LEEDS"], ["CROMWELL", undefined], ["ROTHWEL GARDENS", undefined],
  ["KENTON", undefined], ["KENTON ROAD", "MANCHESTER"], ["SAINT ANNS CLOSE", undefined], ["ST JOHNS ROAD", "LONDON"], ["HIGH STREET", undefined],
  ["HIGH STREET", "LEEDS"], ["MARKET STREET", undefined], ["MARKET ST", "LEEDS"], ["HIGHFIELD", undefined], ["PARK ROAD", undefined], ["PARK ROAD NORTH", "BIRMINGHAM"], ["MILL LANE", undefined],
  ["BUCKNILL CRESCENT", undefined], ["BUCKINGHAM", undefined], ["BAY CRESCENT", undefined], ["THE GREEN", undefined], ["GREEN", undefined],
  ["WELL", undefined], ["STATION ROAD", undefined], ["STATION RD", "ELSEWHERE"], ["STATON ROAD", undefined], ["ROGERSON TERRACE", undefined], ["CLOVERFIELD", "NEWCASTLE UPON TYNE"], ["JESMOND PARK", undefined], ["NOWHERE STREET", undefined],
];

describe("the street look-up gives the candidates it gave before, on SQLite and PostgreSQL", () => {
  it("has hundreds of streets tied on shared trigrams, as a national register has", async () => {
    expect(await t.db.streetName.count({ where: { name: "STATION ROAD" } })).toBeGreaterThan(MAX_STREET_ROWS);
    const [row] = await t.db.$queryRawUnsafe<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM "StreetTrigram" WHERE "trigram" = ' RO'`);
    expect(Number(row?.n)).toBeGreaterThan(MAX_STREET_ROWS);
  });

  it.each(STREETS)("by street: %s (town %s)", async (street, town) => {
    const before = await createSourceAsBefore(t.db).byStreet?.(street, town);
    const now = await createDbCandidateSource(t.db).byStreet?.(street, town);
    expect(ids(now ?? [])).toEqual(ids(before ?? []));
    expect(now).toEqual(before);
  });

  it("covers both ways of fetching: one query for all the streets, and one per street past 800 rows", async () => {
    // 2 × 320 HIGH STREET rows: one query, cut at the candidate limit inside the second street.
    expect(await createDbCandidateSource(t.db).byStreet?.("HIGH STREET")).toHaveLength(MAX_CANDIDATES);
    // 3 × 320 MARKET STREET rows: one query per street.
    expect(await createDbCandidateSource(t.db).byStreet?.("MARKET STREET")).toHaveLength(MAX_CANDIDATES);
    // LIKE 'NE3 %' on SQLite ignores case: the lower-case postcode is a candidate there only.
    const bradwell = ids((await createDbCandidateSource(t.db).byStreet?.("BRADWELL ROAD")) ?? []);
    const lowerCase = (await t.db.address.findFirstOrThrow({ where: { postcode: "ne3 9zz" } })).uprn;
    expect(bradwell.includes(lowerCase)).toBe(t.provider === "sqlite");
    expect(bradwell.length).toBeGreaterThan(MAX_STREETS_PER_LOOKUP);
  });

  it("ranks streets as when every street was scored, though each name and town is now measured once", async () => {
    // The whole index in id order and shuffled: names in hundreds of outward codes, ties kept by position.
    const streets = await t.db.streetName.findMany({ select: { id: true, name: true, outcode: true, town: true }, orderBy: { id: "asc" } });
    const shuffled = [...streets].sort((a, b) => ((a.id * 7919) % 1009) - ((b.id * 7919) % 1009) || a.id - b.id);
    for (const list of [streets, shuffled]) {
      for (const [street, town] of STREETS) {
        const name = normaliseStreetName(street);
        const townName = town === undefined ? undefined : normaliseStreetName(town);
        for (const limit of [4, MAX_STREETS_PER_LOOKUP, 500]) expect(rankStreetNames(name, townName, list, limit), `${street} ${town} ${limit}`).toEqual(rankStreetNamesAsBefore(name, townName, list, limit));
      }
    }
  });

  it.each(OUTCODES.flatMap((outcode) => [[outcode, "BRADWEL ROAD"], [outcode, "KENTON"], [outcode, "HIGH STREET"], [outcode, "SAINT JOHNS ROAD"]]))("by outward code %s and street %s", async (outcode, street) => {
    const before = await createSourceAsBefore(t.db).byOutcodeAndStreet(outcode, street);
    const now = await createDbCandidateSource(t.db).byOutcodeAndStreet(outcode, street);
    expect(now).toEqual(before);
  });

  it.each([
    "12 Bradwell Road", "3 Station Road", "4 station rd elsewhere", "4 bradwel rd newcastle", "3 Kenton Road, Leeds", "Flat 1, 21 High Street", "21 HIGH STREET LEEDS", "300 Market Street", "8 St Anns Close",
    "6 Park Road North", "2 Mill Lane Manchester", "5 Bucknill Crescent", "1 Green", "9 Rothwell Gdns", "Cloverfield", "17 Nowhere Street",
  ])("matches %s to the same ranked candidates", async (text) => {
    const before = await matchAddress(text, createSourceAsBefore(t.db));
    const now = await matchAddress(text, createDbCandidateSource(t.db));
    expect(now.ranked.map(({ candidate, score }) => [candidate.id, score])).toEqual(before.ranked.map(({ candidate, score }) => [candidate.id, score]));
    expect(now.confidence).toBe(before.confidence);
  });
});

// The postings come from each trigram's packed row, and from StreetTrigram for a trigram
// without one (decision 113, "Packed postings"): both give the streets the SQL count gives.
describe("packed postings, and StreetTrigram where a trigram has no packed row", () => {
  const LOOKUPS = STREETS.map(([street]) => listLookupTrigrams(normaliseStreetName(street)));
  const LIMITS = [1, 12, MAX_STREET_ROWS, 1_000];

  async function countInSql(trigrams: readonly string[], limit: number): Promise<StreetRow[]> {
    if (trigrams.length === 0) return [];
    const rows = await t.db.$queryRaw<Record<string, unknown>[]>(Prisma.sql`
      SELECT s."id", s."name", s."outcode", s."town" FROM "StreetTrigram" t JOIN "StreetName" s ON s."id" = t."streetId"
      WHERE t."trigram" IN (${Prisma.join(trigrams)}) GROUP BY s."id", s."name", s."outcode", s."town" ORDER BY COUNT(*) DESC, s."id" LIMIT ${limit}`);
    return rows.map((row) => ({ id: readNumber(row.id) ?? 0, name: readText(row.name) ?? "", outcode: readText(row.outcode) ?? "", town: readText(row.town) }));
  }

  async function expectSameStreets() {
    for (const trigrams of LOOKUPS) {
      for (const limit of LIMITS) expect(await findStreetsSharingTrigrams(t.db, trigrams, limit), `${trigrams.join("|")} ${limit}`).toEqual(await countInSql(trigrams, limit));
    }
    for (const [street, town] of STREETS) expect(await createDbCandidateSource(t.db).byStreet?.(street, town), street).toEqual(await createSourceAsBefore(t.db).byStreet?.(street, town));
  }

  const repack = async () => {
    await t.db.streetTrigramPostings.deleteMany();
    await packStreetPostings(t.db, (await t.db.streetTrigram.findMany({ distinct: ["trigram"], select: { trigram: true } })).map(({ trigram }) => trigram));
  };

  it("every trigram packed, after the rebuild", async () => {
    expect(await t.db.streetTrigramPostings.count()).toBe((await t.db.streetTrigram.findMany({ distinct: ["trigram"], select: { trigram: true } })).length);
    await expectSameStreets();
  });

  it("reads a packed row where there is one, not StreetTrigram", async () => {
    // A packed " RO" that says no street holds it: the look-up believes it, so the row is read.
    const before = await findStreetsSharingTrigrams(t.db, [" RO", "BRA"], MAX_STREET_ROWS);
    expect(before.length).toBeGreaterThan(MAX_STREET_ROWS / 2);
    await t.db.streetTrigramPostings.update({ where: { trigram: " RO" }, data: { ids: new Uint8Array(0), count: 0 } });
    try {
      expect(await findStreetsSharingTrigrams(t.db, [" RO", "BRA"], MAX_STREET_ROWS)).toEqual(await countInSql(["BRA"], MAX_STREET_ROWS));
    } finally {
      await repack();
    }
    expect(await findStreetsSharingTrigrams(t.db, [" RO", "BRA"], MAX_STREET_ROWS)).toEqual(before);
  });

  it("none packed (a database migrated but not yet rebuilt)", async () => {
    await t.db.streetTrigramPostings.deleteMany();
    try {
      await expectSameStreets();
    } finally {
      await repack();
    }
  });

  it("some packed (a rebuild stopped part-way)", async () => {
    const packed = await t.db.streetTrigramPostings.findMany({ select: { trigram: true }, orderBy: { trigram: "asc" } });
    await t.db.streetTrigramPostings.deleteMany({ where: { trigram: { in: packed.filter((_, i) => i % 2 === 0).map(({ trigram }) => trigram) } } });
    try {
      expect(await t.db.streetTrigramPostings.count()).toBe(Math.floor(packed.length / 2));
      await expectSameStreets();
    } finally {
      await repack();
    }
  });
});

// Last: once a version is recorded, the trigram postings are kept per process (decision 113).
describe("with a data version, the streets' trigram postings kept until the data changes", () => {
  it("gives the same candidates from kept postings as from fresh ones", async () => {
    await recordDataChange(t.db, []);
    for (const [street, town] of STREETS) {
      const before = await createSourceAsBefore(t.db).byStreet?.(street, town);
      for (let pass = 0; pass < 2; pass++) expect(await createDbCandidateSource(t.db).byStreet?.(street, town), `${street} pass ${pass}`).toEqual(before);
    }
  });

  it("sees a rebuilt street index once the version moves on, as a load that rebuilds it does", async () => {
    expect(await createDbCandidateSource(t.db).byStreet?.("ZEPHYRINE GARDENS")).not.toContainEqual(expect.objectContaining({ street: "ZEPHYRINE GARDENS" }));
    await t.db.address.create({ data: { uprn: "99999", paon: "1", street: "ZEPHYRINE GARDENS", town: "NEWCASTLE UPON TYNE", postcode: "NE3 5ZG", singleLine: "1 ZEPHYRINE GARDENS, NEWCASTLE UPON TYNE, NE3 5ZG", source: "demo", period: "demo 2026" } });
    await rebuildStreetIndex(t.db);
    await recordDataChange(t.db, []);
    const now = await createDbCandidateSource(t.db).byStreet?.("ZEPHYRINE GARDENS");
    expect(ids(now ?? [])).toEqual(["99999"]);
    expect(now).toEqual(await createSourceAsBefore(t.db).byStreet?.("ZEPHYRINE GARDENS"));
    expect(await createDbCandidateSource(t.db).byStreet?.("BRADWELL ROAD")).toEqual(await createSourceAsBefore(t.db).byStreet?.("BRADWELL ROAD"));
  });

  it("asks again while the street index is empty: one built without moving the version is used at once", async () => {
    for (const table of ["StreetTrigramPostings", "StreetTrigram", "StreetName"]) await t.db.$executeRawUnsafe(`DELETE FROM "${table}"`);
    await recordDataChange(t.db, []);
    const withoutIndex = await createDbCandidateSource(t.db).byStreet?.("BROADWEL ROAD");
    await rebuildStreetIndex(t.db); // as a start that finds the index empty builds it
    const withIndex = await createDbCandidateSource(t.db).byStreet?.("BROADWEL ROAD");
    expect(withIndex).toEqual(await createSourceAsBefore(t.db).byStreet?.("BROADWEL ROAD"));
    expect(ids(withIndex ?? [])).not.toEqual(ids(withoutIndex ?? []));
  });
});

// Decision 120: a server reads the common trigrams' postings as it starts and when the data's
// version moves on, largest first, instead of leaving them to its first searches.
describe("the common trigrams read ahead", () => {
  it("reads the largest postings into the version's store, and the look-up answers as before", async () => {
    const largest = (await t.db.streetTrigramPostings.findMany({ select: { trigram: true, count: true } }))
      .sort((a, b) => b.count - a.count || (a.trigram < b.trigram ? -1 : a.trigram > b.trigram ? 1 : 0))
      .map(({ trigram }) => trigram);
    const read = await startStreetPostingsWarmUp(t.db);
    expect(read.length).toBeGreaterThan(100);
    expect(read).toEqual(largest.slice(0, read.length));
    for (const [street, town] of STREETS) expect(await createDbCandidateSource(t.db).byStreet?.(street, town), street).toEqual(await createSourceAsBefore(t.db).byStreet?.(street, town));
  });

  it("reads them again for the store of a new version, made by the first look-up after a change", async () => {
    await recordDataChange(t.db, []);
    await createDbCandidateSource(t.db).byStreet?.("BRADWELL ROAD");
    expect((await startStreetPostingsWarmUp(t.db)).length).toBeGreaterThan(100);
  });
});
