import "server-only";
import type { Db } from "@/lib/db/client";

export type ClientLink = { slug: string; name: string };

export async function listClients(db: Db): Promise<ClientLink[]> {
  return db.client.findMany({ select: { slug: true, name: true }, orderBy: { name: "asc" } });
}

/** "/northbank-portfolio" → the client with slug "northbank", or null. */
export async function findClientByPortfolioSegment(db: Db, segment: string) {
  const match = /^([a-z0-9-]+)-portfolio$/.exec(segment);
  if (!match?.[1]) return null;
  return db.client.findUnique({ where: { slug: match[1] } });
}
