import { describe, expect, it } from "vitest";
import { claimNextJob, JOB_LEASE_MS } from "@/lib/jobs/claim-next-job.server";
import { useFreshDatabases } from "../helpers/test-db";

const freshDatabase = useFreshDatabases();
const queued = (n: number) => ({ kind: "ownership-search", status: "queued", payload: "{}", createdAt: new Date(Date.UTC(2026, 0, n)) });

describe("claimNextJob", () => {
  it("workers claiming at once each take a different job, oldest first, and none is taken twice", async () => {
    const { db } = await freshDatabase();
    await db.job.createMany({ data: [1, 2, 3].map((n) => ({ ...queued(n), id: `job-${n}` })) });
    const claimed = await Promise.all(["w1", "w2", "w3", "w4"].map((worker) => claimNextJob(db, worker, ["ownership-search"])));
    const taken = claimed.filter((job) => job !== null);
    expect(taken.map((job) => job.id).toSorted()).toEqual(["job-1", "job-2", "job-3"]);
    expect(new Set(taken.map((job) => job.lockedBy)).size).toBe(3);
    expect(taken.every((job) => job.status === "in_progress")).toBe(true);
    expect(await claimNextJob(db, "w5", ["ownership-search"])).toBeNull();
  });

  it("takes over a job whose lock went stale, never one that is held, nor another kind", async () => {
    const { db } = await freshDatabase();
    const now = new Date();
    await db.job.createMany({
      data: [
        { ...queued(1), id: "held", status: "in_progress", lockedBy: "alive", lockedAt: new Date(now.getTime() - 1000) },
        { ...queued(2), id: "other-kind", kind: "title-lookup" },
        { ...queued(3), id: "stale", status: "in_progress", lockedBy: "gone", lockedAt: new Date(now.getTime() - JOB_LEASE_MS - 1000), processed: 4 },
        { ...queued(4), id: "done", status: "completed" },
      ],
    });
    const job = await claimNextJob(db, "me", ["ownership-search"], now);
    expect(job).toMatchObject({ id: "stale", lockedBy: "me", processed: 4 });
    expect(await claimNextJob(db, "me", ["ownership-search"], now)).toBeNull();
  });
});
