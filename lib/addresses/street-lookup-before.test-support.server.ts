import "server-only";
// Test support for the street look-up without a postcode (decision 113, "Street look-up"):
// a register shaped like the real one, and the look-up's queries as they were before, to
// compare with. The same street names in many outward codes (hundreds of streets tie on
// shared trigrams, so the 200 kept are cut inside a tie), names sharing slices ("BRADWELL",
// "BROADWELL", "CROMWELL"), capitals and title case, ST for SAINT, streets longer than the
// candidate limit, and a postcode in lower case (LIKE ignores its case on SQLite only).
import { type StreetEntry, candidateSelect, listLookupTrigrams, MAX_STREETS_PER_LOOKUP, measureTrigramSimilarity, normaliseStreetName, streetKey, toCandidate } from "@/lib/addresses/block";
import { toTitleCase } from "@/lib/addresses/normalise";
import { measureWordSimilarity } from "@/lib/addresses/score";
import type { Candidate, CandidateSource } from "@/lib/addresses/types";
import type { Db } from "@/lib/db/client";
import { readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlContainsText, sqlStartsWithText } from "@/lib/db/sql-like";
import { sqlLimit } from "@/lib/db/sql-limit";
import { Prisma } from "@/lib/generated/sqlite/client";
import { createDbCandidateSource, findAddressRows } from "./sources.server";

const NAMES = [
  "BRADWELL ROAD", "BRADWELL CLOSE", "BROADWELL ROAD", "BRADLEY ROAD", "CROMWELL ROAD", "CROMWELL TERRACE", "ROTHWELL GARDENS",
  "ROTHWELL ROAD", "HALLIWELL STREET", "BOSWELL AVENUE", "WELLINGTON ROAD", "KENTON ROAD", "KENTON LANE", "KENTON BAR",
  "STATION ROAD", "ST ANNS CLOSE", "ST JOHNS ROAD", "HIGHFIELD ROAD", "HIGHBURY", "PARK ROAD", "PARK ROAD NORTH", "PARKSIDE",
  "MILL LANE", "MILLFIELD", "BUCKNILL CRESCENT", "BUCKINGHAM ROAD", "BUCKLAND CLOSE", "ROSE CRESCENT", "BAY CRESCENT",
  "THE GREEN", "GREEN LANE", "ROGERSON TERRACE", "CLOVERFIELD", "JESMOND PARK EAST", "NORTHUMBERLAND ROAD",
];
export const OUTCODES = ["NE1", "NE3", "NE7", "NE12", "M41", "LS6", "SW1A", "B15", "CF10", "BS8", "NG7", "EX4"];
const TOWNS: Record<string, string> = { NE1: "NEWCASTLE UPON TYNE", NE3: "NEWCASTLE UPON TYNE", NE7: "NEWCASTLE UPON TYNE", NE12: "NEWCASTLE UPON TYNE", M41: "MANCHESTER", LS6: "LEEDS", SW1A: "LONDON", B15: "BIRMINGHAM", CF10: "CARDIFF", BS8: "BRISTOL", NG7: "NOTTINGHAM", EX4: "EXETER" };

type Row = { uprn: string; saon: string | null; paon: string; street: string; town: string; postcode: string; singleLine: string; source: string; period: string };
export function buildStreetRegister(): Row[] {
  const rows: Row[] = [];
  let uprn = 10_000;
  const add = (paon: string, street: string, postcode: string, town: string, saon: string | null = null) =>
    rows.push({ uprn: String(uprn++), saon, paon, street, town, postcode, singleLine: [saon, paon, street, town, postcode].filter(Boolean).join(", "), source: "demo", period: "demo 2026" });
  NAMES.forEach((name, n) => {
    OUTCODES.forEach((outcode, o) => {
      if ((n + o) % 5 === 4) return; // not every name in every outward code
      const title = (n + o) % 2 === 0;
      const street = title ? toTitleCase(name) : name;
      const town = title ? toTitleCase(TOWNS[outcode] ?? "") : (TOWNS[outcode] ?? "");
      for (let house = 1; house <= 1 + ((n * 3 + o) % 4); house++) add(String(house * 2 + (o % 2)), street, `${outcode} ${1 + (n % 9)}${"ABDEFGHJLNPQRSTUWXYZ"[o % 20]}${"ABDEFGHJLN"[n % 10]}`, town);
    });
  });
  // A name in hundreds of outward codes, as STATION ROAD is: the 200 streets kept are cut inside the tie.
  const areas = ["NE", "M", "LS", "B", "S", "L", "G", "CF", "BS", "NG", "EX", "YO", "DH", "SR", "TS", "HU", "DN", "LN", "PE", "CB"];
  areas.forEach((area, a) => {
    for (let district = 20; district < 33; district++) add(String(1 + ((a + district) % 9)), a % 2 ? "Station Road" : "STATION ROAD", `${area}${district} 2SR`, a % 3 ? "SOMEWHERE" : "ELSEWHERE");
  });
  // Longer than the candidate limit (400), and in more outward codes than one query holds (800 rows).
  for (const outcode of ["NE1", "NE3"]) for (let house = 1; house <= 320; house++) add(String(house), "HIGH STREET", `${outcode} 1HS`, TOWNS[outcode] ?? "", house % 7 === 0 ? `FLAT ${house % 3}` : null);
  for (const outcode of ["NE1", "NE3", "LS6"]) for (let house = 1; house <= 320; house++) add(String(house), "MARKET STREET", `${outcode} 1PS`, TOWNS[outcode] ?? "");
  // LIKE 'NE3 %' finds it on SQLite, not on PostgreSQL; the one query must do as its own query did.
  add("99", "BRADWELL ROAD", "ne3 9zz", "NEWCASTLE UPON TYNE");
  add("7", "Bradwell Road", "NE3X 1AA", "Newcastle upon Tyne");
  return rows;
}

// The look-up as it was before (decision 113, "Street look-up"), query for query.
export const MAX_CANDIDATES = 400;
export const MAX_STREET_ROWS = 200;
const STREETS_IN_OUTCODE = 4;
type IndexedStreet = StreetEntry & { id: number };

async function findSimilarStreetsAsBefore(db: Db, street: string, town: string | undefined, outcode: string | undefined): Promise<IndexedStreet[]> {
  const name = normaliseStreetName(street);
  const trigrams = listLookupTrigrams(name);
  if (trigrams.length === 0) return [];
  const inOutcode = outcode ? Prisma.sql`AND s."outcode" = ${outcode}` : Prisma.empty;
  const rows = await db.$queryRaw<Record<string, unknown>[]>(Prisma.sql`
    SELECT s."id", s."name", s."outcode", s."town" FROM "StreetTrigram" t JOIN "StreetName" s ON s."id" = t."streetId"
    WHERE t."trigram" IN (${Prisma.join(trigrams)}) ${inOutcode}
    GROUP BY s."id", s."name", s."outcode", s."town"
    ORDER BY COUNT(*) DESC, s."id" ${sqlLimit(MAX_STREET_ROWS)}`);
  const streets = rows.map((row) => ({ id: readNumber(row.id) ?? 0, name: readText(row.name) ?? "", outcode: readText(row.outcode) ?? "", town: readText(row.town) }));
  return rankStreetNamesAsBefore(name, town === undefined ? undefined : normaliseStreetName(town), streets, outcode ? STREETS_IN_OUTCODE : MAX_STREETS_PER_LOOKUP);
}

// rankStreetNames as it was before each name and town was measured once per look-up: every street scored.
export function rankStreetNamesAsBefore<T extends StreetEntry>(street: string, town: string | undefined, streets: readonly T[], limit: number): T[] {
  const townWords = new Set((town ?? "").split(/[\s,]+/).filter((word) => word.length > 2));
  const inTown = (entryTown: string | null | undefined) => Boolean(entryTown) && townWords.size > 0 && normaliseStreetName(entryTown ?? "").split(" ").some((word) => townWords.has(word));
  const scored = streets
    .map((entry, index) => ({ entry, index, similarity: Math.max(measureTrigramSimilarity(street, entry.name), measureWordSimilarity(street.split(" "), entry.name.split(" "))) }))
    .filter(({ similarity }) => similarity >= 0.45)
    .map((item) => ({ ...item, rank: item.similarity + (inTown(item.entry.town) ? 0.15 : 0) }));
  scored.sort((a, b) => b.rank - a.rank || a.index - b.index);
  const floor = (scored[0]?.rank ?? 0) - 0.25;
  return scored.filter(({ rank }) => rank >= floor).slice(0, limit).map(({ entry }) => entry);
}

function listSpellingsAsBefore(name: string): string[] {
  const forms = [name, name.replace(/\bSAINT\b/g, "ST"), name.replace(/ AND /g, " & ")];
  return [...new Set(forms.flatMap((form) => [form, toTitleCase(form)]))];
}

async function findAddressesOnStreetsAsBefore(db: Db, streets: readonly IndexedStreet[]): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const { name, outcode } of streets) {
    const take = MAX_CANDIDATES - found.length;
    if (take <= 0) break;
    const where = { street: { in: listSpellingsAsBefore(name) }, postcode: { startsWith: `${outcode} ` } };
    for (const row of await db.address.findMany({ where, select: candidateSelect, orderBy: { uprn: "asc" }, take })) found.push(toCandidate(row));
  }
  return found;
}

export function createSourceAsBefore(db: Db): CandidateSource {
  const today = createDbCandidateSource(db);
  const byStreetName = async (street: string, town: string | undefined, outcode: string | undefined) => {
    const streets = await findSimilarStreetsAsBefore(db, street, town, outcode);
    return streets.length > 0 ? findAddressesOnStreetsAsBefore(db, streets) : null;
  };
  // Without a similar street, the prefix of the street's longest word (unchanged).
  const byKey = (street: string, outcode?: string) =>
    findAddressRows(db, Prisma.sql`${outcode ? Prisma.sql`${sqlStartsWithText(Prisma.raw('"postcode"'), `${outcode} `)} AND ` : Prisma.empty}${sqlContainsText(Prisma.raw('"street"'), streetKey(street))}`, MAX_CANDIDATES);
  return {
    ...today,
    byOutcodeAndStreet: async (outcode, street) => (await byStreetName(street, undefined, outcode)) ?? (await byKey(street, outcode)).map(toCandidate),
    byStreet: async (street, town) => (await byStreetName(street, town, undefined)) ?? (await byKey(street)).map(toCandidate),
  };
}
