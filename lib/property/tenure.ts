// Price Paid's "Duration" column: F freehold, L leasehold, U unknown (leases of 7 years or
// less are not recorded at all). https://www.gov.uk/guidance/about-the-price-paid-data
const TENURES = { F: "Freehold", L: "Leasehold" } as const;

export type Tenure = (typeof TENURES)[keyof typeof TENURES];

/** "F" → "Freehold", "L" → "Leasehold"; null when Price Paid does not know (U) or the code is not one. */
export function describePpdTenure(code: string): Tenure | null {
  return code === "F" || code === "L" ? TENURES[code] : null;
}
