import { DAY_MS } from "./demo-constants";
import type { Region } from "./demo-types";

// Approximate regional average prices in £ thousands each January, shaped on the UK House
// Price Index (HM Land Registry / ONS) for the North East, the North West and the mean of
// the East and West Midlands; 2026-27 continue the recent ~3% a year. Only the ratios
// matter: they grow a real sale price to the demo date.
const FIRST_YEAR = 1995;
const AVERAGE_PRICE_K: Record<Region, readonly number[]> = {
  "north-east": [42, 43, 45, 47, 49, 52, 56, 65, 85, 105, 118, 125, 132, 133, 118, 122, 117, 114, 113, 115, 119, 122, 125, 127, 129, 131, 139, 149, 158, 155, 160, 165, 170],
  "north-west": [45, 46, 48, 51, 53, 56, 60, 70, 85, 105, 125, 132, 143, 147, 130, 135, 131, 128, 128, 132, 138, 145, 152, 160, 168, 172, 188, 203, 215, 212, 222, 230, 237],
  midlands: [52, 54, 57, 61, 66, 73, 82, 95, 110, 135, 150, 155, 165, 170, 150, 158, 155, 153, 155, 160, 170, 180, 190, 200, 207, 210, 225, 243, 255, 250, 258, 266, 273],
};
const GROWTH_AFTER_TABLE = 0.03;

function getIndexLevel(region: Region, date: Date): number {
  const levels = AVERAGE_PRICE_K[region];
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const fraction = (date.getTime() - yearStart) / (365.25 * DAY_MS);
  const position = date.getUTCFullYear() - FIRST_YEAR + fraction;
  const lastIndex = levels.length - 1;
  const first = levels[0] ?? 1;
  const last = levels[lastIndex] ?? first;
  if (position <= 0) return first;
  if (position >= lastIndex) return last * (1 + GROWTH_AFTER_TABLE) ** (position - lastIndex);
  const lower = Math.floor(position);
  const from = levels[lower] ?? first;
  const to = levels[lower + 1] ?? from;
  return from + (to - from) * (position - lower);
}

/** A price paid on `soldOn`, grown by the regional index to `asOf`, in integer pounds. */
export function growPrice(price: number, soldOn: Date, region: Region, asOf: Date): number {
  return Math.round((price * getIndexLevel(region, asOf)) / getIndexLevel(region, soldOn));
}
