import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchAddress } from "@/lib/addresses";
import { createDbCandidateSource } from "@/lib/addresses/sources.server";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import type { Db } from "@/lib/db/client";
import { packStreetPostings, rebuildStreetIndex } from "./rebuild-street-index";

// The register in both spellings it comes in (Price Paid capitals, demo title case, ST for
// SAINT): the index holds one normalised name per street and outward code.
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const address = (uprn: string, saon: string | null, paon: string, street: string | null, postcode: string, town = "Newcastle upon Tyne") => ({
    uprn, saon, paon, street, town, postcode, singleLine: [saon, paon, street, town, postcode].filter(Boolean).join(", "), source: "demo", period: "demo 2026",
  });
  await t.db.address.createMany({
    data: [
      address("1", null, "27", "BRADWELL ROAD", "NE3 3LJ", "NEWCASTLE UPON TYNE"),
      address("2", null, "29", "Bradwell Road", "NE3 3LN"),
      address("3", null, "42", "Station Road", "NE12 5UX"),
      address("4", null, "42", "Station Road", "M41 7NP", "Manchester"),
      address("5", null, "8", "St Anns Close", "NE1 2QJ"),
      address("6", "Flat 6", "Dene Court", "Jesmond Park East", "NE7 7BZ"),
      address("7", "Flat 17", "Dene Court", "Jesmond Park East", "NE7 7BZ"),
      address("8", "37", "Pegasus Jesmond Assembly", null, "NE2 1AA"),
      address("9", "10", "Brady & Martin Court", "Northumberland Road", "NE1 8SG"),
    ],
  });
});
afterAll(async () => t.cleanup());

// The packed postings decoded here by hand (4 bytes a street id, little-endian), not by the
// look-up's reader, so a mistake shared by writer and reader cannot hide.
function decodeIds(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getInt32(i * 4, true));
}

async function readPacked(db: Db): Promise<Record<string, { ids: number[]; count: number }>> {
  const rows = await db.streetTrigramPostings.findMany({ orderBy: { trigram: "asc" } });
  return Object.fromEntries(rows.map(({ trigram, ids, count }) => [trigram, { ids: decodeIds(ids), count }]));
}

async function readTrigramIds(db: Db): Promise<Record<string, { ids: number[]; count: number }>> {
  const byTrigram: Record<string, { ids: number[]; count: number }> = {};
  for (const { trigram, streetId } of await db.streetTrigram.findMany({ orderBy: [{ trigram: "asc" }, { streetId: "asc" }] })) {
    const entry = (byTrigram[trigram] ??= { ids: [], count: 0 });
    entry.ids.push(streetId);
    entry.count++;
  }
  return byTrigram;
}

const match = async (text: string) => {
  const result = await matchAddress(text, createDbCandidateSource(t.db));
  return { uprn: result.match?.candidate.uprn ?? null, confidence: result.confidence };
};

describe("rebuildStreetIndex", () => {
  it("falls back to today's street look-up while the index is empty", async () => {
    expect(await t.db.streetName.count()).toBe(0);
    expect(await match("27 Bradwell Rd, Newcastle")).toEqual({ uprn: "1", confidence: "HIGH" });
    // The old prefix key cannot find a typo in the street's first letters.
    expect((await match("42 Ssation Road, Manchester")).uprn).toBeNull();
  });

  it("writes one normalised street per outward code with its trigrams, and again the same on a rebuild", async () => {
    const first = await rebuildStreetIndex(t.db);
    const second = await rebuildStreetIndex(t.db);
    expect(second).toEqual(first);
    const streets = await t.db.streetName.findMany({ orderBy: [{ name: "asc" }, { outcode: "asc" }], select: { name: true, outcode: true, addressCount: true } });
    expect(streets).toEqual([
      { name: "BRADWELL ROAD", outcode: "NE3", addressCount: 2 },
      { name: "JESMOND PARK EAST", outcode: "NE7", addressCount: 2 },
      { name: "NORTHUMBERLAND ROAD", outcode: "NE1", addressCount: 1 },
      { name: "SAINT ANNS CLOSE", outcode: "NE1", addressCount: 1 },
      { name: "STATION ROAD", outcode: "M41", addressCount: 1 },
      { name: "STATION ROAD", outcode: "NE12", addressCount: 1 },
    ]);
    expect(first).toEqual({ streets: 6, trigrams: await t.db.streetTrigram.count() });
    expect(await t.db.streetTrigram.count({ where: { trigram: "BRA" } })).toBe(1);
  });

  it("packs each trigram's street ids, ascending, as StreetTrigram holds them", async () => {
    await rebuildStreetIndex(t.db);
    const packed = await readPacked(t.db);
    expect(Object.keys(packed).length).toBeGreaterThan(20);
    expect(packed).toEqual(await readTrigramIds(t.db));
    expect(packed["  S"]?.ids.length).toBeGreaterThan(1);
  });

  it.each<[string, string | null, string]>([
    // A typo in the first letters, no postcode: the trigram index finds the street and the
    // town picks which of the two 42 Station Roads; with a rival that close it is not HIGH.
    ["42 Ssation Road, Manchester", "4", "LOW"],
    ["42 Station Road, Newcastle upon Tyne", "3", "MEDIUM"],
    ["8 St Ann's Close", "5", "HIGH"],
    ["29 Bradwel Road", "2", "HIGH"],
    // The building-name look-up.
    ["Flat 6, Dene Court", "6", "HIGH"],
    ["37, Pegasus Jesmond Assembly", "8", "HIGH"],
    ["10, Brady and Martin Court Northumberland Road, Newcastle upon Tyne", "9", "HIGH"],
    ["99 Nowhere Street", null, "ERROR"],
  ])("%j → UPRN %s", async (text, uprn, confidence) => {
    expect(await match(text)).toEqual({ uprn, confidence });
  });
});

describe("packStreetPostings", () => {
  // Ids with each byte set, and above 2^24 and 2^31 - 1 (SQLite's hex and PostgreSQL's int4
  // that wraps negative when the low byte is 128 or more). StreetTrigram has no foreign key.
  const IDS = [0, 1, 127, 128, 255, 256, 65_535, 65_536, 16_777_215, 16_777_216, 0x12_34_56_78, 0x7f_00_00_80, 0x7f_ff_ff_ff];

  it("writes every byte of every id, in ascending order, and only the trigrams asked for", async () => {
    const ids = [...IDS].reverse();
    await t.db.streetTrigram.createMany({ data: [...ids.map((streetId) => ({ trigram: "#1#", streetId })), { trigram: "#2#", streetId: 3 }] });
    try {
      await packStreetPostings(t.db, ["#1#"]);
      expect(await t.db.streetTrigramPostings.findUnique({ where: { trigram: "#2#" } })).toBeNull();
      const row = await t.db.streetTrigramPostings.findUniqueOrThrow({ where: { trigram: "#1#" } });
      expect(row.count).toBe(IDS.length);
      expect(decodeIds(row.ids)).toEqual(IDS);
      expect(Buffer.from(row.ids).subarray(0, 12).toString("hex")).toBe("00000000" + "01000000" + "7f000000");
    } finally {
      await t.db.streetTrigramPostings.deleteMany({ where: { trigram: { in: ["#1#", "#2#"] } } });
      await t.db.streetTrigram.deleteMany({ where: { trigram: { in: ["#1#", "#2#"] } } });
    }
  });
});
