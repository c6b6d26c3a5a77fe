import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { writeLog } from "@/lib/log/write-log";
import { hasMalformedPath, hasMalformedRouterState } from "./check-request-shape";

// The first code to see each request, before Next does (installed by the instrumentation
// hook). It does what Next cannot be configured to do:
// - Stamp X-Forwarded-For as a proxy would. Next hands handlers a Request without the
//   socket's address and keeps whatever X-Forwarded-For the client sent, so the socket's
//   peer is appended as the last entry, and with no trusted proxy in front (hops 0)
//   anything the client wrote is dropped first. lib/auth/client-address.ts reads it.
// - Refuse what Next would answer with a 500 and a stack trace: methods the Fetch API
//   cannot represent (TRACE, TRACK, CONNECT), paths that do not percent-decode, and a
//   malformed Next-Router-State-Tree (Next strips that header before the proxy runs).

export function stampForwardedFor(request: IncomingMessage, trustedProxyHops: number): void {
  const peer = request.socket?.remoteAddress;
  const prior = trustedProxyHops > 0 ? [request.headers["x-forwarded-for"]].flat().filter(Boolean).join(", ") : "";
  const chain = [prior, peer].filter(Boolean).join(", ");
  if (chain) request.headers["x-forwarded-for"] = chain;
  else delete request.headers["x-forwarded-for"];
}

const UNSERVABLE_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

export type Refusal = { status: number; code: string; message: string; headers?: Record<string, string> };

/** Why a request cannot be served at all, or undefined when it can. */
export function findRefusal(method: string | undefined, url: string | undefined, headers: IncomingMessage["headers"]): Refusal | undefined {
  if (method && UNSERVABLE_METHODS.has(method.toUpperCase())) {
    return { status: 405, code: "method_not_allowed", message: `${method.toUpperCase()} is not supported.`, headers: { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" } };
  }
  const path = (url ?? "/").split("?")[0] ?? "/";
  if (hasMalformedPath(path)) return { status: 400, code: "bad_request", message: "The address is not valid: it has malformed percent-encoding." };
  const routerState = headers["next-router-state-tree"];
  if (typeof routerState === "string" && hasMalformedRouterState(new Headers({ "next-router-state-tree": routerState }))) {
    return { status: 400, code: "bad_request", message: "The Next-Router-State-Tree header is malformed." };
  }
  return undefined;
}

function refuse(response: ServerResponse, refusal: Refusal, api: boolean): void {
  const body = api ? JSON.stringify({ error: { code: refusal.code, message: refusal.message } }) : refusal.message;
  response.writeHead(refusal.status, {
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    ...refusal.headers,
  });
  response.end(body);
}

const GUARDED = Symbol.for("pas.guardIncomingRequests");

/** Guards every request any HTTP server in this process receives (installed once). */
export function installRequestGuard(trustedProxyHops: number): void {
  const proto = http.Server.prototype as http.Server & { [GUARDED]?: boolean };
  if (proto[GUARDED]) return;
  proto[GUARDED] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const refusal = findRefusal(request.method, request.url, request.headers);
      if (refusal) {
        const path = (request.url ?? "").split("?")[0]?.slice(0, 200);
        writeLog({ level: "warn", msg: "request refused", method: request.method, path, status: refusal.status, reason: refusal.code });
        refuse(response, refusal, (request.url ?? "").startsWith("/api"));
        return true;
      }
      stampForwardedFor(request, trustedProxyHops);
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
