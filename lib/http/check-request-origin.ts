import { AppError } from "@/lib/errors/app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function ownHost(request: Request): string {
  // Behind a proxy the browser's Origin names the public host, which the proxy passes on
  // as X-Forwarded-Host (Next sets it from Host when nothing in front did).
  return (request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host).split(",")[0]!.trim().toLowerCase();
}

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * A state-changing call must come from our own pages: a browser says where a request came
 * from in Sec-Fetch-Site and Origin, and a page elsewhere (another site, or another port
 * of this host) cannot forge either. Clients that send neither (curl, scripts) are not
 * browsers carrying someone's cookie, and still need a session.
 */
export function checkRequestOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const crossSite = (site !== null && site !== "same-origin" && site !== "none") || (origin !== null && originHost(origin) !== ownHost(request));
  if (crossSite) throw new AppError("forbidden", "Cross-site requests are not allowed. Use the app's own pages.");
}

/** The media type without parameters, lower-cased: "application/json; charset=utf-8" → "application/json". */
export function readMediaType(request: Request): string | undefined {
  const header = request.headers.get("content-type");
  return header ? header.split(";")[0]!.trim().toLowerCase() : undefined;
}

/**
 * State-changing calls take JSON only: a text/plain or form body is what a cross-site form
 * or a no-preflight fetch sends. A call with no body (a DELETE, a logout) sends no type.
 */
export function checkWriteMediaType(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const type = readMediaType(request);
  if (type !== undefined && type !== "application/json") {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
}
