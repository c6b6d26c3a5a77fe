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
