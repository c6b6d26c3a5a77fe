import "server-only";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { PropertyFacts } from "./types";

/** What we hold about the home itself, from our tables; 404 when we know nothing of the UPRN. */
export async function readLocalFacts(db: Db, uprn: string): Promise<PropertyFacts> {
  const [address, lastSale, epc, listing, building] = await Promise.all([
    db.address.findUnique({ where: { uprn }, select: { singleLine: true, postcode: true, latitude: true, longitude: true, locationApproximate: true, source: true, period: true } }),
    db.sale.findFirst({ where: { uprn }, orderBy: [{ date: "desc" }, { transactionId: "asc" }], select: { price: true, date: true, propertyType: true, tenure: true, newBuild: true, source: true, period: true } }),
    db.epcCertificate.findFirst({
      where: { uprn },
      // Newest lodgement first; PostgreSQL would put unknown dates first without "nulls: last".
      orderBy: [{ lodgementDate: { sort: "desc", nulls: "last" } }, { lmkKey: "asc" }],
      select: {
        propertyType: true, builtForm: true, constructionAgeBand: true, totalFloorArea: true, numberHabitableRooms: true, currentEnergyRating: true,
        potentialEnergyRating: true, mainheatDescription: true, hotWaterDescription: true, lodgementDate: true, source: true, period: true,
      },
    }),
    db.listing.findFirst({ where: { uprn }, orderBy: [{ listingDate: "desc" }, { id: "asc" }], select: { bedrooms: true, bathrooms: true, listingDate: true, source: true, period: true } }),
    db.building.findFirst({ where: { uprn }, orderBy: [{ relHeightMax: { sort: "desc", nulls: "last" } }, { osid: "asc" }], select: { relHeightMax: true, geometryArea: true, source: true, period: true } }),
  ]);
  if (!address && !lastSale && !epc) throw notFound(`No property with UPRN ${uprn} was found.`);
  return {
    uprn,
    address,
    lastSale,
    epc,
    listing,
    building: building && { heightMetres: building.relHeightMax, footprintSqm: building.geometryArea, source: building.source, period: building.period },
  };
}
