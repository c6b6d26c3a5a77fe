import type { Db } from "@/lib/db";
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
// Street words are stored upper-case (Price Paid, OS), so the key is too, on both databases.
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
      const rows = await db.address.findMany({
        where: { postcode: { startsWith: `${outcode} ` }, street: { contains: streetKey(street) } },
        select,
        take: MAX_CANDIDATES,
      });
      return rows.map(toCandidate);
    },
    async byStreet(street) {
      const rows = await db.address.findMany({ where: { street: { contains: streetKey(street) } }, select, take: MAX_CANDIDATES });
      return rows.map(toCandidate);
    },
  };
}
