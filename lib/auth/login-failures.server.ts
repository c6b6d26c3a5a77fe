import "server-only";
import type { Db } from "@/lib/db/client";
import { computeRetryAfterMs, LOGIN_LIMITS, type Limit } from "./login-rate-limit";

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
