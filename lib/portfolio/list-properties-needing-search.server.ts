import "server-only";
import type { Db } from "@/lib/db/client";
import { requireClient } from "./find-client.server";
import { needsOwnershipSearchWhere } from "./needs-ownership-search";
import { NEEDING_SEARCH_SHOWN } from "./schemas";

/** The banner's count and the panel's first rows (spec §9: 10). */
export async function listPropertiesNeedingSearch(db: Db, slug: string, asOf = new Date()) {
  const client = await requireClient(db, slug);
  const where = needsOwnershipSearchWhere(client.id, asOf);
  const [properties, total] = await Promise.all([
    db.chargedProperty.findMany({ where, select: { id: true, address: true, city: true, postcode: true }, orderBy: [{ address: "asc" }, { id: "asc" }], take: NEEDING_SEARCH_SHOWN }),
    db.chargedProperty.count({ where }),
  ]);
  return { total, properties };
}
