/** The median of whole numbers, the mean of the middle two rounded when the count is even; 0 for none. */
export function computeMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 1 ? upper : Math.round((lower + upper) / 2);
}
