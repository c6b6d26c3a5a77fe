// Failed logins are rows in the database, so every instance behind a load balancer sees
// the same counts. Two limits: one client address may fail 5 times in 15 minutes; and,
// so that guesses spread over many addresses are slowed too, all clients together may
// fail 30 times a minute. Past either limit every attempt waits, the right password
// included: letting it through would tell a guesser when they had it.
export const LOGIN_LIMITS = {
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  global: { max: 30, windowMs: 60 * 1000 },
} as const;

export type Limit = { max: number; windowMs: number };

/** How long to wait, given the newest failures (newest first, within the window). */
export function computeRetryAfterMs(newestFirst: readonly number[], limit: Limit, now: number): number {
  const oldestCounted = newestFirst[limit.max - 1];
  if (oldestCounted === undefined) return 0;
  return Math.max(0, oldestCounted + limit.windowMs - now);
}
