// Batches for statements that bind one parameter per item: SQLite allows 32,766 bound
// parameters (Prisma's own batching 999), PostgreSQL 65,535.
/** [1, 2, 3, 4, 5] in 2s → [[1, 2], [3, 4], [5]]. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
