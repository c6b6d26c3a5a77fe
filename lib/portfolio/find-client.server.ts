import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import { RESERVED_API_NAMES } from "./reserved-api-names";

export type PortfolioClient = { id: string; slug: string; name: string };

/** The client a call's first path segment names; an unknown one is a 404 the caller can act on. */
export async function requireClient(db: Db, slug: string): Promise<PortfolioClient> {
  const client = RESERVED_API_NAMES.includes(slug) ? null : await db.client.findUnique({ where: { slug }, select: { id: true, slug: true, name: true } });
  if (!client) throw notFound(`There is no client "${slug}" and no API at /api/${slug}. Check the client's portfolio address (/{client}-portfolio).`);
  return client;
}
