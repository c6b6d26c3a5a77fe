import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE, isValidSession } from "@/lib/auth/session";

// Deny by default: every /api route needs a valid session except these. Route handlers
// check again through route() so a handler is safe even if this matcher changes.
const PUBLIC_API = new Set(["/api/auth/login", "/api/auth/logout", "/api/health"]);

export function proxy(request: NextRequest) {
  const path = request.nextUrl.pathname.replace(/\/+$/, "");
  if (PUBLIC_API.has(path) || isValidSession(request.cookies.get(SESSION_COOKIE)?.value)) return NextResponse.next();
  return NextResponse.json({ error: { code: "unauthorized", message: "Sign in to use the API." } }, { status: 401 });
}

export const config = { matcher: ["/api/:path*"] };
