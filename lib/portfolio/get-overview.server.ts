import "server-only";
import type { Db } from "@/lib/db/client";
import { requireClient } from "./find-client.server";

const newest = (dates: (Date | null | undefined)[]) => dates.reduce<Date | null>((best, date) => (date && (!best || date > best) ? date : best), null);

/**
 * Overview: the client's name, Last Updated and the three counts. Last Updated is the newest
 * change to the client's rows: the rows' own dates, and the client's updatedAt, which every
 * add, update and delete touches (a delete leaves no row to date). A client never touched
 * since it was created and with no rows has none (null, shown as N/A).
 */
export async function getOverview(db: Db, slug: string) {
  const client = await requireClient(db, slug);
  const where = { clientId: client.id };
  // Each table answers its own count and newest change in SQL (no rows read).
  const [touched, properties, charges, valuations, charged, trace] = await Promise.all([
    db.client.findUniqueOrThrow({ where: { id: client.id }, select: { createdAt: true, updatedAt: true } }),
    db.portfolioProperty.aggregate({ where, _count: { _all: true }, _max: { updatedAt: true } }),
    db.charge.aggregate({ where, _count: { _all: true }, _max: { createdAt: true } }),
    db.valuation.aggregate({ where, _count: { _all: true }, _max: { createdAt: true } }),
    db.chargedProperty.aggregate({ where, _max: { updatedAt: true } }),
    // A validation run only suggests; an applied correction changed a row.
    db.addressCorrection.aggregate({ where: { ...where, applied: true }, _max: { createdAt: true } }),
  ]);
  const clientChanged = touched.updatedAt > touched.createdAt ? touched.updatedAt : null;
  const lastUpdated = newest([clientChanged, properties._max.updatedAt, charges._max.createdAt, valuations._max.createdAt, charged._max.updatedAt, trace._max.createdAt]);
  return {
    client: client.name,
    lastUpdated: lastUpdated?.toISOString() ?? null,
    summary: { properties: properties._count._all, charges: charges._count._all, valuations: valuations._count._all },
  };
}
