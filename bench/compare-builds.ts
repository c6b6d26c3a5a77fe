// npm run bench -- compare: this checkout's build against another's, both serving the same
// database at once, each asked the same query in turn (which goes first alternates), so the
// machine's drift and its neighbours weigh on both alike. One scale bench run against another
// minutes later differed by a third on this machine kind; paired, the same build against
// itself differs by a few per cent.
//   BENCH_BASELINE_DIR=/path/to/other/checkout   required: a checkout built with `next build`
//   SCALE_DB=data/bench/scale/spread-….db         the database (default: the bench's 25k bundle),
//   or SCALE_DATABASE_URL=postgresql://…          a PostgreSQL one (CPU counts each build's backends too)
//   SCALE_REQUESTS=40                              measured queries per call (after 10 unmeasured)
//   SCALE_SETTLE=100                               other queries per call asked of each build first
// This checkout must be built too (`npm run build`, or `npm start` once).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { openBenchDb, BENCH_DATABASE_URL, percentile, readWholeSetting } from "./bench-db";
import type { SqlRunner } from "./scale-build";
import { withRunner } from "./scale";
import { listCalls, listGroupPids, readCpuNs, settleServer, SETTLE, WARM_UP, type Call } from "./scale-measure";
import { BENCH_PASSWORD, signInWhenUp } from "./serve";

type Build = { name: string; base: string; cookie: string; pid: number; child: ChildProcess; backends: () => Promise<number[]> };

/** Each build's PostgreSQL sessions carry its name, so their backends' CPU is counted to it. */
const withApplicationName = (databaseUrl: string, name: string) =>
  databaseUrl.startsWith("file:") ? databaseUrl : `${databaseUrl}${databaseUrl.includes("?") ? "&" : "?"}application_name=bench-${name}`;

async function startBuild(name: string, dir: string, port: number, databaseUrl: string, runner: SqlRunner): Promise<Build> {
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) throw new Error(`${dir} has no build: run \`npx next build\` there first.`);
  const child = spawn("node", ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_STANDALONE: "off", DATABASE_URL: withApplicationName(databaseUrl, name), ACCESS_PASSWORD: BENCH_PASSWORD, SESSION_SECRET: "bench-session-secret-0123456789", MAP_TILE_URL: "none" },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signInWhenUp(base, child).catch((error: unknown) => {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  });
  const backends = async () =>
    runner.dialect === "sqlite" ? [] : (await runner.all<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE application_name = 'bench-${name}'`)).map((row) => Number(row.pid));
  return { name, base, cookie, pid: child.pid ?? 0, child, backends };
}

/** The pids whose CPU a build's request spends: its server's, and on PostgreSQL its backends'. */
const pidsOf = async (build: Build) => [...listGroupPids(build.pid), ...(await build.backends())];

/** One query to one build: its server CPU in milliseconds and its status. */
async function ask(build: Build, call: Call, i: number): Promise<{ cpu: number; status: number }> {
  const before = readCpuNs(await pidsOf(build));
  const response = await fetch(`${build.base}${call.paths[i]}`, {
    method: call.method,
    headers: { cookie: build.cookie, ...(call.body ? { "content-type": "application/json" } : {}) },
    body: call.body?.(i),
  });
  await response.arrayBuffer();
  // Over the pids alive after (a backend opened meanwhile counts from zero; one gone is left out).
  let used = 0;
  for (const [pid, ns] of readCpuNs(await pidsOf(build))) if (ns > 0) used += ns - (before.get(pid) ?? 0);
  return { cpu: used / 1e6, status: response.status };
}

const summarise = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), mean: values.reduce((s, v) => s + v, 0) / Math.max(1, values.length) };
};

export async function benchCompareBuilds() {
  const baselineDir = process.env.BENCH_BASELINE_DIR;
  if (!baselineDir) throw new Error("Set BENCH_BASELINE_DIR to another checkout, built with `next build`, to compare this one against.");
  const requests = readWholeSetting("SCALE_REQUESTS", 40);
  if (!process.env.SCALE_DB && !process.env.SCALE_DATABASE_URL) await (await openBenchDb()).$disconnect();
  const databaseUrl = process.env.SCALE_DATABASE_URL ?? `file:${path.resolve(process.env.SCALE_DB ?? BENCH_DATABASE_URL.slice("file:".length))}`;
  await withRunner(databaseUrl, (runner) => compare(runner, path.resolve(baselineDir), databaseUrl, requests));
}

async function compare(runner: SqlRunner, baselineDir: string, databaseUrl: string, requests: number) {
  const settle = readWholeSetting("SCALE_SETTLE", SETTLE, 0);
  const { calls, settling } = await listCalls(runner, requests, settle);
  console.log(`\n## This build against ${baselineDir} on ${databaseUrl.replace(/\/\/[^@/]*@/, "//")}: ${requests} queries per call, each asked of both (server CPU per request, ms${runner.dialect === "postgres" ? ", with its PostgreSQL backends'" : ""})`);
  const builds = [await startBuild("baseline", baselineDir, 3461, databaseUrl, runner), await startBuild("this", process.cwd(), 3462, databaseUrl, runner)];
  try {
    for (const build of builds) await settleServer(build, settling);
    console.log(`| call | baseline p50 / p95 / mean | this p50 / p95 / mean | mean change |`);
    console.log(`|---|---|---|---|`);
    for (const call of calls) {
      const cpu = new Map<string, number[]>(builds.map((b) => [b.name, []]));
      const errors: string[] = [];
      for (let i = 0; i < call.paths.length; i++) {
        for (const build of i % 2 ? [...builds].reverse() : builds) {
          const { cpu: used, status } = await ask(build, call, i);
          if (i >= WARM_UP) cpu.get(build.name)?.push(used);
          if (status >= 400) errors.push(`${build.name} ${status}`);
        }
      }
      const [before, after] = builds.map((b) => summarise(cpu.get(b.name) ?? []));
      if (!before || !after) continue;
      const cell = (s: typeof before) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.mean.toFixed(1)}`;
      const change = `${after.mean >= before.mean ? "+" : ""}${(((after.mean - before.mean) / before.mean) * 100).toFixed(0)}%`;
      console.log(`| ${call.name.replace(/`/g, "")} | ${cell(before)} | ${cell(after)} | ${change}${errors.length ? ` (${errors.length} errors: ${[...new Set(errors)].join(", ")})` : ""} |`);
    }
  } finally {
    for (const build of builds) {
      try {
        process.kill(-build.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}
