// The valuer's tables (Parry's Valuation and Investment Tables): the present value of £1,
// the years' purchase of £1 a year for a term and in perpetuity, all annually in arrears.
// Each factor is rounded to 6 decimal places, and the figures built on it multiply the
// rounded factor, so every working shown on screen can be done again by hand.
// Two features value income this way (commercial valuation, lease extension premiums).

const FACTOR_DECIMALS = 6;

/** A factor as the tables print it: 6 decimal places. */
export function roundFactor(value: number): number {
  const scale = 10 ** FACTOR_DECIMALS;
  return Math.round(value * scale) / scale;
}

/** PV of £1 in `years` at `rate` (a fraction, 0.05 for 5%): 1 ÷ (1 + i)^n. */
export function presentValueOfOne(rate: number, years: number): number {
  return roundFactor(1 / (1 + rate) ** years);
}

/** YP for `years` at `rate`: (1 − (1 + i)^−n) ÷ i. */
export function yearsPurchase(rate: number, years: number): number {
  return roundFactor((1 - 1 / (1 + rate) ** years) / rate);
}

/** YP in perpetuity at `rate`: 1 ÷ i. */
export function yearsPurchaseInPerpetuity(rate: number): number {
  return roundFactor(1 / rate);
}

/** Pounds to the whole pound, as valuations state them. */
export function roundPounds(value: number): number {
  return Math.round(value);
}
