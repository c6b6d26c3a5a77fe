// The concurrency bench's load through wrk (Debian's `wrk`, when installed): a C client that
// needs a small share of a core where autocannon, in Node, took most of one of this machine's
// two, leaving the server one core whatever WEB_CONCURRENCY said (decision 115). Each request
// is the next of a fixed list (a different postcode each), dealt to wrk's threads in turn so
// no two threads ask the same one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type LoadRequest = { method: "GET" | "POST"; path: string; body?: string };
export type LoadResult = { requestsPerSecond: number; total: number; p50: number; p95: number; notOk: number; errors: number; clientCpuSeconds: number };

const THREADS = 2;

export function hasWrk(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

const luaString = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string for these characters

/** The Lua script: the requests in turn per thread, and the figures wrk's own summary leaves out (p95, non-2xx). */
function writeScript(requests: LoadRequest[], headers: Record<string, string>): string {
  const list = requests.map((r) => `{${luaString(r.method)}, ${luaString(r.path)}, ${r.body === undefined ? "nil" : luaString(r.body)}}`).join(",\n");
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join("\n");
  return `${headerLines}
local requests = {
${list}
}
local threads = {}
local made = 0
function setup(thread)
  thread:set("offset", made)
  made = made + 1
  table.insert(threads, thread)
end
local sent = 0
request = function()
  local r = requests[((offset + sent * ${THREADS}) % #requests) + 1]
  sent = sent + 1
  return wrk.format(r[1], r[2], nil, r[3])
end
local failed = 0
response = function(status, headers, body)
  if status ~= 200 then failed = failed + 1 end
end
function done(summary, latency, requests)
  local notOk = 0
  for _, thread in ipairs(threads) do notOk = notOk + (thread:get("failed") or 0) end
  io.write(string.format("RESULT %d %f %f %f %d %d\\n", summary.requests, summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(95) / 1000, notOk, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`;
}

/** CPU seconds of this process's finished children (wrk, once it has been waited for). */
function readChildrenCpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in USER_HZ ticks
}

/** `connections` connections for `seconds` against `base`, asking `requests` in turn. */
export function runWrk(base: string, requests: LoadRequest[], headers: Record<string, string>, connections: number, seconds: number): LoadResult {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-wrk-"));
  try {
    const script = path.join(dir, "load.lua");
    writeFileSync(script, writeScript(requests, headers));
    const childrenBefore = readChildrenCpuSeconds();
    const run = spawnSync("wrk", [`-t${THREADS}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "60s", "-s", script, base], { encoding: "utf8", timeout: (seconds + 120) * 1000 });
    const clientCpuSeconds = readChildrenCpuSeconds() - childrenBefore;
    const line = run.stdout.split("\n").find((l) => l.startsWith("RESULT "));
    if (run.status !== 0 || !line) throw new Error(`wrk failed (${run.status}): ${run.stderr || run.stdout}`);
    const [total, rate, p50, p95, notOk, errors] = line.slice("RESULT ".length).split(" ").map(Number);
    return { requestsPerSecond: rate ?? 0, total: total ?? 0, p50: p50 ?? 0, p95: p95 ?? 0, notOk: notOk ?? 0, errors: errors ?? 0, clientCpuSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
