import type { Db } from "@/lib/db/client";
import { DEMO_SOURCE } from "./demo-constants";

// slug "northbank" → the route /northbank-portfolio.
export const DEMO_CLIENT = { id: "demo-client-northbank", slug: "northbank", name: "Northbank Capital" } as const;

/**
 * The id the demo client's rows hang from: the existing demo client's, or the fixed demo id.
 * null when a real (non-demo) client already owns the slug: the demo then leaves it alone.
 */
export async function resolveDemoClientId(db: Db): Promise<string | null> {
  const existing = await db.client.findUnique({ where: { slug: DEMO_CLIENT.slug }, select: { id: true, source: true } });
  if (!existing) return DEMO_CLIENT.id;
  return existing.source === DEMO_SOURCE ? existing.id : null;
}

type DemoChargedRow = { id: string; searchedAt: Date | string | null; addressCorrected: boolean; currentProprietor: string | null };

/**
 * The ownership-search panel's states for the demo client: a completed search of the rows
 * marked searched, and a failed one (its error says it is demo data). Fixed ids, so a
 * regenerated demo replaces them rather than adding more.
 */
export async function writeDemoJobs(db: Pick<Db, "job">, clientId: string, charged: readonly DemoChargedRow[], asOf: Date) {
  const searched = charged.filter((row) => row.searchedAt);
  const waiting = charged.filter((row) => row.addressCorrected && !row.searchedAt).slice(0, 3);
  const found = searched.filter((row) => row.currentProprietor && row.currentProprietor !== "Not Found").length;
  const day = 86_400_000;
  const jobs = [
    { id: "demo-job-completed", status: "completed", ids: searched.map((row) => row.id), found, notFound: searched.length - found, processed: searched.length, error: null, at: new Date(asOf.getTime() - 2 * day) },
    { id: "demo-job-failed", status: "failed", ids: waiting.map((row) => row.id), found: 0, notFound: 0, processed: 0, error: "Demo data: this search failed because the title register did not answer. Search these properties again.", at: new Date(asOf.getTime() - day) },
  ];
  for (const job of jobs) {
    const data = {
      clientId,
      kind: "ownership-search",
      status: job.status,
      payload: JSON.stringify({ input: { propertyIds: job.ids }, attempts: job.status === "failed" ? 3 : 0 }),
      total: job.ids.length,
      processed: job.processed,
      found: job.found,
      notFound: job.notFound,
      error: job.error,
      createdAt: job.at,
      finishedAt: new Date(job.at.getTime() + 60_000),
    };
    await db.job.upsert({ where: { id: job.id }, create: { id: job.id, ...data }, update: data });
  }
}
