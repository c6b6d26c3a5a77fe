import type { Db } from "@/lib/db";

// Failed logins are rows in the database, so every instance behind a load balancer sees
// the same counts. Two limits: one client address may fail 5 times in 15 minutes; and,
// so that guesses spread over many addresses are slowed too, all clients together may
// fail 30 times a minute. Past either limit every attempt waits, the right password
// included: letting it through would tell a guesser when they had it.
export const LOGIN_LIMITS = {
  perClient: { max: 5, windowMs: 15 * 60 * 1000 },
  global: { max: 30, windowMs: 60 * 1000 },
} as const;

type Limit = { max: number; windowMs: number };

/** How long to wait, given the newest failures (newest first, within the window). */
export function computeRetryAfterMs(newestFirst: readonly number[], limit: Limit, now: number): number {
  const oldestCounted = newestFirst[limit.max - 1];
  if (oldestCounted === undefined) return 0;
  return Math.max(0, oldestCounted + limit.windowMs - now);
}

async function newestFailures(db: Db, limit: Limit, now: number, clientIp?: string): Promise<number[]> {
  const rows = await db.loginFailure.findMany({
    where: { at: { gt: new Date(now - limit.windowMs) }, ...(clientIp === undefined ? {} : { clientIp }) },
    orderBy: { at: "desc" },
    take: limit.max,
    select: { at: true },
  });
  return rows.map((row) => row.at.getTime());
}

/** Milliseconds this client must wait before trying again; 0 when it may try now. */
export async function readLoginWait(db: Db, clientIp: string, now: number): Promise<number> {
  const [own, everyone] = await Promise.all([newestFailures(db, LOGIN_LIMITS.perClient, now, clientIp), newestFailures(db, LOGIN_LIMITS.global, now)]);
  return Math.max(computeRetryAfterMs(own, LOGIN_LIMITS.perClient, now), computeRetryAfterMs(everyone, LOGIN_LIMITS.global, now));
}

export async function recordLoginFailure(db: Db, clientIp: string, now: number): Promise<void> {
  await db.loginFailure.create({ data: { clientIp, at: new Date(now) } });
  // Rows older than the longest window count for nothing: keep the table small.
  await db.loginFailure.deleteMany({ where: { at: { lte: new Date(now - LOGIN_LIMITS.perClient.windowMs) } } });
}

export async function clearLoginFailures(db: Db, clientIp: string): Promise<void> {
  await db.loginFailure.deleteMany({ where: { clientIp } });
}
