import { beforeAll, describe, expect, it } from "vitest";
import { POST as searchOwnership } from "@/app/api/[namespace]/search-ownership/route";
import { GET as listJobs } from "@/app/api/[namespace]/search-ownership-jobs/route";
import { GET as needingSearch } from "@/app/api/[namespace]/properties-needing-search/route";
import { GET as listCharged } from "@/app/api/[namespace]/charged-properties/route";
import { runJobsUntilIdle } from "@/lib/jobs/run-job-worker.server";
import { createOwnershipSearchHandler, OWNERSHIP_SEARCH_KIND } from "@/lib/portfolio/ownership-search-job.server";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedOwnershipRegisters } from "../jobs/ownership-registers-seed";
import { seedPortfolio } from "./portfolio-seed";

const database = useTestDatabase();
beforeAll(async () => {
  await seedPortfolio(database.current().db);
  await seedOwnershipRegisters(database.current().db);
});

type Json = Record<string, unknown> & { error?: { message: string } };
const json = async (response: Response) => (await response.json()) as Json;
const acme = params({ namespace: "acme" });
const handlers = { [OWNERSHIP_SEARCH_KIND]: createOwnershipSearchHandler() };

describe("ownership searches", () => {
  it("properties needing search: corrected and never searched (cp-3 only), first 10 with the total", async () => {
    expect(await json(await needingSearch(authed("/api/acme/properties-needing-search"), acme))).toEqual({ total: 1, properties: [{ id: "cp-3", address: "7 Station Road", city: "York", postcode: null }] });
  });

  it("queues a job, works it, fills found and 'Not Found' rows, and lists it with its summary", async () => {
    const db = database.current().db;
    const started = await json(await searchOwnership(authed("/api/acme/search-ownership", { json: { propertyIds: ["cp-1", "cp-3", "cp-1"], searchAll: false } }), acme));
    expect(started).toMatchObject({ propertiesCount: 2, estimatedDuration: "about 1 second" });
    const queued = await json(await listJobs(authed("/api/acme/search-ownership-jobs"), acme));
    expect(queued.jobs).toEqual([expect.objectContaining({ jobId: started.jobId, status: "in_progress", summary: { found: 0, notFound: 0, total: 2 }, error: null })]);

    await runJobsUntilIdle(db, "test-worker", handlers);

    const jobs = await json(await listJobs(authed("/api/acme/search-ownership-jobs"), acme));
    expect(jobs.jobs).toEqual([expect.objectContaining({ status: "completed", summary: { found: 1, notFound: 1, total: 2 }, error: null })]);
    const rows = (await json(await listCharged(authed("/api/acme/charged-properties"), acme))).properties as Record<string, unknown>[];
    expect(rows.find((row) => row.id === "cp-1")).toMatchObject({
      currentProprietor: "GROSVENOR ESTATES LIMITED",
      proprietorType: "Limited Company or Public Limited Company",
      titleNumber: "NGL100001",
      lastSaleDate: "2021-09-30",
      lastSalePrice: 1150000,
      pricePaidData: { saleCount: 2, propertyType: "T" },
    });
    expect(rows.find((row) => row.id === "cp-3")).toMatchObject({ currentProprietor: "Not Found", titleNumber: null, lastSalePrice: null, pricePaidData: { saleCount: 0 } });
    expect(await json(await needingSearch(authed("/api/acme/properties-needing-search"), acme))).toEqual({ total: 0, properties: [] });
  });

  it("a property already in a running search is not queued again (409)", async () => {
    await searchOwnership(authed("/api/acme/search-ownership", { json: { propertyIds: ["cp-2"] } }), acme);
    const again = await searchOwnership(authed("/api/acme/search-ownership", { json: { propertyIds: ["cp-2"] } }), acme);
    expect(again.status).toBe(409);
    expect((await json(again)).error?.message).toContain("already being searched");
    await runJobsUntilIdle(database.current().db, "test-worker", handlers);
  });

  it("a job whose search keeps failing ends failed with its error after three attempts, keeping what it committed", async () => {
    const db = database.current().db;
    const started = await json(await searchOwnership(authed("/api/acme/search-ownership", { json: { propertyIds: ["cp-1", "cp-2"] } }), acme));
    const failing = createOwnershipSearchHandler({
      search: async (_db, property) => {
        if (property.id === "cp-2") throw new Error("The title register could not be read.");
        return { found: false, currentProprietor: "Not Found", proprietorType: null, titleNumber: null, lastSaleDate: null, lastSalePrice: null, saleCount: 0, salePropertyType: null };
      },
    });
    await runJobsUntilIdle(db, "test-worker", { [OWNERSHIP_SEARCH_KIND]: failing });
    const job = await db.job.findUniqueOrThrow({ where: { id: started.jobId as string } });
    expect(job).toMatchObject({ status: "failed", error: "The title register could not be read.", processed: 1, notFound: 1, lockedBy: null });
    expect(job.finishedAt).not.toBeNull();
    expect(JSON.parse(job.payload)).toMatchObject({ attempts: 3 });
  });

  it("lists only the five most recent jobs, newest first", async () => {
    const db = database.current().db;
    for (let n = 0; n < 6; n++) await db.job.create({ data: { clientId: "client-acme", kind: OWNERSHIP_SEARCH_KIND, status: "completed", payload: "{}", createdAt: new Date(Date.UTC(2030, 0, n + 1)) } });
    const jobs = (await json(await listJobs(authed("/api/acme/search-ownership-jobs"), acme))).jobs as { createdAt: string }[];
    expect(jobs.map((job) => job.createdAt.slice(0, 10))).toEqual(["2030-01-06", "2030-01-05", "2030-01-04", "2030-01-03", "2030-01-02"]);
  });

  it.each([
    ["nothing chosen", { propertyIds: [], searchAll: false }, 400, "Choose at least one property"],
    ["a list that is not one", { propertyIds: "cp-1" }, 400, "propertyIds must be a list"],
    ["another client's property", { propertyIds: ["cp-1", "prop-other", "nope"] }, 400, "These are not charged properties of Acme Holdings: prop-other, nope"],
    ["over 500 properties", { propertyIds: Array.from({ length: 501 }, (_, n) => `id-${n}`) }, 400, "at most 500"],
    ["search all with none needing it", { searchAll: true }, 409, "No charged properties need an ownership search"],
  ])("%s → %i", async (_name, body, status, message) => {
    const response = await searchOwnership(authed("/api/acme/search-ownership", { json: body }), acme);
    expect(response.status).toBe(status);
    const error = (await json(response)).error as { message: string; details?: { message: string }[] };
    expect([error.message, ...(error.details ?? []).map((d) => d.message)].join(" ")).toContain(message);
  });

  it("unknown client → 404 on each call", async () => {
    const nobody = params({ namespace: "nobody" });
    expect((await needingSearch(authed("/api/nobody/properties-needing-search"), nobody)).status).toBe(404);
    expect((await listJobs(authed("/api/nobody/search-ownership-jobs"), nobody)).status).toBe(404);
    expect((await searchOwnership(authed("/api/nobody/search-ownership", { json: { searchAll: true } }), nobody)).status).toBe(404);
  });
});
