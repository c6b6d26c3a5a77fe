import { NextResponse, type NextRequest } from "next/server";
import { hasSignedSession } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { buildSecurityHeaders } from "@/lib/http/build-security-headers";
import { jsonError } from "@/lib/http/error-response";
import { startRequestLog } from "@/lib/log/start-request-log";

// Deny by default: every /api route needs a valid session except these. Route handlers
// check again through route() (against the session table, which this cheap signature
// check does not read) so a handler is safe even if this matcher changes.
const PUBLIC_API = new Set(["/api/auth/login", "/api/auth/logout", "/api/health"]);
const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAGE_METHODS = new Set(["GET", "HEAD"]);
const NO_STORE = { "Cache-Control": "no-store" };

// A refusal here never reaches route(), so it writes its own request log line.
function refuseApi(request: NextRequest, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return startRequestLog(request).finish(jsonError(status, code, message, undefined, { ...NO_STORE, ...headers }));
}

function proxyApi(request: NextRequest, path: string) {
  if (!API_METHODS.has(request.method)) return refuseApi(request, 405, "method_not_allowed", `${request.method} is not supported.`, { Allow: [...API_METHODS].join(", ") });
  if (PUBLIC_API.has(path.replace(/\/+$/, "")) || hasSignedSession(request.headers.get("cookie"))) return NextResponse.next();
  return refuseApi(request, 401, "unauthorized", "Sign in to use the API.");
}

function proxyPage(request: NextRequest) {
  if (!PAGE_METHODS.has(request.method)) return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  const env = getEnv();
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const security = buildSecurityHeaders({ nonce, https, development: env.NODE_ENV === "development" });
  // Next reads the nonce for its own scripts from the request's policy; the layout reads x-nonce.
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", security["Content-Security-Policy"]);
  const response = NextResponse.next({ request: { headers } });
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname;
  // Malformed paths and methods Next cannot represent never get here: the server's request
  // guard (lib/http/guard-incoming-requests.ts) answered them.
  return path === "/api" || path.startsWith("/api/") ? proxyApi(request, path) : proxyPage(request);
}

// Everything but build assets and the map worker, which are static files with no session.
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico|maplibre-gl-worker.mjs).*)"] };
