import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { checkPassword } from "./check-password";
import { readClientAddress } from "./client-address";
import { clearLoginFailures, readLoginWait, recordLoginFailure } from "./login-failures.server";
import { SESSION_COOKIE, sessionCookieOptions } from "./session";
import { endSessions, startSession } from "./session.server";

export const loginSchema = z.object({ password: z.string().max(1000, "Password is too long") });

function tooManyAttempts(waitMs: number): AppError {
  const minutes = Math.ceil(waitMs / 60_000);
  return new AppError("too_many_requests", `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, undefined, {
    "Retry-After": String(Math.ceil(waitMs / 1000)),
  });
}

export async function login(request: Request, password: string, now = Date.now()): Promise<Response> {
  const env = getEnv();
  const db = getDb();
  const client = readClientAddress(request.headers.get("x-forwarded-for"), env.TRUSTED_PROXY_HOPS);
  const waitMs = await readLoginWait(db, client, now);
  if (waitMs > 0) throw tooManyAttempts(waitMs);
  if (!checkPassword(password, env.ACCESS_PASSWORD)) {
    await recordLoginFailure(db, client, now);
    throw new AppError("unauthorized", "Incorrect password. Please try again.");
  }
  await clearLoginFailures(db, client);
  const { token, maxAgeSeconds } = await startSession(db, now);
  const response = Response.json({ authenticated: true, expiresAt: new Date(now + maxAgeSeconds * 1000).toISOString() });
  response.headers.append("Set-Cookie", serializeCookie(SESSION_COOKIE, token, sessionCookieOptions(request, maxAgeSeconds)));
  return response;
}

/** Ends the session on the server (a copied cookie stops working too) and clears the cookie. */
export async function logout(request: Request): Promise<Response> {
  await endSessions(getDb(), request.headers.get("cookie"));
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
