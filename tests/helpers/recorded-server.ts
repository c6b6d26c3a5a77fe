import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One recorded answer: served when method and pathname match (and `query`, when given, matches). */
export type RecordedRoute = {
  method?: string;
  path: string;
  query?: Record<string, string>;
  status?: number;
  headers?: Record<string, string>;
  /** A string or Buffer is sent as is; anything else as JSON. */
  body?: unknown;
  /** Answer after this long (a vendor that hangs); the server never answers when Infinity. */
  delayMs?: number;
};

export type SeenRequest = { method: string; path: string; query: Record<string, string>; headers: IncomingMessage["headers"] };

/**
 * A local stand-in for a vendor's API, serving responses recorded from the real service,
 * so adapter tests exercise real HTTP (timeouts, status codes, bodies) with no internet.
 * Unmatched requests get 599 so a test notices a wrong path.
 */
export async function startRecordedServer(routes: RecordedRoute[]) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const query = Object.fromEntries(url.searchParams);
    seen.push({ method: req.method ?? "GET", path: url.pathname, query, headers: req.headers });
    const route = routes.find(
      (r) =>
        (r.method ?? "GET") === req.method &&
        r.path === url.pathname &&
        Object.entries(r.query ?? {}).every(([key, value]) => query[key] === value),
    );
    if (!route) {
      res.writeHead(599, { "content-type": "text/plain" }).end(`no recorded response for ${req.method} ${url.pathname}`);
      return;
    }
    const send = () => {
      const raw = typeof route.body === "string" || Buffer.isBuffer(route.body);
      const body = route.body === undefined ? "" : raw ? (route.body as string | Buffer) : JSON.stringify(route.body);
      res.writeHead(route.status ?? 200, { "content-type": raw ? "text/plain" : "application/json", ...route.headers }).end(body);
    };
    if (route.delayMs === Infinity) return;
    if (route.delayMs) setTimeout(send, route.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
