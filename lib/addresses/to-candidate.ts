import type { Prisma } from "@/lib/generated/sqlite/client";
import type { Candidate } from "./types";

/** The Address columns a match candidate is made from. */
export const candidateSelect = { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, postcode: true, singleLine: true } as const satisfies Prisma.AddressSelect;
type AddressRow = Prisma.AddressGetPayload<{ select: typeof candidateSelect }>;

export function toCandidate(row: AddressRow): Candidate {
  return { id: row.uprn, uprn: row.uprn, address: row.singleLine, saon: row.saon, paon: row.paon, street: row.street, locality: row.locality, town: row.town, postcode: row.postcode };
}
