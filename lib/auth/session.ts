import type { Db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { readCookieValues } from "@/lib/http/read-cookie";
import { SESSION_COOKIE, createSessionId, createSessionToken, hashSessionId, verifySessionToken, type SessionClaims } from "./session-token";

export { SESSION_COOKIE };

function sessionKeys() {
  const env = getEnv();
  return { secret: env.SESSION_SECRET, password: env.ACCESS_PASSWORD };
}

function signedClaims(cookieHeader: string | null | undefined, now: number): SessionClaims[] {
  const keys = sessionKeys();
  return readCookieValues(cookieHeader, SESSION_COOKIE).flatMap((token) => verifySessionToken(token, keys, now) ?? []);
}

/** The proxy's cheap first check: a well-signed, unexpired cookie. No database read. */
export function hasSignedSession(cookieHeader: string | null | undefined, now = Date.now()): boolean {
  return signedClaims(cookieHeader, now).length > 0;
}

/** The session a request's cookies name, if it is well-signed and still on record. */
export async function findSession(db: Db, cookieHeader: string | null | undefined, now = Date.now()): Promise<SessionClaims | undefined> {
  for (const claims of signedClaims(cookieHeader, now)) {
    const row = await db.session.findUnique({ where: { id: hashSessionId(claims.id) }, select: { expiresAt: true } });
    if (row && row.expiresAt.getTime() > now) return claims;
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

// Secure in production whenever the request reached us over HTTPS (directly or through a
// TLS-terminating load balancer), or always with COOKIE_SECURE=always. `npm start` on
// plain http://127.0.0.1 would otherwise set a cookie the client never sends back.
function isSecureRequest(request: Request): boolean {
  const env = getEnv();
  if (env.NODE_ENV !== "production") return false;
  if (env.COOKIE_SECURE === "always") return true;
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

export function sessionCookieOptions(request: Request, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: "lax" as const, secure: isSecureRequest(request), path: "/", maxAge: maxAgeSeconds };
}
