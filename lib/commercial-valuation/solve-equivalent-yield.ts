/** The income of a term-and-reversion investment: a rent until the reversion, then another for ever. */
export type TermAndReversionIncome = { passingRent: number; estimatedRentalValue: number; yearsToReversion: number };

/** Present value at one rate (a fraction) of the whole income, from unrounded factors. */
export function valueAtRate(income: TermAndReversionIncome, rate: number): number {
  const deferral = 1 / (1 + rate) ** income.yearsToReversion;
  return (income.passingRent * (1 - deferral)) / rate + (income.estimatedRentalValue * deferral) / rate;
}

const LOW = 0.000_01;
const HIGH = 1;
const TOLERANCE = 1e-10;

/**
 * The equivalent yield: the one rate at which the term and the reversion together are worth
 * `price` (here the gross value: the price plus purchaser's costs), found by halving the
 * interval, since the value falls as the rate rises. Returned as a fraction; null when no rate
 * between 0.001% and 100% gives that price.
 */
export function solveEquivalentYield(income: TermAndReversionIncome, price: number): number | null {
  if (!(price > 0)) return null;
  let low = LOW;
  let high = HIGH;
  if (valueAtRate(income, low) < price || valueAtRate(income, high) > price) return null;
  for (let i = 0; i < 200 && high - low > TOLERANCE; i++) {
    const middle = (low + high) / 2;
    if (valueAtRate(income, middle) > price) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
