import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { enqueueJob } from "@/lib/jobs/enqueue-job.server";
import { readUploadLines } from "@/lib/title-lookup/read-upload-lines";
import { ADDRESS_UPLOAD_KIND } from "@/lib/title-lookup/schemas";
import { useFreshDatabases } from "../helpers/test-db";
import { seedOwnershipRegisters } from "../jobs/ownership-registers-seed";
import type { UploadChildWork } from "./title-lookup-restart-child";

const freshDatabase = useFreshDatabases();

// The same kill -9 pattern as tests/jobs/ownership-search-restart.test.ts: node itself (so the
// pid killed is the worker's), react-server so the server-only marker resolves to nothing.
function spawnWorker(work: UploadChildWork) {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/api/title-lookup-restart-child.ts", JSON.stringify(work)], { stdio: ["ignore", "pipe", "pipe"] });
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

describe("address upload across kill -9", () => {
  it("resumes after the worker is killed mid-upload: each line written once, only the interrupted lookup repeated", async () => {
    const { db, url } = await freshDatabase();
    await seedOwnershipRegisters(db);
    const text = ["12 Grosvenor Road, London SW1V 3SA", "7 Station Road, York YO1 6HT", "x", ...Array.from({ length: 5 }, (_, n) => `${n + 1} Nowhere Lane, Leeds`)].join("\n");
    const items = readUploadLines(ADDRESS_UPLOAD_KIND, "list.txt", text);
    const job = await enqueueJob(db, { clientId: null, kind: ADDRESS_UPLOAD_KIND, input: { fileName: "list.txt", items }, total: items.length });
    const all = items.map((item) => String(item.line));

    const first = spawnWorker({ url, delayMs: 400 });
    await first.waitFor((text) => lines(text, "committed").length >= 3 || text.includes("Error"));
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const halfway = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(halfway.status).toBe("in_progress");
    expect(halfway.processed).toBeLessThan(items.length);

    const second = spawnWorker({ url, delayMs: 10 });
    await second.waitFor((text) => text.includes("idle") || text.includes("Error"));
    expect(await second.exited).toBe(0);

    const done = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(done).toMatchObject({ status: "completed", processed: items.length, found: 1, notFound: items.length - 1, error: null });
    const committed = [...lines(first.output(), "committed"), ...lines(second.output(), "committed")];
    expect(committed.toSorted()).toEqual(all.toSorted());
    const lookups = [...lines(first.output(), "lookup"), ...lines(second.output(), "lookup")];
    expect(lookups.length - items.length).toBeLessThanOrEqual(1);
    const firstCommitted = new Set(lines(first.output(), "committed"));
    expect(lines(second.output(), "lookup").filter((line) => firstCommitted.has(line))).toEqual([]);
    const rows = await db.titleLookup.findMany({ where: { id: { startsWith: `${job.id}:` } }, select: { id: true } });
    expect(rows.map((row) => row.id).toSorted()).toEqual(items.map((_, index) => `${job.id}:${index}`).toSorted());
  }, 90_000);
});
