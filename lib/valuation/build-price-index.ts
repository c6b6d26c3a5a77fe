import { listMonths, toMonthKey } from "./months";
import { median } from "./weighted-median";

/** A sale as the index sees it: its price, date and the cell of like homes it belongs to. */
export type IndexSale = { price: number; date: Date; cell: string };

export type PriceIndex = {
  /** The month every level is relative to: the valuation month (level 0). */
  reference: string;
  /** The earliest month with a level. */
  first: string;
  /** Natural log of the price level in each month, first..reference, relative to the reference month. */
  levels: ReadonlyMap<string, number>;
  /** How many sales informed each month's level (0 where it is the prior's). */
  counts: ReadonlyMap<string, number>;
  /** Sales in cells of two or more, the ones that can say anything about time. */
  sales: number;
};

export type IndexOptions = {
  reference: string;
  first: string;
  /** The wider area's index each month is shrunk toward; a flat index when absent. */
  prior?: PriceIndex;
  /** Sales a month needs before its own evidence outweighs the prior's. */
  shrinkage?: number;
};

// A month with 25 usable sales is half its own evidence, half the wider area's. The
// alternating medians converge in a few rounds; 4 is past the point where levels move.
const DEFAULT_SHRINKAGE = 25;
const ITERATIONS = 4;

/** A flat index (no price change) over first..reference. */
export function createFlatIndex(reference: string, first: string): PriceIndex {
  const months = listMonths(first, reference);
  return { reference, first, levels: new Map(months.map((m) => [m, 0])), counts: new Map(months.map((m) => [m, 0])), sales: 0 };
}

/** Log level of `month` in `index`, holding the first level before the index starts. */
export function levelAt(index: PriceIndex, month: string): number {
  if (month >= index.reference) return 0;
  if (month < index.first) return index.levels.get(index.first) ?? 0;
  return index.levels.get(month) ?? 0;
}

/** What a price paid in `from` would be in `to` (default the reference month): a multiplier. */
export function indexFactor(index: PriceIndex, from: Date | string, to: Date | string = index.reference): number {
  const fromMonth = typeof from === "string" ? from : toMonthKey(from);
  const toMonth = typeof to === "string" ? to : toMonthKey(to);
  return Math.exp(levelAt(index, toMonth) - levelAt(index, fromMonth));
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * A monthly price index from the sales themselves, controlling for what sold: each sale's
 * log price is split into a cell effect (its postcode sector and property type, say) and a
 * month effect by alternating medians, a robust form of the time-dummy hedonic index. Only
 * cells with two or more sales inform the months. Each month's effect is then shrunk toward
 * the prior (the wider area's index, or no change) by its number of sales, smoothed over
 * neighbouring months (1-2-1), and expressed relative to the reference month.
 */
export function buildPriceIndex(sales: readonly IndexSale[], options: IndexOptions): PriceIndex {
  const { reference, first } = options;
  const shrinkage = options.shrinkage ?? DEFAULT_SHRINKAGE;
  const months = listMonths(first, reference);
  const prior = (month: string) => (options.prior ? levelAt(options.prior, month) : 0);

  const points = sales
    .filter((s) => s.price > 0)
    .map((s) => ({ y: Math.log(s.price), month: toMonthKey(s.date), cell: s.cell }))
    .filter((p) => p.month >= first && p.month <= reference);
  const cells = groupBy(points, (p) => p.cell);
  const usable = [...cells.values()].filter((group) => group.length >= 2).flat();
  const byMonth = groupBy(usable, (p) => p.month);
  const byCell = groupBy(usable, (p) => p.cell);

  const monthEffect = new Map<string, number>();
  const cellEffect = new Map<string, number>();
  for (let round = 0; round < ITERATIONS; round++) {
    for (const [cell, group] of byCell) cellEffect.set(cell, median(group.map((p) => p.y - (monthEffect.get(p.month) ?? 0))) ?? 0);
    for (const [month, group] of byMonth) monthEffect.set(month, median(group.map((p) => p.y - (cellEffect.get(p.cell) ?? 0))) ?? 0);
  }

  // Month effects are known only up to a constant: align them with the prior where both speak.
  let weighted = 0;
  let total = 0;
  for (const [month, group] of byMonth) {
    weighted += group.length * ((monthEffect.get(month) ?? 0) - prior(month));
    total += group.length;
  }
  const offset = total ? weighted / total : 0;

  const counts = new Map(months.map((m) => [m, byMonth.get(m)?.length ?? 0]));
  const shrunk = months.map((m) => {
    const n = counts.get(m) ?? 0;
    if (n === 0) return prior(m);
    const own = (monthEffect.get(m) ?? 0) - offset;
    return (n * own + shrinkage * prior(m)) / (n + shrinkage);
  });
  const smoothed = shrunk.map((value, i) => {
    const before = shrunk[i - 1];
    const after = shrunk[i + 1];
    if (before === undefined && after === undefined) return value;
    if (before === undefined) return (2 * value + (after as number)) / 3;
    if (after === undefined) return (2 * value + before) / 3;
    return (before + 2 * value + after) / 4;
  });
  const base = smoothed[smoothed.length - 1] ?? 0;
  return {
    reference,
    first,
    levels: new Map(months.map((m, i) => [m, (smoothed[i] ?? base) - base])),
    counts,
    sales: usable.length,
  };
}
