/** A certificate has expired once its valid-until date is past (it is still valid on that day). */
export function isExpired(dateOfExpiry: Date | null, asOf: Date): boolean {
  if (!dateOfExpiry) return false;
  const today = Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth(), asOf.getUTCDate());
  return dateOfExpiry.getTime() < today;
}
