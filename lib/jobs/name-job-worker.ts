import { hostname } from "node:os";
import { randomBytes } from "node:crypto";

/** "host:pid:nonce": which process holds a job, so a dead local holder is recognised at once. */
export function nameJobWorker(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/** True when the worker named ran on this host in a process that no longer exists. */
export function isDeadLocalWorker(workerId: string, host = hostname()): boolean {
  const [workerHost, pid] = workerId.split(":");
  if (workerHost !== host || !pid || !/^\d+$/.test(pid)) return false;
  if (Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}
