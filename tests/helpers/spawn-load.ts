import { spawn, type ChildProcess } from "node:child_process";
import type { ChildLoad } from "./load-in-child";

export type SpawnedLoad = { child: ChildProcess; output: () => string; exited: Promise<number | null>; hung: Promise<void> };

/** Starts tests/helpers/load-in-child.ts; `hung` resolves when it reports a hang. */
export function spawnLoad(request: ChildLoad): SpawnedLoad {
  // node itself, not the tsx wrapper (which runs the script in a second process): the
  // pid killed must be the one holding the connections.
  const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/load-in-child.ts", JSON.stringify(request)], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  let reportHang = () => undefined as void;
  const hung = new Promise<void>((resolve) => (reportHang = resolve));
  child.stdout?.on("data", (data: Buffer) => {
    stdout += data.toString();
    if (stdout.includes("hung\n")) reportHang();
  });
  child.stderr?.on("data", (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => `${stdout}${stderr}`, exited, hung };
}
