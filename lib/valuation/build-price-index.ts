import { listMonths, toMonthKey } from "./months";

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

/** A sale as the index sees it once its month is known: price, month key ("2022-09") and cell. */
export type MonthPoint = { price: number; month: string; cell: string };

/**
 * A monthly price index from the sales themselves, controlling for what sold: each sale's
 * log price is split into a cell effect (its postcode sector and property type, say) and a
 * month effect by alternating medians, a robust form of the time-dummy hedonic index. Only
 * cells with two or more sales inform the months. Each month's effect is then shrunk toward
 * the prior (the wider area's index, or no change) by its number of sales, smoothed over
 * neighbouring months (1-2-1), and expressed relative to the reference month.
 */
export function buildPriceIndex(sales: readonly IndexSale[], options: IndexOptions): PriceIndex {
  return buildMonthlyIndex(
    sales.map((s) => ({ price: s.price, month: toMonthKey(s.date), cell: s.cell })),
    options,
  );
}

/**
 * Points made ready for buildPreparedIndex over one window (first..reference): those inside
 * it with a price, in the order given, as numbers: each one's log price, month slot and cell.
 */
export type PreparedPoints = { reference: string; first: string; months: readonly string[]; ys: Float64Array; slots: Int32Array; cells: Int32Array; cellCount: number; length: number };

/** The points of `window` made ready once, for indexes of any prefix of them (prepareAreaPoints). */
export function prepareMonthPoints(points: readonly MonthPoint[], window: { reference: string; first: string }): PreparedPoints {
  const months = listMonths(window.first, window.reference);
  const monthSlot = new Map(months.map((m, i) => [m, i]));
  const cellOf = new Map<string, number>();
  const ys = new Float64Array(points.length);
  const slots = new Int32Array(points.length);
  const cells = new Int32Array(points.length);
  let length = 0;
  for (const point of points) {
    if (!(point.price > 0)) continue;
    const slot = monthSlot.get(point.month);
    if (slot === undefined) continue;
    let cell = cellOf.get(point.cell);
    if (cell === undefined) {
      cell = cellOf.size;
      cellOf.set(point.cell, cell);
    }
    ys[length] = Math.log(point.price);
    slots[length] = slot;
    cells[length] = cell;
    length++;
  }
  return { reference: window.reference, first: window.first, months, ys, slots, cells, cellCount: cellOf.size, length };
}

/**
 * buildPriceIndex for sales whose month is already known. The answer depends only on the
 * multiset of points, not their order: every median is of a set, and the months are
 * aligned with the prior in calendar order (docs/decisions/117).
 */
export function buildMonthlyIndex(points: readonly MonthPoint[], options: IndexOptions): PriceIndex {
  const prepared = prepareMonthPoints(points, options);
  return buildPreparedIndex(prepared, prepared.length, options);
}

/**
 * buildMonthlyIndex of the first `count` prepared points, whose window `options` names
 * again. Preparing is a third of an index's work: an area's index at several valuation dates
 * of one month prepares its points once, sorted by time, and builds each of a prefix
 * (decision 121).
 */
export function buildPreparedIndex(prepared: PreparedPoints, count: number, options: IndexOptions): PriceIndex {
  const { reference, first } = options;
  const shrinkage = options.shrinkage ?? DEFAULT_SHRINKAGE;
  const { months, ys, slots, cells } = prepared;
  if (prepared.first !== first || prepared.reference !== reference) throw new Error("buildPreparedIndex: the points were prepared for another window");
  const prior = (month: string) => (options.prior ? levelAt(options.prior, month) : 0);
  const cellSizes = new Int32Array(prepared.cellCount);
  for (let i = 0; i < count; i++) cellSizes[cells[i] as number] = (cellSizes[cells[i] as number] as number) + 1;

  // Only cells of two or more sales say anything about time: the usable points, grouped
  // by cell and by month (each group's members as offsets into one array).
  const usable: number[] = [];
  for (let i = 0; i < count; i++) if ((cellSizes[cells[i] as number] as number) >= 2) usable.push(i);
  const byCell = groupIndices(usable, cells, cellSizes.length);
  const byMonth = groupIndices(usable, slots, months.length);

  const monthEffect = new Float64Array(months.length);
  const cellEffect = new Float64Array(cellSizes.length);
  const scratch = new Float64Array(usable.length);
  for (let round = 0; round < ITERATIONS; round++) {
    for (let c = 0; c < cellSizes.length; c++) {
      const { from, to } = groupRange(byCell, c);
      if (from === to) continue;
      for (let k = from; k < to; k++) {
        const i = byCell.members[k] as number;
        scratch[k] = (ys[i] as number) - (monthEffect[slots[i] as number] as number);
      }
      cellEffect[c] = sortedMedian(scratch, from, to);
    }
    for (let m = 0; m < months.length; m++) {
      const { from, to } = groupRange(byMonth, m);
      if (from === to) continue;
      for (let k = from; k < to; k++) {
        const i = byMonth.members[k] as number;
        scratch[k] = (ys[i] as number) - (cellEffect[cells[i] as number] as number);
      }
      monthEffect[m] = sortedMedian(scratch, from, to);
    }
  }

  // Month effects are known only up to a constant: align them with the prior where both speak.
  const counts = new Map(months.map((m, i) => [m, groupRange(byMonth, i).to - groupRange(byMonth, i).from]));
  let weighted = 0;
  let total = 0;
  months.forEach((month, i) => {
    const n = counts.get(month) ?? 0;
    if (!n) return;
    weighted += n * ((monthEffect[i] as number) - prior(month));
    total += n;
  });
  const offset = total ? weighted / total : 0;

  const shrunk = months.map((m, i) => {
    const n = counts.get(m) ?? 0;
    if (n === 0) return prior(m);
    const own = (monthEffect[i] as number) - offset;
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

type Groups = { starts: Int32Array; members: Int32Array };

/** The items grouped by key (0..size-1), each group's members in item order. */
function groupIndices(items: readonly number[], keyOf: ArrayLike<number>, size: number): Groups {
  const sizes = new Int32Array(size);
  for (const i of items) {
    const key = keyOf[i] as number;
    sizes[key] = (sizes[key] as number) + 1;
  }
  const starts = new Int32Array(size + 1);
  for (let k = 0; k < size; k++) starts[k + 1] = (starts[k] as number) + (sizes[k] as number);
  const next = starts.slice(0, size);
  const members = new Int32Array(items.length);
  for (const i of items) {
    const key = keyOf[i] as number;
    const at = next[key] as number;
    members[at] = i;
    next[key] = at + 1;
  }
  return { starts, members };
}

function groupRange(groups: Groups, key: number) {
  return { from: groups.starts[key] as number, to: groups.starts[key + 1] as number };
}

/**
 * median() of values[from..to) without sorting them all: the middle one (the mean of the
 * middle two for an even count) is found by selection, which reorders the range in place.
 * The same value as sorting: an order statistic does not depend on how it is found.
 */
function sortedMedian(values: Float64Array, from: number, to: number): number {
  const count = to - from;
  if (count <= 16) {
    // A few values: sorted in place by insertion (a sorted subarray was a view allocated per group).
    for (let i = from + 1; i < to; i++) {
      const value = values[i] as number;
      let j = i - 1;
      while (j >= from && (values[j] as number) > value) {
        values[j + 1] = values[j] as number;
        j--;
      }
      values[j + 1] = value;
    }
    const middle = from + (count >> 1);
    return count % 2 ? (values[middle] as number) : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
  }
  const k = from + (count >> 1);
  const upper = select(values, from, to - 1, k);
  if (count % 2) return upper;
  // The largest of the values below the k-th is the (k-1)-th.
  let lower = -Infinity;
  for (let i = from; i < k; i++) if ((values[i] as number) > lower) lower = values[i] as number;
  return (lower + upper) / 2;
}

/** The k-th smallest of values[left..right] (Hoare's selection); afterwards every value before k is at most it and every value after at least it. */
function select(values: Float64Array, left: number, right: number, k: number): number {
  let lo = left;
  let hi = right;
  while (hi > lo) {
    const pivot = medianOfThree(values[lo] as number, values[(lo + hi) >> 1] as number, values[hi] as number);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k] as number;
}

function medianOfThree(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}
