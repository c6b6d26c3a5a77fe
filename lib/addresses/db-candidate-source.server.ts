import "server-only";
import type { Db } from "@/lib/db/client";
import { sqlContainsText, sqlStartsWithText } from "@/lib/db/sql-like";
import { Prisma } from "@/lib/generated/sqlite/client";
import { findAddressRows } from "./find-address-rows.server";
import { streetKey } from "./street-key";
import { candidateSelect, toCandidate } from "./to-candidate";
import type { CandidateSource } from "./types";

const MAX_CANDIDATES = 400;

/** Candidates from the Address register (UPRNs), blocked by postcode or outcode + street. */
export function createDbCandidateSource(db: Db): CandidateSource {
  return {
    async byPostcode(postcode) {
      const rows = await db.address.findMany({ where: { postcode }, select: candidateSelect, take: MAX_CANDIDATES });
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
