import "server-only";
import { findListedBuildingsNear } from "@/lib/area/check-planning-constraints.server";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { RebuildFacts } from "./types";

/** What we hold about a UPRN for its rebuild cost; 404 when we hold neither an address nor an EPC. */
export async function readRebuildFacts(db: Db, uprn: string): Promise<RebuildFacts> {
  const [address, epc, lastSale, title, building] = await Promise.all([
    db.address.findUnique({ where: { uprn }, select: { singleLine: true, postcode: true, latitude: true, longitude: true, locationApproximate: true, source: true } }),
    db.epcCertificate.findFirst({
      where: { uprn },
      orderBy: [{ lodgementDate: { sort: "desc", nulls: "last" } }, { inspectionDate: { sort: "desc", nulls: "last" } }, { lmkKey: "asc" }],
      select: { totalFloorArea: true, propertyType: true, builtForm: true, constructionAgeBand: true, region: true, source: true, lodgementDate: true, postcode: true, address1: true, posttown: true },
    }),
    db.sale.findFirst({ where: { uprn }, orderBy: [{ date: "desc" }, { transactionId: "asc" }], select: { propertyType: true } }),
    db.title.findFirst({ where: { uprn, region: { not: null } }, orderBy: { titleNumber: "asc" }, select: { region: true } }),
    db.building.aggregate({ where: { uprn }, _max: { relHeightMax: true } }),
  ]);
  if (!address && !epc) throw notFound(`No property with UPRN ${uprn} was found.`);

  const notes: string[] = [];
  let listedBuildings: RebuildFacts["listedBuildings"] = null;
  if (address?.latitude != null && address.longitude != null) {
    const listed = await findListedBuildingsNear(db, { latitude: address.latitude, longitude: address.longitude });
    listedBuildings = listed.buildings?.map((b) => ({ name: b.name, grade: b.grade, distanceMetres: b.distanceMetres })) ?? null;
    if (listed.note) notes.push(`Listed buildings: ${listed.note} Check the National Heritage List before relying on this assessment.`);
    if (address.locationApproximate) notes.push("The property's location is approximate (from its postcode area), so the listed-building check may miss or wrongly find one.");
  } else {
    notes.push("The property has no location in our data, so listed buildings were not checked.");
  }

  return {
    uprn,
    address: address
      ? { singleLine: address.singleLine, postcode: address.postcode, source: address.source }
      : epc
        ? { singleLine: [epc.address1, epc.posttown, epc.postcode].filter(Boolean).join(", "), postcode: epc.postcode, source: epc.source }
        : null,
    epc: epc && { totalFloorArea: epc.totalFloorArea, propertyType: epc.propertyType, builtForm: epc.builtForm, constructionAgeBand: epc.constructionAgeBand, region: epc.region, source: epc.source, lodgementDate: epc.lodgementDate },
    lastSaleType: lastSale?.propertyType ?? null,
    titleRegion: title?.region ?? null,
    buildingHeightMetres: building._max.relHeightMax ?? null,
    listedBuildings,
    notes,
  };
}
