// A certificate is valid for ten years from lodgement (Energy Performance of Buildings
// (England and Wales) Regulations 2012, reg. 11).
export const EPC_VALIDITY_YEARS = 10;

/** The valid-until date of a certificate lodged on `lodgement`. */
export function getExpiryDate(lodgement: Date): Date {
  const result = new Date(lodgement);
  result.setUTCFullYear(result.getUTCFullYear() + EPC_VALIDITY_YEARS);
  return result;
}
