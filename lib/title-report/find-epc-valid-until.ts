import type { EpcFact } from "./types";

// An EPC is valid for 10 years (Energy Performance of Buildings (England and Wales)
// Regulations 2012, reg. 10); the register gives the expiry date, older rows may not.
const EPC_VALIDITY_YEARS = 10;

export function findEpcValidUntil(epc: EpcFact): Date | null {
  if (epc.dateOfExpiry) return epc.dateOfExpiry;
  const from = epc.lodgementDate ?? epc.inspectionDate;
  if (!from) return null;
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + EPC_VALIDITY_YEARS);
  return until;
}

export function isEpcExpired(epc: EpcFact, asOf: Date): boolean {
  const until = findEpcValidUntil(epc);
  return until !== null && until.getTime() < asOf.getTime();
}
