import "server-only";
import { milesToMetres } from "@/lib/property/units";
import type { Db } from "@/lib/db/client";
import type { PostcodeQuery } from "@/lib/postcode/parse-postcode-query";
import { AREA_TYPE_RADIUS_METRES, AREA_TYPE_THRESHOLDS, classifyAreaType } from "./classify-area-type";
import { findCouncilTax } from "./find-council-tax";
import { CRIME_SOURCE, getCrimeStats } from "./get-crime-stats.server";
import { checkPlanningConstraint, findListedBuildingsNear } from "./check-planning-constraints.server";
import { countPostcodesNear, resolveArea, sumCounts } from "./resolve-area.server";
import { AREA_RADIUS_MILES, type AreaContext, type CouncilTaxJson, type CrimeBreakdown } from "./schemas";

const pounds = (pence: number) => Math.round(pence) / 100;

/** GET /api/area/context?postcode=: crime index, council tax, area type and planning constraints (spec §3). */
export async function getAreaContext(db: Db, query: PostcodeQuery): Promise<AreaContext> {
  const area = await resolveArea(db, query);
  const crimeRadius = milesToMetres(AREA_RADIUS_MILES);
  const [within1Km, nearby] = await Promise.all([countPostcodesNear(db, area.centre, AREA_TYPE_RADIUS_METRES).then(sumCounts), countPostcodesNear(db, area.centre, crimeRadius)]);
  const [crime, conservation, aonb, listed] = await Promise.all([
    getCrimeStats(db, { centre: area.centre, districtCode: area.summary.districtCode, nearby, radiusMetres: crimeRadius }),
    checkPlanningConstraint(db, "conservation-area", area.centre),
    checkPlanningConstraint(db, "aonb", area.centre),
    findListedBuildingsNear(db, area.centre),
  ]);
  const tax = findCouncilTax(area.summary.districtCode);

  const breakdown: CrimeBreakdown | null =
    crime.count === null || !crime.fromMonth || !crime.toMonth
      ? null
      : { types: crime.types, total: crime.count, fromMonth: crime.fromMonth, toMonth: crime.toMonth, months: crime.months, radiusMiles: AREA_RADIUS_MILES, ratePer1000: crime.rate, source: CRIME_SOURCE };
  const councilTax: CouncilTaxJson | null = tax.councilTax
    ? { band_a_annual: pounds(tax.councilTax.bandAAnnualPence), band_d_annual: pounds(tax.councilTax.bandDAnnualPence), year: tax.councilTax.year, authority: tax.councilTax.authority, source: tax.councilTax.source }
    : null;
  const { urban, suburban } = AREA_TYPE_THRESHOLDS;
  const pointNote = area.summary.kind === "postcode" ? null : ` Checked at the centre of ${area.summary.label}.`;

  return {
    postcode: area.summary.label,
    crimeIndex: crime.index,
    crimeBreakdown: breakdown ? JSON.stringify(breakdown) : null,
    councilTax: councilTax ? JSON.stringify(councilTax) : null,
    areaType: classifyAreaType(within1Km),
    constraintsConservation: conservation.inside,
    constraintsAonb: aonb.inside,
    conservationAreas: conservation.areas,
    listedBuildings: listed.buildings,
    postcodesWithin1Km: within1Km,
    notes: {
      crime: crime.index === null ? crime.note : [`100 is the average for ${crime.coverage ?? "the area the sample covers"}.`, crime.note].filter(Boolean).join(" "),
      councilTax: tax.note,
      areaType: `Estimated from postcode density: ${within1Km.toLocaleString("en-GB")} postcodes within 1 km (urban ${urban} or more, suburban ${suburban}–${urban - 1}, rural fewer than ${suburban}).`,
      conservation: conservation.note ?? (pointNote ? pointNote.trim() : null),
      aonb: aonb.note ?? (pointNote ? pointNote.trim() : null),
      listedBuildings: listed.note,
    },
  };
}
