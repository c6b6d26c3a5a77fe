import { describe, expect, it } from "vitest";
import { writeDemoJobs } from "@/lib/demo/demo-client";
import { readJobEnvelope } from "@/lib/jobs/job-envelope";
import { useFreshDatabases } from "../helpers/test-db";

const freshDatabase = useFreshDatabases();

describe("demo ownership-search jobs", () => {
  it("writes a completed and a failed search once, however often the demo is regenerated", async () => {
    const { db } = await freshDatabase();
    await db.client.create({ data: { id: "demo-client-northbank", slug: "northbank", name: "Northbank Capital", source: "demo" } });
    const charged = [
      { id: "a", searchedAt: new Date("2026-11-20"), addressCorrected: true, currentProprietor: "ACME LIMITED" },
      { id: "b", searchedAt: new Date("2026-11-21"), addressCorrected: true, currentProprietor: "Not Found" },
      { id: "c", searchedAt: null, addressCorrected: true, currentProprietor: null },
      { id: "d", searchedAt: null, addressCorrected: false, currentProprietor: null },
    ];
    const asOf = new Date("2026-11-26T00:00:00Z");
    await writeDemoJobs(db, "demo-client-northbank", charged, asOf);
    await writeDemoJobs(db, "demo-client-northbank", charged, asOf);
    const jobs = await db.job.findMany({ orderBy: { id: "asc" } });
    expect(jobs.map((job) => [job.id, job.status, job.total, job.found, job.notFound])).toEqual([
      ["demo-job-completed", "completed", 2, 1, 1],
      ["demo-job-failed", "failed", 1, 0, 0],
    ]);
    expect(jobs[1]?.error).toContain("Demo data");
    expect(readJobEnvelope(jobs[1]?.payload ?? "")).toEqual({ input: { propertyIds: ["c"] }, attempts: 3 });
  });
});
