import { getEnv } from "@/lib/env";
import { SESSION_COOKIE, createSessionToken, verifySessionToken } from "./session-token";

export { SESSION_COOKIE };

export function isValidSession(token: string | undefined, now = Date.now()): boolean {
  return verifySessionToken(token, getEnv().SESSION_SECRET, now);
}

export function issueSession(now = Date.now()): { token: string; maxAgeSeconds: number } {
  const env = getEnv();
  if (!env.SESSION_SECRET) throw new Error("SESSION_SECRET is not set");
  const maxAgeSeconds = env.SESSION_TTL_HOURS * 3600;
  return { token: createSessionToken(env.SESSION_SECRET, now + maxAgeSeconds * 1000), maxAgeSeconds };
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
