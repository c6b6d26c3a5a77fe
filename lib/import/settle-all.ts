/**
 * Promise.all that waits for every promise before it throws, then throws the first rejection
 * in the given order: work run side by side on one database finishes before the error
 * reaches a caller that would close the connection under it.
 */
export async function settleAll<T extends readonly unknown[] | []>(promises: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const outcomes = await Promise.allSettled(promises);
  for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as { -readonly [K in keyof T]: Awaited<T[K]> };
}
