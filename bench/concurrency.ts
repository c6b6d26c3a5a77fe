// npm run bench -- concurrency: the production server (npm start's script) on the bench
// database with WEB_CONCURRENCY=1, then 2 (decision 115): 32 connections for a fixed time,
// each request an answer-cache miss (a search or a valuation of a postcode not asked before
// in that server's life; valuation's evidence is cached per outward code, so it is warm
// after each process's first valuation there), printing requests/s, p50/p95 and the
// server's CPU per request and in cores, per process count.
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { connect } from "node:net";
import { loadavg } from "node:os";
import { BENCH_DATABASE_URL, heading } from "./bench-db";
import { readGroupCpuSeconds } from "./scale-measure";
import { startServer } from "./serve";
import { sqliteFilePath } from "@/lib/db/database-url";

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_CONCURRENCY_SECONDS) || 20;
const PROCESS_COUNTS = [1, 2];
const WARM_UP = 16;
const PORT = 3446;

/** Postcodes with sales and coordinates, in a fixed order that spreads over the country (not alphabetical). */
function listPostcodes(): string[] {
  const db = new Database(sqliteFilePath(BENCH_DATABASE_URL), { readonly: true });
  try {
    const rows = db
      .prepare(`SELECT DISTINCT s.postcode AS postcode FROM Sale s JOIN Postcode p ON p.postcode = s.postcode WHERE p.latitude IS NOT NULL ORDER BY substr(s.postcode, -2), s.postcode`)
      .all() as { postcode: string }[];
    return rows.map((row) => row.postcode);
  } finally {
    db.close();
  }
}

/** The n-th request of a run: searches and valuations in turn, each of a postcode of its own. */
function nthRequest(postcodes: string[], n: number): { method: "GET" | "POST"; path: string; body?: string } {
  const postcode = postcodes[Math.floor(n / 2) % postcodes.length]!;
  return n % 2 === 0
    ? { method: "GET", path: `/api/properties/search?postcode=${encodeURIComponent(postcode)}&radius=1` }
    : { method: "POST", path: "/api/properties/valuation", body: JSON.stringify({ postcode, propertyType: "house", bedrooms: 3 }) };
}

// autocannon reports p90 and p97.5, not p95: interpolated between them.
function percentile95(result: autocannon.Result): number {
  const l = result.latency as unknown as Record<string, number>;
  return Math.round(((l.p90 ?? 0) + ((95 - 90) / (97.5 - 90)) * ((l.p97_5 ?? 0) - (l.p90 ?? 0))) * 10) / 10;
}

async function measure(processes: number, postcodes: string[]) {
  const before = process.env.WEB_CONCURRENCY;
  process.env.WEB_CONCURRENCY = String(processes); // startServer passes its environment on
  const server = await startServer(PORT).finally(() => {
    if (before === undefined) delete process.env.WEB_CONCURRENCY;
    else process.env.WEB_CONCURRENCY = before;
  });
  try {
    const headers = { cookie: server.cookie, "content-type": "application/json" };
    // Unmeasured: the first calls compile and load each route in every process. Their
    // postcodes come from the end of the list, apart from the measured ones.
    // Asked at once, so over several connections, which the primary hands out in turn.
    const reversed = postcodes.toReversed();
    await Promise.all(
      Array.from({ length: WARM_UP * processes }, (_, n) => nthRequest(reversed, n)).map((request) =>
        fetch(`${server.base}${request.path}`, { method: request.method, headers, body: request.body }).then((response) => response.arrayBuffer()),
      ),
    );
    let next = 0;
    const load = loadavg()[0]!;
    // The server's CPU over the run (every process of its group): per request, and as cores in use.
    const cpu = () => (server.pid ? readGroupCpuSeconds(server.pid) : NaN);
    const cpuBefore = cpu();
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: SECONDS,
      // A loaded machine can take longer than autocannon's 10 s; a late answer is still one.
      timeout: 60,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, ...nthRequest(postcodes, next++) }) }],
    });
    if (next / 2 > postcodes.length) console.log(`(the run asked more than the ${postcodes.length} postcodes: some were repeats, cache hits)`);
    const cpuSeconds = cpu() - cpuBefore;
    const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => status !== "200");
    const errors = [...statuses.map(([status, { count }]) => `${count}×${status}`), ...(result.errors ? [`${result.errors} failed (${result.timeouts} timeouts)`] : [])].join(", ") || "none";
    console.log(
      `WEB_CONCURRENCY=${processes}`.padEnd(20) +
        `${result.requests.average.toFixed(1).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p95 ${String(percentile95(result)).padStart(6)} ms   CPU ${((cpuSeconds * 1000) / result.requests.total).toFixed(0)} ms/request, ${(cpuSeconds / SECONDS).toFixed(2)} cores   answered ${result.requests.total}   not 200: ${errors}   load average before ${load.toFixed(1)}`,
    );
    return result.requests.average;
  } finally {
    server.stop();
    await waitUntilStopped(PORT);
  }
}

/**
 * The next run needs the port: wait until nothing listens on it. A TCP connect, not an
 * HTTP call: a request on a kept-alive connection would keep the closing server busy.
 */
async function waitUntilStopped(port: number) {
  for (let i = 0; i < 120; i++) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      const answer = (value: boolean) => {
        socket.destroy();
        resolve(value);
      };
      socket.once("connect", () => answer(true)).once("error", () => answer(false));
      socket.setTimeout(1000, () => answer(true));
    });
    if (!listening) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on port ${port} did not stop`);
}

export async function benchConcurrency() {
  heading(`Server processes: ${CONNECTIONS} connections, ${SECONDS} s each, cache misses (search + 1 mile and valuation, a new postcode each)`);
  const postcodes = listPostcodes();
  const rates: number[] = [];
  for (const processes of PROCESS_COUNTS) rates.push(await measure(processes, postcodes));
  if (rates[0]) console.log(`throughput with ${PROCESS_COUNTS.at(-1)} processes: ×${(rates.at(-1)! / rates[0]).toFixed(2)} of 1`);
}
