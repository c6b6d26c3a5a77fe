import type { Db } from "@/lib/db";
import { sqlContainsText, sqlStartsWithText } from "@/lib/db/sql-like";
import { Prisma } from "@/lib/generated/sqlite/client";
import { findAddressRows } from "./find-address-rows";
import type { Candidate, CandidateSource } from "./types";

const MAX_CANDIDATES = 400;

type AddressRow = {
  uprn: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  postcode: string | null;
  singleLine: string;
};

const select = { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true } as const;

export function toCandidate(row: AddressRow): Candidate {
  return { id: row.uprn, uprn: row.uprn, address: row.singleLine, saon: row.saon, paon: row.paon, street: row.street, locality: row.locality, town: row.town, postcode: row.postcode };
}

// The longest word of a street is the one least likely to be an abbreviation or typo'd
// in its first letters; a prefix of it finds the street even with a typo further on.
// The key is matched ignoring case (registers spell streets in capitals or title case).
// SAINT is left out: the register may spell it ST.
const UNSTABLE_WORDS = new Set(["SAINT", "STREET", "ROAD", "AVENUE", "TERRACE", "GARDENS", "CRESCENT"]);

export function streetKey(street: string): string {
  const words = street.toUpperCase().split(" ").filter((w) => w.length >= 3 && !UNSTABLE_WORDS.has(w));
  const longest = words.sort((a, b) => b.length - a.length)[0] ?? street.toUpperCase();
  return longest.slice(0, Math.max(3, Math.min(5, longest.length - 1)));
}

/** Candidates from the Address register (UPRNs), blocked by postcode or outcode + street. */
export function createDbCandidateSource(db: Db): CandidateSource {
  return {
    async byPostcode(postcode) {
      const rows = await db.address.findMany({ where: { postcode }, select, take: MAX_CANDIDATES });
      return rows.map(toCandidate);
    },
    async byOutcodeAndStreet(outcode, street) {
      const where = Prisma.sql`${sqlStartsWithText(Prisma.raw('"postcode"'), `${outcode} `)} AND ${sqlContainsText(Prisma.raw('"street"'), streetKey(street))}`;
      return (await findAddressRows(db, where, MAX_CANDIDATES)).map(toCandidate);
    },
    async byStreet(street) {
      return (await findAddressRows(db, sqlContainsText(Prisma.raw('"street"'), streetKey(street)), MAX_CANDIDATES)).map(toCandidate);
    },
  };
}
