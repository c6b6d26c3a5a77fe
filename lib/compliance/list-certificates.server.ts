import "server-only";
import type { Db } from "@/lib/db/client";

// Close enough that the property may be the listed building or in its curtilage (as the title report warns).
export const LISTED_WITHIN_METRES = 50;
// Bounded per property: a kind is renewed yearly at most, so this is decades of records.
const MAX_PER_UPRN = 100;

const certificateSelect = { id: true, uprn: true, kind: true, reference: true, issuedOn: true, expiresOn: true, recordedBy: true, notes: true, createdAt: true } as const;

/** The certificates recorded for these UPRNs (callers pass a bounded chunk), newest expiry first. */
export function listCertificates(db: Db, uprns: readonly string[]) {
  return db.complianceCertificate.findMany({
    where: { uprn: { in: [...uprns] } },
    orderBy: [{ uprn: "asc" }, { expiresOn: "desc" }, { id: "asc" }],
    take: MAX_PER_UPRN * uprns.length,
    select: certificateSelect,
  });
}
