import "server-only";
import type { Db } from "@/lib/db/client";
import { requireClient } from "@/lib/portfolio/find-client.server";
import { checkPortfolioProperties, PROPERTY_TO_CHECK_SELECT } from "./check-portfolio-properties.server";

/** One page (at most 500) of a client's portfolio, every property with a UPRN, checked like a single property. */
export async function listPortfolioCompliance(db: Db, slug: string, page: { offset: number; limit: number }, asOf = new Date()) {
  const client = await requireClient(db, slug);
  const where = { clientId: client.id, uprn: { not: null } };
  const [total, properties] = await Promise.all([
    db.portfolioProperty.count({ where }),
    db.portfolioProperty.findMany({ where, orderBy: [{ postcode: "asc" }, { address: "asc" }, { id: "asc" }], skip: page.offset, take: page.limit, select: PROPERTY_TO_CHECK_SELECT }),
  ]);
  const rows = await checkPortfolioProperties(db, properties, asOf);
  return { client: { slug: client.slug, name: client.name }, checkedAt: asOf.toISOString(), total, offset: page.offset, limit: page.limit, rows };
}
