import "server-only";
import { checkPlanningConstraint, findListedBuildingsNear } from "@/lib/area/check-planning-constraints.server";
import { getAreaContext } from "@/lib/area/get-area-context.server";
import type { AreaContext } from "@/lib/area/schemas";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { parsePostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import type { PropertyFacts, PlanningAnswer, Provenance, SurroundingFacts } from "./types";

const provenanceSelect = { source: true, period: true } as const;

/** The area context (crime, council tax, area type, planning at the postcode) or why there is none. */
async function readAreaContext(db: Db, postcode: string | null): Promise<{ area: AreaContext | null; note: string | null }> {
  const query = postcode ? parsePostcodeQuery(postcode) : null;
  if (!query) return { area: null, note: "Not covered: the home has no postcode in our data, so its area is not known." };
  try {
    return { area: await getAreaContext(db, query), note: null };
  } catch (error) {
    // An unknown or unlocated postcode is a gap in the data, not a failed report.
    if (error instanceof AppError && error.status === 404) return { area: null, note: `Not covered: ${error.message}` };
    throw error;
  }
}

const fromContext = (inside: boolean | null, names: string[], note: string | null, provenance: Provenance | null): PlanningAnswer => ({ inside, names, note, provenance });

/**
 * The home's surroundings: the area figures of its postcode, and the planning layers at
 * the home's own point when it has an exact one (at its postcode's centre otherwise).
 */
export async function readSurroundings(db: Db, facts: PropertyFacts): Promise<SurroundingFacts> {
  const address = facts.address;
  const postcode = address?.postcode ?? null;
  const [{ area, note }, conservationSource, aonbSource, listedSource, postcodeSource] = await Promise.all([
    readAreaContext(db, postcode),
    db.planningConstraint.findFirst({ where: { dataset: "conservation-area" }, select: provenanceSelect }),
    db.planningConstraint.findFirst({ where: { dataset: "aonb" }, select: provenanceSelect }),
    db.listedBuilding.findFirst({ select: provenanceSelect }),
    postcode ? db.postcode.findUnique({ where: { postcode }, select: provenanceSelect }) : null,
  ]);
  const exact = address && address.latitude !== null && address.longitude !== null && !address.locationApproximate ? { latitude: address.latitude, longitude: address.longitude } : null;
  const base = { area, areaNote: note, postcodeProvenance: postcodeSource };
  if (exact) {
    const [conservation, aonb, listed] = await Promise.all([checkPlanningConstraint(db, "conservation-area", exact), checkPlanningConstraint(db, "aonb", exact), findListedBuildingsNear(db, exact)]);
    return {
      ...base,
      checkedAt: "home",
      conservation: fromContext(conservation.inside, conservation.areas.map((a) => a.name), conservation.note, conservationSource),
      aonb: fromContext(aonb.inside, aonb.areas.map((a) => a.name), aonb.note, aonbSource),
      listed: { buildings: listed.buildings, note: listed.note, provenance: listedSource },
    };
  }
  const why = note ?? "Not covered: the home has no location in our data.";
  return {
    ...base,
    checkedAt: "postcode",
    conservation: area ? fromContext(area.constraintsConservation, area.conservationAreas.map((a) => a.name), area.notes.conservation, conservationSource) : fromContext(null, [], why, null),
    aonb: area ? fromContext(area.constraintsAonb, [], area.notes.aonb, aonbSource) : fromContext(null, [], why, null),
    listed: area ? { buildings: area.listedBuildings, note: area.notes.listedBuildings, provenance: listedSource } : { buildings: null, note: why, provenance: null },
  };
}
