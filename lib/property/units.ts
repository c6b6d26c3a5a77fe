export const SQFT_PER_SQM = 10.7639;

/** EPC floor areas are in square metres; the product shows square feet, whole. */
export function squareMetresToFeet(m2: number | null | undefined): number | null {
  return m2 == null ? null : Math.round(m2 * SQFT_PER_SQM);
}

/** The international mile; search radii are given in miles (spec §9). */
export const METRES_PER_MILE = 1609.344;

export function milesToMetres(miles: number): number {
  return miles * METRES_PER_MILE;
}

/** A radius as people read it: "1 mile", "0.5 miles", "2 miles" (every figure but one is plural). */
export function formatMiles(miles: number | string): string {
  return `${miles} ${Number(miles) === 1 ? "mile" : "miles"}`;
}
