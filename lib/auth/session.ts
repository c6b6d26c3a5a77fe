import { getEnv } from "@/lib/env";
import { readCookieValues } from "@/lib/http/read-cookie";
import { SESSION_COOKIE, verifySessionToken, type SessionClaims } from "./session-token";

export { SESSION_COOKIE };

export function sessionKeys() {
  const env = getEnv();
  return { secret: env.SESSION_SECRET, password: env.ACCESS_PASSWORD };
}

/** The well-signed, unexpired session claims of a request's cookies. */
export function signedClaims(cookieHeader: string | null | undefined, now: number): SessionClaims[] {
  const keys = sessionKeys();
  return readCookieValues(cookieHeader, SESSION_COOKIE).flatMap((token) => verifySessionToken(token, keys, now) ?? []);
}

/** The proxy's cheap first check: a well-signed, unexpired cookie. No database read. */
export function hasSignedSession(cookieHeader: string | null | undefined, now = Date.now()): boolean {
  return signedClaims(cookieHeader, now).length > 0;
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
