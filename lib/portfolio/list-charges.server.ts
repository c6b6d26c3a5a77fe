import "server-only";
import type { Db } from "@/lib/db/client";
import { requireClient } from "./find-client.server";
import { LIST_LIMIT } from "./schemas";
import { toChargeDto, toValuationDto } from "./to-portfolio-dtos";

/** Charges Register: newest first, at most 500 rows; `total` counts them all (the tab shows 20 of N). */
export async function listCharges(db: Db, slug: string) {
  const client = await requireClient(db, slug);
  const where = { clientId: client.id };
  const [rows, total] = await Promise.all([
    db.charge.findMany({ where, orderBy: [{ dateRegistered: { sort: "desc", nulls: "last" } }, { id: "asc" }], take: LIST_LIMIT }),
    db.charge.count({ where }),
  ]);
  return { charges: rows.map(toChargeDto), total };
}

/** Valuations tab: by title, at most 500 rows. */
export async function listValuations(db: Db, slug: string) {
  const client = await requireClient(db, slug);
  const rows = await db.valuation.findMany({ where: { clientId: client.id }, orderBy: [{ titleNumber: "asc" }, { valuationDate: { sort: "desc", nulls: "last" } }], take: LIST_LIMIT });
  return { valuations: rows.map(toValuationDto) };
}
