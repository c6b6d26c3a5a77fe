export type Weighted = { value: number; weight: number };

/**
 * The value at which half the total weight lies on each side. When the halfway point falls
 * exactly between two values, their midpoint. Non-positive weights are ignored; null when
 * nothing is left.
 */
export function weightedMedian(items: readonly Weighted[]): number | null {
  return weightedQuantile(items, 0.5);
}

/** Weighted quantile q (0..1) by the same convention as weightedMedian. */
export function weightedQuantile(items: readonly Weighted[], q: number): number | null {
  const usable = items.filter((item) => item.weight > 0 && Number.isFinite(item.value) && Number.isFinite(item.weight)).sort((a, b) => a.value - b.value);
  if (!usable.length) return null;
  const total = usable.reduce((sum, item) => sum + item.weight, 0);
  const target = total * q;
  let cumulative = 0;
  for (let i = 0; i < usable.length; i++) {
    const item = usable[i] as Weighted;
    cumulative += item.weight;
    const next = usable[i + 1];
    if (Math.abs(cumulative - target) <= total * 1e-12 && next) return (item.value + next.value) / 2;
    if (cumulative > target) return item.value;
  }
  return (usable[usable.length - 1] as Weighted).value;
}

/** Plain median (the mean of the middle two for an even count); null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
