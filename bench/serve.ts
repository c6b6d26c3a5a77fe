// Starts the real app (npm start's script) on a spare port against the bench database.
import { spawn, type ChildProcess } from "node:child_process";
import { BENCH_DATABASE_URL } from "./bench-db";

export const BENCH_PASSWORD = "bench-access-password";

export type Server = { base: string; cookie: string; stop: () => void; pid?: number };

export async function startServer(port = 3333, databaseUrl = BENCH_DATABASE_URL): Promise<Server> {
  const child: ChildProcess = spawn("node_modules/.bin/tsx", ["scripts/start/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, ACCESS_PASSWORD: BENCH_PASSWORD, SESSION_SECRET: "bench-session-secret-0123456789", NEXT_TELEMETRY_DISABLED: "1", MAP_TILE_URL: "none" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  try {
    const cookie = await signInWhenUp(base, child, () => log.slice(-2000));
    return { base, cookie, stop, pid: child.pid };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Waits (up to 10 minutes) for a started server to answer, signs in with the bench password, and returns the session cookie. */
export async function signInWhenUp(base: string, child: ChildProcess, describeExit: () => string = () => ""): Promise<string> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${describeExit()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ password: BENCH_PASSWORD }) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!login.ok || !cookie) throw new Error(`bench login failed: ${login.status}`);
  return cookie;
}
