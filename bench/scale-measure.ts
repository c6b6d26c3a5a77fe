// One connection, cache misses: each call of the scale bench is asked N times with a
// different postcode, outward code or address each time (the answer caches are keyed by
// the query), after a few unmeasured warm-up calls, on a server first settled by other
// queries. Server CPU is read per request from /proc for the server's serving processes
// (next start, or each worker of several), plus the PostgreSQL backends serving it on
// PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { median, percentile } from "./bench-db";
import type { SqlRunner } from "./scale-build";
import type { Server } from "./serve";

export type Call = { name: string; method: "GET" | "POST"; paths: string[]; body?: (i: number) => string };
export type CallResult = { name: string; n: number; p50: number; p95: number; cpu: { p50: number; p95: number; mean: number } | null; errors: Record<number, number> };

// Unmeasured queries before each call's measured ones, each also asked once only: the
// measured requests still miss every answer cache, but not the compiler's first passes over
// the call's code and the first reads of per-process indexes (the street look-up's common
// trigrams), which cost 75-135 ms on each of a new process's first requests and are the
// server's start-up, not the call's (decision 110). Shared area-level caches (a valuation's
// postcode area) may be warm, as in a server that has run for a while.
export const WARM_UP = 10;

/** Deterministic shuffle (mulberry32), so every run and every build of a shape asks the same queries. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function take<T>(items: T[], from: number, n: number, what: string): T[] {
  if (items.length < from + n) throw new Error(`The database has only ${items.length} ${what}; the bench needs ${from + n} (lower SCALE_REQUESTS).`);
  return items.slice(from, from + n);
}

/** What asking a server needs: where it is, the session cookie, and its process group (for CPU). */
type AskedServer = Pick<Server, "base" | "cookie" | "pid">;

/** A scale bench's queries: the measured calls, and the same calls' settling queries (none of them measured, none asked by a measured call). */
export type BenchCalls = { calls: Call[]; settling: Call[] };

// Queries asked of each new server before any is measured, per call (SCALE_SETTLE). V8 goes on
// compiling the request paths for a few hundred requests after a start: through a server's
// first 320 requests a 10-mile search used 21 ms of CPU at p50 and /api/health 5.9 ms; after
// ~1,000, 17 ms and 3.2 ms (decision 153). Measured before that, a call's figure is mostly the
// compiler's, on helper threads beside the request.
export const SETTLE = 100;

/**
 * The calls of the scale bench with their distinct queries, drawn from the database they will
 * run against, and `settle` more for each call that no measured query shares (valuations and
 * outward codes from outward codes no measured one asks, since their caches are per outward
 * code). Where a pool runs short (the dense shape's 54 outward codes), settling asks what is
 * left: a query asked twice would answer from the cache.
 */
export async function listCalls(runner: SqlRunner, n: number, settle = 0): Promise<BenchCalls> {
  const values = async (sql: string) => shuffle((await runner.all<{ v: string }>(sql)).map((r) => r.v), 15);
  const postcodes = await values(`SELECT DISTINCT s."postcode" AS v FROM "Sale" s JOIN "Postcode" p ON p."postcode" = s."postcode" WHERE p."latitude" IS NOT NULL ORDER BY 1`);
  const outcodes = await values(`SELECT DISTINCT p."outcode" AS v FROM "Postcode" p WHERE p."latitude" IS NOT NULL AND EXISTS (SELECT 1 FROM "Sale" s WHERE s."outcode" = p."outcode") ORDER BY 1`);
  const streets = await values(`SELECT DISTINCT "paon" || ' ' || "street" AS v FROM "Address" WHERE substr("paon", 1, 1) BETWEEN '0' AND '9' AND "street" IS NOT NULL ORDER BY 1`);
  const m = n + WARM_UP;
  const pc = (k: number) => take(postcodes, k * m, m, "postcodes with sales").map(encodeURIComponent);
  const outcodeOf = (postcode: string) => postcode.slice(0, postcode.indexOf(" "));
  // one postcode per outward code: valuation evidence may be cached per outward code (decision 112)
  const seen = new Set<string>();
  const oneEach = postcodes.slice(4 * m).filter((p) => {
    const outcode = outcodeOf(p);
    return !seen.has(outcode) && seen.add(outcode);
  });
  const valuationPostcodes = take(oneEach, 0, m, "outward codes with sales");
  const measuredOutcodes = take(outcodes, 0, m, "outward codes with sales");
  const measuredStreets = take(streets, 0, m, "numbered addresses");

  // Settling draws from what the measured calls left: postcodes from the far end of the list.
  const asked = new Set([...postcodes.slice(0, 4 * m), ...valuationPostcodes]);
  const spare = postcodes.filter((p) => !asked.has(p)).reverse();
  const spareFor = (k: number) => spare.slice(k * settle, (k + 1) * settle).map(encodeURIComponent);
  const settlingValuations = oneEach.slice(m, m + settle);
  const bench = (measured: boolean): Call[] => {
    const search = (radius: string, k: number) => (measured ? pc(k) : spareFor(k)).map((p) => `/api/properties/search?postcode=${p}&radius=${radius}`);
    const valuations = measured ? valuationPostcodes : settlingValuations;
    const outwardCodes = measured ? measuredOutcodes : outcodes.slice(m, m + settle);
    const addresses = measured ? measuredStreets : streets.slice(m, m + settle);
    return [
      { name: "`/api/health` (the framework's floor)", method: "GET", paths: Array.from({ length: measured ? m : settle }, () => "/api/health") },
      { name: "search, postcode + 1 mile", method: "GET", paths: search("1", 0) },
      { name: "search, postcode + 5 miles", method: "GET", paths: search("5", 1) },
      { name: "search, postcode + 10 miles", method: "GET", paths: search("10", 2) },
      { name: "search, outward code", method: "GET", paths: outwardCodes.map((o) => `/api/properties/search?postcode=${o}&radius=1`) },
      {
        name: "valuation (POST)",
        method: "POST",
        paths: valuations.map(() => "/api/properties/valuation"),
        body: (i) => JSON.stringify({ postcode: valuations[i], propertyType: "house", bedrooms: 3 }),
      },
      { name: "area analysis", method: "GET", paths: (measured ? pc(3) : spareFor(3)).map((p) => `/api/area-analysis/${p}`) },
      { name: "address search without a postcode", method: "GET", paths: addresses.map((a) => `/api/properties/search?searchType=address&address=${encodeURIComponent(a)}`) },
    ];
  };
  return { calls: bench(true), settling: settle ? bench(false) : [] };
}

/**
 * Asks a new server the settling queries, the calls in turn (each call's i-th, then the
 * next's), unmeasured; how long it took and the server's CPU meanwhile, in seconds.
 */
export async function settleServer(server: AskedServer, settling: readonly Call[]): Promise<{ requests: number; seconds: number; cpuSeconds: number }> {
  const started = performance.now();
  const pids = server.pid ? listServingPids(server.pid) : [];
  const before = readCpuNs(pids);
  let requests = 0;
  const longest = settling.reduce((most, call) => Math.max(most, call.paths.length), 0);
  for (let i = 0; i < longest; i++) {
    for (const call of settling) {
      if (i >= call.paths.length) continue;
      await ask(server, call, i);
      requests++;
    }
  }
  return { requests, seconds: (performance.now() - started) / 1000, cpuSeconds: sumSince(before, readCpuNs(pids)) / 1e9 };
}

/**
 * CPU nanoseconds a process has used so far, summed over its live threads from
 * /proc/<pid>/task/<tid>/schedstat (the scheduler's own count, to the nanosecond: /proc's
 * stat counts whole 10 ms ticks, too coarse for one request). 0 once it has exited.
 */
function readProcessCpuNs(pid: number): number {
  let ns = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    // the process exited meanwhile
  }
  return ns;
}

/** The pids of a process group (the server is started detached: its pid is the group's id). */
export function listGroupPids(group: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // fields after "(comm)": state ppid pgrp …
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) === group) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

/**
 * The group's serving processes: those Next names `next-server (v…)`, the one `next start`
 * of npm start's script or each of its WEB_CONCURRENCY workers (the whole group if none is
 * so named). Not the tsx and start-script processes above them, which serve no request: the
 * start script, idle once it has started the server, spent ~230 ms of CPU on one collection
 * 20-25 s after the start, in the middle of whichever call was being measured then.
 */
export function listServingPids(group: number): number[] {
  const pids = listGroupPids(group);
  const serving = pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("next-server");
    } catch {
      return false;
    }
  });
  return serving.length ? serving : pids;
}

/** CPU nanoseconds used so far by each of `pids`. */
export function readCpuNs(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, readProcessCpuNs(pid)]));
}

/** CPU seconds used so far by every live process of the group (for whole runs: bench/concurrency.ts). */
export function readGroupCpuSeconds(group: number): number {
  let ns = 0;
  for (const used of readCpuNs(listGroupPids(group)).values()) ns += used;
  return ns / 1e9;
}

/** The PostgreSQL backends serving the server (their queries' CPU is spent there, not in the server), by pid. */
export type DatabasePids = () => Promise<number[]>;

/** What `after` used beyond `before`, over every pid of `after` (one that started meanwhile counts from zero). */
function sumSince(before: Map<number, number>, after: Map<number, number>): number {
  let ns = 0;
  for (const [pid, used] of after) ns += used - (before.get(pid) ?? 0);
  return ns;
}

async function ask(server: AskedServer, call: Call, i: number): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}${call.paths[i]}`, {
    method: call.method,
    headers: { cookie: server.cookie, ...(call.body ? { "content-type": "application/json" } : {}) },
    body: call.body?.(i),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * Asks the call's first WARM_UP queries unmeasured, then the rest one at a time, reading the
 * server's CPU (its process group's, plus the database backends') before and after each:
 * the server is otherwise idle, so that is the request's own CPU, to the nanosecond, and
 * its p50/p95 are read like the wall times'.
 */
export async function measureCall(server: Server, call: Call, databasePids?: DatabasePids): Promise<CallResult> {
  for (let i = 0; i < WARM_UP; i++) await ask(server, call, i);
  const serverPids = server.pid ? listServingPids(server.pid) : [];
  const times: number[] = [];
  const cpu: number[] = [];
  const errors: Record<number, number> = {};
  for (let i = WARM_UP; i < call.paths.length; i++) {
    const databaseBefore = readCpuNs((await databasePids?.()) ?? []);
    const serverBefore = readCpuNs(serverPids);
    const { ms, status } = await ask(server, call, i);
    const serverAfter = readCpuNs(serverPids);
    const databaseAfter = readCpuNs((await databasePids?.()) ?? []);
    times.push(ms);
    cpu.push((sumSince(serverBefore, serverAfter) + sumSince(databaseBefore, databaseAfter)) / 1e6);
    if (status >= 400) errors[status] = (errors[status] ?? 0) + 1;
  }
  const cpuMean = cpu.reduce((sum, value) => sum + value, 0) / cpu.length;
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const measured = serverPids.length > 0;
  return {
    name: call.name,
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpu: measured ? { p50: percentile(cpu, 50), p95: percentile(cpu, 95), mean: cpuMean } : null,
    errors,
  };
}

/**
 * The order a round measures its calls in (their indexes): each round starts three calls on.
 * A settled server collects its whole heap about once in 1,000 requests, for ~100-250 ms of
 * CPU over the two or three requests around it; the same queries in the same order put it
 * on the same call in every round, and the median of the rounds kept it there (decision 153).
 */
export function orderCalls(count: number, round: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + round * 3) % count);
}

/**
 * The rounds of one target's calls as one result per call: each figure the median of the
 * rounds' (a p95 of 30 requests is nearly their slowest, and the machine's speed drifts by
 * tens of per cent within minutes), the requests and the errors summed.
 */
export function combineRounds(rounds: readonly (readonly CallResult[])[]): CallResult[] {
  const [first = []] = rounds;
  return first.map((result, row) => {
    const all = rounds.flatMap((round) => round[row] ?? []);
    const cpus = all.flatMap((r) => r.cpu ?? []);
    const errors: Record<number, number> = {};
    for (const r of all) for (const [status, count] of Object.entries(r.errors)) errors[Number(status)] = (errors[Number(status)] ?? 0) + count;
    return {
      name: result.name,
      n: all.reduce((sum, r) => sum + r.n, 0),
      p50: median(all.map((r) => r.p50)),
      p95: median(all.map((r) => r.p95)),
      // measured in every round, or not given
      cpu: cpus.length === all.length ? { p50: median(cpus.map((c) => c.p50)), p95: median(cpus.map((c) => c.p95)), mean: median(cpus.map((c) => c.mean)) } : null,
      errors,
    };
  });
}
