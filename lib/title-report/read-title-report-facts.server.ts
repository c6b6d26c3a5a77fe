import "server-only";
import { checkPlanningConstraint, findListedBuildingsNear } from "@/lib/area/check-planning-constraints.server";
import type { Db } from "@/lib/db/client";
import { notFound } from "@/lib/errors/app-error";
import type { PlanningFacts, TitleFact, TitleReportFacts } from "./types";

// A UPRN rarely has more than a freehold and a leasehold title; more than this is a data
// problem the several-titles warning names, not something to read without bound.
const MAX_TITLES = 5;
const MAX_CHARGES_PER_TITLE = 50;

const joinAddress = (...parts: (string | null)[]) => parts.filter((p) => p && p.trim()).join(", ") || null;

async function readPlanning(db: Db, address: TitleReportFacts["address"]): Promise<PlanningFacts> {
  if (!address || address.latitude === null || address.longitude === null) {
    return { conservationAreas: null, listedBuildings: null, notes: ["The property has no location in our data, so conservation areas and listed buildings were not checked."] };
  }
  const point = { latitude: address.latitude, longitude: address.longitude };
  const [conservation, listed] = await Promise.all([checkPlanningConstraint(db, "conservation-area", point), findListedBuildingsNear(db, point)]);
  const notes = [conservation.note, listed.note].filter((n): n is string => n !== null);
  if (address.locationApproximate) notes.push("The property's location is approximate (from its postcode area), so the planning checks may be wrong near a boundary.");
  return {
    conservationAreas: conservation.inside === null ? null : conservation.areas.map((a) => a.name),
    listedBuildings: listed.buildings?.map((b) => ({ name: b.name, grade: b.grade, distanceMetres: b.distanceMetres })) ?? null,
    notes,
  };
}

async function readTitles(db: Db, uprn: string): Promise<TitleFact[]> {
  const rows = await db.title.findMany({
    where: { uprn },
    orderBy: { titleNumber: "asc" },
    take: MAX_TITLES,
    include: { proprietors: { orderBy: { position: "asc" } }, charges: { orderBy: [{ date: { sort: "asc", nulls: "last" } }, { id: "asc" }], take: MAX_CHARGES_PER_TITLE } },
  });
  // The leasehold first: for a flat it is the title a sale transfers.
  rows.sort((a, b) => Number(b.tenure === "Leasehold") - Number(a.tenure === "Leasehold"));
  return rows.map((t) => ({
    titleNumber: t.titleNumber,
    tenure: t.tenure,
    propertyAddress: t.propertyAddress,
    source: t.source,
    period: t.period,
    proprietors: t.proprietors.map((p) => ({ name: p.name, companyNumber: p.companyNumber, category: p.category, countryIncorporated: p.countryIncorporated, address: joinAddress(p.address1, p.address2, p.address3) })),
    charges: t.charges.map((c) => ({ description: c.description, date: c.date })),
  }));
}

/** Everything the title report says about a UPRN, from our tables; 404 when we know nothing of it. */
export async function readTitleReportFacts(db: Db, uprn: string): Promise<TitleReportFacts> {
  const [address, lastSale, epc, titles, building] = await Promise.all([
    db.address.findUnique({ where: { uprn }, select: { singleLine: true, postcode: true, latitude: true, longitude: true, locationApproximate: true, source: true, period: true } }),
    db.sale.findFirst({ where: { uprn }, orderBy: [{ date: "desc" }, { transactionId: "asc" }], select: { propertyType: true, date: true, source: true, period: true } }),
    db.epcCertificate.findFirst({
      where: { uprn },
      // Newest lodgement first; PostgreSQL would put unknown dates first without "nulls: last".
      orderBy: [{ lodgementDate: { sort: "desc", nulls: "last" } }, { inspectionDate: { sort: "desc", nulls: "last" } }, { lmkKey: "asc" }],
    }),
    readTitles(db, uprn),
    db.building.aggregate({ where: { uprn }, _max: { relHeightMax: true } }),
  ]);
  if (!address && !epc && titles.length === 0) throw notFound(`No property with UPRN ${uprn} was found.`);
  return {
    uprn,
    address,
    lastSale,
    epc: epc && {
      currentRating: epc.currentEnergyRating,
      currentEfficiency: epc.currentEnergyEfficiency,
      potentialRating: epc.potentialEnergyRating,
      potentialEfficiency: epc.potentialEnergyEfficiency,
      inspectionDate: epc.inspectionDate,
      lodgementDate: epc.lodgementDate,
      dateOfExpiry: epc.dateOfExpiry,
      propertyType: epc.propertyType,
      builtForm: epc.builtForm,
      constructionAgeBand: epc.constructionAgeBand,
      tenure: epc.tenure,
      source: epc.source,
      period: epc.period,
    },
    titles,
    buildingHeightMetres: building._max.relHeightMax ?? null,
    planning: await readPlanning(db, address),
  };
}
