// WEB_CONCURRENCY runs a job worker in every server process (decision 115): two worker
// loops in two processes on one database must never work the same job, nor write an
// item twice. SQLite: two processes on one file, claims by compare-and-set; PostgreSQL:
// SKIP LOCKED.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { enqueueJob } from "@/lib/jobs/enqueue-job.server";
import { OWNERSHIP_SEARCH_KIND } from "@/lib/portfolio/ownership-search-job.server";
import { useFreshDatabases } from "../helpers/test-db";
import { seedPortfolio } from "../api/portfolio-seed";
import { seedOwnershipRegisters } from "./ownership-registers-seed";
import type { ChildWork } from "./work-jobs-in-child";

const freshDatabase = useFreshDatabases();

function runWorker(work: ChildWork) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/jobs/work-jobs-in-child.ts", JSON.stringify(work)], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr.on("data", (data: Buffer) => (output += data.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

const lines = (output: string, word: string) => output.split("\n").filter((line) => line.startsWith(`${word} `)).map((line) => line.slice(word.length + 1));

describe("job workers in two processes on one database", () => {
  it("work every job once between them: each property searched and committed exactly once, every job completed", async () => {
    const { db, url } = await freshDatabase();
    await seedPortfolio(db);
    await seedOwnershipRegisters(db);
    const jobs = 16;
    const properties = Array.from({ length: jobs * 2 }, (_, n) => ({ id: `cp-two-${n}`, clientId: "client-acme", address: `${n + 1} Parallel Road`, city: "Leeds", addressCorrected: true, source: "test" }));
    await db.chargedProperty.createMany({ data: properties });
    const jobOf = new Map<string, string>();
    for (let n = 0; n < jobs; n++) {
      const ids = [properties[2 * n]!.id, properties[2 * n + 1]!.id];
      const job = await enqueueJob(db, { clientId: "client-acme", kind: OWNERSHIP_SEARCH_KIND, input: { propertyIds: ids }, total: ids.length });
      for (const id of ids) jobOf.set(id, job.id);
    }

    // Each search waits 150 ms: long enough that both processes are claiming at once.
    const [first, second] = await Promise.all([runWorker({ url, delayMs: 150 }), runWorker({ url, delayMs: 150 })]);
    expect(first, first.output).toMatchObject({ code: 0 });
    expect(second, second.output).toMatchObject({ code: 0 });

    const ids = properties.map((row) => row.id).toSorted();
    const committed = [...lines(first.output, "committed"), ...lines(second.output, "committed")];
    expect(committed.toSorted()).toEqual(ids);
    const searched = [...lines(first.output, "search"), ...lines(second.output, "search")];
    expect(searched.toSorted()).toEqual(ids);
    // No job was worked by both: the jobs each process touched are disjoint, and both took some.
    const jobsOf = (output: string) => new Set(lines(output, "search").map((id) => jobOf.get(id)));
    const [mine, theirs] = [jobsOf(first.output), jobsOf(second.output)];
    expect([...mine].filter((job) => theirs.has(job))).toEqual([]);
    expect(mine.size).toBeGreaterThan(0);
    expect(theirs.size).toBeGreaterThan(0);

    const rows = await db.job.findMany({ select: { status: true, processed: true, error: true, payload: true } });
    expect(rows).toHaveLength(jobs);
    for (const row of rows) expect(row).toMatchObject({ status: "completed", processed: 2, error: null });
    // No claim or step failed and was retried (SQLITE_BUSY would show here as an attempt).
    expect(rows.every((row) => JSON.parse(row.payload).attempts === 0)).toBe(true);
  }, 120_000);
});
