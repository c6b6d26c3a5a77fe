import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { enqueueJob } from "@/lib/jobs/enqueue-job.server";
import { OWNERSHIP_SEARCH_KIND } from "@/lib/portfolio/ownership-search-job.server";
import { useFreshDatabases } from "../helpers/test-db";
import { seedPortfolio } from "../api/portfolio-seed";
import { seedOwnershipRegisters } from "./ownership-registers-seed";
import type { ChildWork } from "./work-jobs-in-child";

const freshDatabase = useFreshDatabases();

// node itself (not the tsx wrapper, which runs a second process): the pid killed must be the
// worker's. react-server: the server-only marker resolves to nothing, as in the app.
function spawnWorker(work: ChildWork) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/jobs/work-jobs-in-child.ts", JSON.stringify(work)], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const waiters: { test: (text: string) => boolean; resolve: () => void }[] = [];
  const onData = (data: Buffer) => {
    output += data.toString();
    for (const waiter of waiters) if (waiter.test(output)) waiter.resolve();
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const waitFor = (test: (text: string) => boolean) => new Promise<void>((resolve) => (test(output) ? resolve() : waiters.push({ test, resolve })));
  return { child, exited, waitFor, output: () => output };
}

const lines = (output: string, word: string) => output.split("\n").filter((line) => line.startsWith(`${word} `)).map((line) => line.slice(word.length + 1));

describe("ownership search job across kill -9", () => {
  it("resumes after the worker is killed mid-job: each property committed once, only the interrupted search repeated", async () => {
    const { db, url } = await freshDatabase();
    await seedPortfolio(db);
    await seedOwnershipRegisters(db);
    const extra = Array.from({ length: 5 }, (_, n) => ({ id: `cp-x${n}`, clientId: "client-acme", address: `${n + 1} Nowhere Lane`, city: "Leeds", addressCorrected: true, source: "test" }));
    await db.chargedProperty.createMany({ data: extra });
    const ids = ["cp-1", "cp-2", "cp-3", ...extra.map((row) => row.id)];
    const job = await enqueueJob(db, { clientId: "client-acme", kind: OWNERSHIP_SEARCH_KIND, input: { propertyIds: ids }, total: ids.length });

    const first = spawnWorker({ url, delayMs: 400 });
    await first.waitFor((text) => lines(text, "committed").length >= 3 || text.includes("Error"));
    expect(lines(first.output(), "committed").length).toBeGreaterThanOrEqual(3);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const killedAt = new Date();
    const halfway = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(halfway.status).toBe("in_progress");
    expect(halfway.processed).toBeLessThan(ids.length);

    const second = spawnWorker({ url, delayMs: 10 });
    await second.waitFor((text) => text.includes("idle") || text.includes("Error"));
    expect(await second.exited).toBe(0);

    const done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "completed", processed: ids.length, total: ids.length, error: null });
    expect(done.found + done.notFound).toBe(ids.length);
    expect(done.found).toBe(1);

    const committed = [...lines(first.output(), "committed"), ...lines(second.output(), "committed")];
    expect(committed.toSorted()).toEqual(ids.toSorted());
    const searches = [...lines(first.output(), "search"), ...lines(second.output(), "search")];
    expect(new Set(searches)).toEqual(new Set(ids));
    // A search the kill interrupted before its commit wrote nothing and is the only one run again.
    expect(searches.length - ids.length).toBeLessThanOrEqual(1);
    // The second worker began where the first stopped: it never searched a committed property.
    const firstCommitted = new Set(lines(first.output(), "committed"));
    expect(lines(second.output(), "search").filter((id) => firstCommitted.has(id))).toEqual([]);
    const rows = await db.chargedProperty.findMany({ where: { id: { in: ids } }, select: { id: true, searchedAt: true } });
    for (const row of rows) {
      expect(row.searchedAt).not.toBeNull();
      if (firstCommitted.has(row.id)) expect(row.searchedAt!.getTime()).toBeLessThanOrEqual(killedAt.getTime());
    }
  }, 90_000);
});
