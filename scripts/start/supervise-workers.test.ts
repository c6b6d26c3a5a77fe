import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";

// A real node:cluster primary in a child process (vitest's own worker must not become
// one), supervising tiny-worker.mjs, which answers its pid on the shared port.
function startPrimary(work: { count: number; port: number; failAtStart?: boolean }) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start/fixtures/supervise-primary.ts", JSON.stringify(work)], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids answering on the port over `tries` fresh connections (the worker closes each). */
async function answeringPids(port: number, tries = 8): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < tries; i++) {
    try {
      pids.add(Number(await (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) })).text()));
    } catch {
      // a worker between death and replacement, or none listening yet
    }
  }
  return pids;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: () => string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out; the primary wrote:\n${what()}`);
}

describe("superviseWorkers", () => {
  it("serves one port from two processes, replaces one that dies, and stops them all on SIGTERM", async () => {
    const port = await freePort();
    const primary = startPrimary({ count: 2, port });
    try {
      const first = await waitFor(async () => {
        const pids = await answeringPids(port);
        return pids.size === 2 ? pids : undefined;
      }, primary.output);
      expect(first.has(primary.child.pid!)).toBe(false);

      const dead = Number(await (await fetch(`http://127.0.0.1:${port}/die`, { signal: AbortSignal.timeout(5000) })).text());
      expect(first.has(dead)).toBe(true);
      const survivor = [...first].find((pid) => pid !== dead)!;
      const second = await waitFor(async () => {
        const pids = await answeringPids(port);
        return pids.size === 2 && !pids.has(dead) ? pids : undefined;
      }, primary.output);
      expect(second.has(survivor)).toBe(true);
      expect(isAlive(dead)).toBe(false);
      expect(primary.output()).toContain(`server process ${dead} exited with code 3`);

      primary.child.kill("SIGTERM");
      expect(await primary.exited).toBe(143);
      expect(primary.output()).toContain("SIGTERM: stopping 2 server process(es)");
      for (const pid of second) expect(isAlive(pid)).toBe(false);
    } finally {
      primary.child.kill("SIGKILL");
    }
  }, 60_000);

  it("gives up with exit code 1 when every process dies at start (bad build or settings), not forking forever", async () => {
    const primary = startPrimary({ count: 2, port: await freePort(), failAtStart: true });
    try {
      expect(await primary.exited).toBe(1);
      expect(primary.output()).toMatch(/3 processes in a row died within 2 s of starting: giving up/);
      expect(primary.output()).toMatch(/starting another in 100 ms/);
      expect(primary.output()).toMatch(/starting another in 200 ms/);
    } finally {
      primary.child.kill("SIGKILL");
    }
  }, 60_000);
});
