import { z } from "zod";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/http/app-error";
import { checkPassword } from "./check-password";
import { createLoginLimiter } from "./login-rate-limit";
import { SESSION_COOKIE, issueSession, sessionCookieOptions } from "./session";

export const loginSchema = z.object({ password: z.string().max(1000, "Password is too long") });

const globalForLimiter = globalThis as unknown as { loginLimiter?: ReturnType<typeof createLoginLimiter> };
const limiter = (globalForLimiter.loginLimiter ??= createLoginLimiter());

// Behind a proxy the client is the first X-Forwarded-For hop; direct, all share one key.
function clientKey(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "direct";
}

export function login(request: Request, password: string, now = Date.now()): Response {
  const client = clientKey(request);
  const waitMs = limiter.retryAfterMs(client, now);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new AppError("too_many_requests", `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, {
      "Retry-After": String(Math.ceil(waitMs / 1000)),
    });
  }
  if (!checkPassword(password, getEnv().ACCESS_PASSWORD)) {
    limiter.recordFailure(client, now);
    throw new AppError("unauthorized", "Incorrect password. Please try again.");
  }
  limiter.reset(client);
  const { token, maxAgeSeconds } = issueSession(now);
  const response = Response.json({ authenticated: true, expiresAt: new Date(now + maxAgeSeconds * 1000).toISOString() });
  response.headers.append("Set-Cookie", serializeCookie(SESSION_COOKIE, token, sessionCookieOptions(request, maxAgeSeconds)));
  return response;
}

export function logout(request: Request): Response {
  const response = Response.json({ authenticated: false });
  response.headers.append("Set-Cookie", serializeCookie(SESSION_COOKIE, "", sessionCookieOptions(request, 0)));
  return response;
}

type CookieOptions = ReturnType<typeof sessionCookieOptions>;

function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
