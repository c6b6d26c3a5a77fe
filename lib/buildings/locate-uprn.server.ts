import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";

/** Where a UPRN is: its address's point, or else a building recorded against it. */
export async function locateUprn(db: Db, uprn: string): Promise<{ address: string | null; latitude: number; longitude: number }> {
  const address = await db.address.findUnique({ where: { uprn }, select: { singleLine: true, latitude: true, longitude: true } });
  if (address?.latitude != null && address.longitude != null) return { address: address.singleLine, latitude: address.latitude, longitude: address.longitude };
  const building = await db.building.findFirst({ where: { uprn }, select: { latitude: true, longitude: true }, orderBy: { osid: "asc" } });
  if (building) return { address: address?.singleLine ?? null, ...building };
  if (address) throw notFound(`UPRN ${uprn} has no recorded location, so the buildings around it cannot be found.`);
  throw notFound(`No property with UPRN ${uprn} was found.`);
}
