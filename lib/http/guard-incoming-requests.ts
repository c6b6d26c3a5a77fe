import http, { type IncomingMessage } from "node:http";

// Next hands route handlers a Request without the socket's address, and keeps whatever
// X-Forwarded-For the client sent. So the server itself stamps the header, as a proxy
// would: the socket's peer address is appended as the last entry, and with no trusted
// proxy in front (hops 0) anything the client wrote is dropped first. Code that needs the
// client's address reads the chain through lib/auth/client-address.ts.
export function stampForwardedFor(request: IncomingMessage, trustedProxyHops: number): void {
  const peer = request.socket?.remoteAddress;
  const prior = trustedProxyHops > 0 ? [request.headers["x-forwarded-for"]].flat().filter(Boolean).join(", ") : "";
  const chain = [prior, peer].filter(Boolean).join(", ");
  if (chain) request.headers["x-forwarded-for"] = chain;
  else delete request.headers["x-forwarded-for"];
}

const STAMPED = Symbol.for("pas.stampForwardedFor");

/** Stamps every request any HTTP server in this process receives (once per process). */
export function installForwardedForStamp(trustedProxyHops: number): void {
  const proto = http.Server.prototype as http.Server & { [STAMPED]?: boolean };
  if (proto[STAMPED]) return;
  proto[STAMPED] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function stampedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") stampForwardedFor(args[0] as IncomingMessage, trustedProxyHops);
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
