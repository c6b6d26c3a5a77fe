import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { sessionKeys, signedClaims } from "./session";
import { createSessionId, createSessionToken, hashSessionId, type SessionClaims } from "./session-token";
import { queryRows } from "@/lib/db/query-rows";
import { readDate } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";

/** The session a request's cookies name, if it is well-signed and still on record. */
export async function findSession(db: Db, cookieHeader: string | null | undefined, now = Date.now()): Promise<SessionClaims | undefined> {
  for (const claims of signedClaims(cookieHeader, now)) {
    // Every request asks this: a raw read (decision 120).
    const [row] = await queryRows<{ expiresAt: unknown }[]>(db, Prisma.sql`SELECT "expiresAt" FROM "Session" WHERE "id" = ${hashSessionId(claims.id)}`);
    const expiresAt = readDate(row?.expiresAt);
    if (expiresAt && expiresAt.getTime() > now) return claims;
  }
  return undefined;
}

/** Records a new session (and forgets expired ones) and returns its cookie value. */
export async function startSession(db: Db, now = Date.now()): Promise<{ token: string; maxAgeSeconds: number }> {
  const maxAgeSeconds = getEnv().SESSION_TTL_HOURS * 3600;
  const claims = { id: createSessionId(), expiresAt: now + maxAgeSeconds * 1000 };
  await db.session.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
  await db.session.create({ data: { id: hashSessionId(claims.id), expiresAt: new Date(claims.expiresAt) } });
  return { token: createSessionToken(sessionKeys(), claims), maxAgeSeconds };
}

/** Ends every session the request's cookies name, so a copied cookie stops working too. */
export async function endSessions(db: Db, cookieHeader: string | null | undefined, now = Date.now()): Promise<void> {
  const ids = signedClaims(cookieHeader, now).map((claims) => hashSessionId(claims.id));
  if (ids.length) await db.session.deleteMany({ where: { id: { in: ids } } });
}

/** The session on record that a request to the API carries (read from the request itself, so handlers run the same under test). */
export async function findRequestSession(request: Request): Promise<SessionClaims | undefined> {
  return findSession(getDb(), request.headers.get("cookie"));
}

/** Whether a request to the API carries a session still on record. */
export async function hasRequestSession(request: Request): Promise<boolean> {
  return (await findRequestSession(request)) !== undefined;
}
