// npm run bench -- concurrency: the production server (npm start's script) on the bench
// database with WEB_CONCURRENCY=1, then 2 (decision 115): 32 connections for a fixed time
// on each of two calls, every request an answer-cache miss (a postcode not asked before in
// that server's life), printing requests/s, p50/p95, and the server's CPU per request and
// in cores (a run is comparable only when the server got the cores it could use). The load
// comes from wrk when Debian's `wrk` is installed (a C client: a small share of a core),
// else from autocannon in this process (most of a core: on a 2-core machine the server then
// has one, whatever WEB_CONCURRENCY says):
// - search, postcode + 1 mile: nothing cached beneath the answer;
// - valuation: its market evidence is cached per outward code in each process (issue 15
//   item 2), so every outward code is valued a few times first, unmeasured, over many
//   connections (which the primary deals out to every process).
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { connect } from "node:net";
import { loadavg } from "node:os";
import { BENCH_DATABASE_URL, heading } from "./bench-db";
import { readGroupCpuSeconds } from "./scale-measure";
import { hasWrk, runWrk, type LoadRequest, type LoadResult } from "./run-wrk";
import { startServer, type Server } from "./serve";
import { sqliteFilePath } from "@/lib/db/database-url";

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_CONCURRENCY_SECONDS) || 20;
const PROCESS_COUNTS = [1, 2];
const PORT = 3446;

type Workload = { name: string; request: (postcode: string) => LoadRequest };

const WORKLOADS: Workload[] = [
  { name: "search, postcode + 1 mile", request: (postcode) => ({ method: "GET", path: `/api/properties/search?postcode=${encodeURIComponent(postcode)}&radius=1` }) },
  { name: "valuation (POST)", request: (postcode) => ({ method: "POST", path: "/api/properties/valuation", body: JSON.stringify({ postcode, propertyType: "house", bedrooms: 3 }) }) },
];

/** Postcodes with sales and coordinates, in a fixed order that spreads over the country (not alphabetical), and one per outward code. */
function listPostcodes(): { all: string[]; onePerOutcode: string[] } {
  const db = new Database(sqliteFilePath(BENCH_DATABASE_URL), { readonly: true });
  try {
    const from = `FROM Sale s JOIN Postcode p ON p.postcode = s.postcode WHERE p.latitude IS NOT NULL`;
    const all = db.prepare(`SELECT DISTINCT s.postcode AS postcode ${from} ORDER BY substr(s.postcode, -2), s.postcode`).all() as { postcode: string }[];
    const onePerOutcode = db.prepare(`SELECT MIN(s.postcode) AS postcode ${from} GROUP BY p.outcode`).all() as { postcode: string }[];
    return { all: all.map((row) => row.postcode), onePerOutcode: onePerOutcode.map((row) => row.postcode) };
  } finally {
    db.close();
  }
}

// autocannon reports p90 and p97.5, not p95: interpolated between them.
function percentile95(result: autocannon.Result): number {
  const l = result.latency as unknown as Record<string, number>;
  return Math.round(((l.p90 ?? 0) + ((95 - 90) / (97.5 - 90)) * ((l.p97_5 ?? 0) - (l.p90 ?? 0))) * 10) / 10;
}

/** The load through autocannon (in this process: it takes most of a core of its own). */
async function runAutocannon(server: Server, headers: Record<string, string>, requests: LoadRequest[]): Promise<LoadResult> {
  let next = 0;
  const cpu = process.cpuUsage();
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: SECONDS,
    // A loaded machine can take longer than autocannon's 10 s; a late answer is still one.
    timeout: 60,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, ...(requests[next++ % requests.length] as LoadRequest) }) }],
  });
  const used = process.cpuUsage(cpu);
  const notOk = Object.entries(result.statusCodeStats ?? {}).reduce((sum, [status, stats]) => sum + (status === "200" ? 0 : (stats?.count ?? 0)), 0);
  return { requestsPerSecond: result.requests.average, total: result.requests.total, p50: result.latency.p50, p95: percentile95(result), notOk, errors: result.errors, clientCpuSeconds: (used.user + used.system) / 1e6 };
}

/** Unmeasured, all at once (so over many connections, dealt to every process). Another radius and bedrooms: other answers, the same evidence. */
async function warmUp(server: Server, headers: Record<string, string>, postcodes: string[], processes: number) {
  const requests = postcodes.flatMap((postcode) =>
    WORKLOADS.map((workload) => workload.request(postcode)).map((request) => ({ ...request, path: request.path.replace("radius=1", "radius=0.5"), body: request.body?.replace('"bedrooms":3', '"bedrooms":2') })),
  );
  for (let round = 0; round < 2 * processes; round++) {
    await Promise.all(requests.map((request) => fetch(`${server.base}${request.path}`, { method: request.method, headers, body: request.body }).then((response) => response.arrayBuffer())));
  }
}

async function measureWorkload(server: Server, headers: Record<string, string>, workload: Workload, postcodes: string[], processes: number) {
  const load = loadavg()[0]!;
  // The server's CPU over the run (every process of its group): per request, and as cores in use.
  const cpu = () => (server.pid ? readGroupCpuSeconds(server.pid) : NaN);
  const cpuBefore = cpu();
  const requests = postcodes.map((postcode) => workload.request(postcode));
  const client = hasWrk() ? "wrk" : "autocannon";
  const result = client === "wrk" ? runWrk(server.base, requests, headers, CONNECTIONS, SECONDS) : await runAutocannon(server, headers, requests);
  if (result.total > postcodes.length) console.log(`(the run asked more than the ${postcodes.length} postcodes: some were repeats, cache hits)`);
  const cpuSeconds = cpu() - cpuBefore;
  const errors = [...(result.notOk ? [`${result.notOk} not 200`] : []), ...(result.errors ? [`${result.errors} failed`] : [])].join(", ") || "none";
  console.log(
    `${workload.name.padEnd(26)} WEB_CONCURRENCY=${processes}  ${result.requestsPerSecond.toFixed(1).padStart(6)} req/s   p50 ${result.p50.toFixed(0).padStart(5)} ms   p95 ${result.p95.toFixed(0).padStart(5)} ms   server CPU ${((cpuSeconds * 1000) / Math.max(1, result.total)).toFixed(0)} ms/request, ${(cpuSeconds / SECONDS).toFixed(2)} cores   ${client} ${(result.clientCpuSeconds / SECONDS).toFixed(2)} cores   answered ${result.total}   errors: ${errors}   load average before ${load.toFixed(1)}`,
  );
  return result.requestsPerSecond;
}

async function measure(processes: number, postcodes: { all: string[]; onePerOutcode: string[] }): Promise<number[]> {
  const before = process.env.WEB_CONCURRENCY;
  process.env.WEB_CONCURRENCY = String(processes); // startServer passes its environment on
  const server = await startServer(PORT, BENCH_DATABASE_URL).finally(() => {
    if (before === undefined) delete process.env.WEB_CONCURRENCY;
    else process.env.WEB_CONCURRENCY = before;
  });
  try {
    const headers = { cookie: server.cookie, "content-type": "application/json" };
    await warmUp(server, headers, postcodes.onePerOutcode, processes);
    // Each workload asks the same postcodes in the same order in every run (the server is new, its caches empty).
    const rates: number[] = [];
    for (const workload of WORKLOADS) rates.push(await measureWorkload(server, headers, workload, postcodes.all, processes));
    return rates;
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
  heading(`Server processes: ${CONNECTIONS} connections, ${SECONDS} s per call, answer-cache misses (a new postcode per request)`);
  const postcodes = listPostcodes();
  const rates: number[][] = [];
  for (const processes of PROCESS_COUNTS) rates.push(await measure(processes, postcodes));
  WORKLOADS.forEach((workload, i) => {
    const [one, many] = [rates[0]?.[i], rates.at(-1)?.[i]];
    if (one && many) console.log(`${workload.name}: ${PROCESS_COUNTS.at(-1)} processes give ×${(many / one).toFixed(2)} the throughput of 1`);
  });
}
