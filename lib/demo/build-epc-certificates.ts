import type { EpcRow } from "./demo-rows";
import { DEMO_SOURCE } from "./demo-constants";
import { addDays, addYears, earliestOf, latestOf, pickDay } from "./demo-dates";
import { getEnergyBand, getRatingForEfficiency, type EnergyRating } from "./energy-rating";
import { EPC_TENURES, getHeatingWeights, getRatingWeights, type HeatingSystem } from "./epc-vocabulary";
import { createRandom, type Random } from "./seeded-random";
import type { DemoProperty } from "./demo-types";

// How far a recommended-measures package typically lifts each current band (the register's
// potential rating is never below the current one).
const POTENTIAL_GAIN: Record<EnergyRating, readonly [number, number]> = {
  A: [0, 3],
  B: [0, 8],
  C: [2, 14],
  D: [8, 25],
  E: [12, 35],
  F: [20, 45],
  G: [30, 60],
};

// Certificates are valid ten years; the demo keeps twelve years of history so some have expired.
const HISTORY_YEARS = 12;
const VALIDITY_YEARS = 10;

type Survey = { inspection: Date; efficiency: number; floorArea: number; tenure: string };

function chooseTenure(property: DemoProperty, random: Random): string {
  const { marketStatus, epcPropertyType } = property.profile;
  if (marketStatus === "to_let") return EPC_TENURES.privateRent;
  if (marketStatus === "for_sale" && random.chance(0.85)) return EPC_TENURES.owner;
  const isFlat = epcPropertyType === "Flat" || epcPropertyType === "Maisonette";
  return random.weighted(
    isFlat
      ? [[EPC_TENURES.owner, 50], [EPC_TENURES.privateRent, 35], [EPC_TENURES.socialRent, 15]]
      : [[EPC_TENURES.owner, 72], [EPC_TENURES.privateRent, 18], [EPC_TENURES.socialRent, 10]],
  );
}

function planSurveys(property: DemoProperty, asOf: Date, random: Random): Survey[] {
  const earliest = addYears(asOf, -HISTORY_YEARS);
  const latest = addDays(asOf, -20);
  const rating = random.weighted(getRatingWeights(property.profile.builtFrom));
  const { min, max } = getEnergyBand(rating);
  const efficiency = random.integer(min, max);
  const newBuild = property.sales.find((sale) => sale.newBuild && sale.date.getTime() > earliest.getTime());
  const twoSurveys = !newBuild && random.chance(0.25);
  const older = twoSurveys ? pickDay(random, earliest, addYears(earliest, 5)) : null;

  // An EPC is commissioned when a home is built or marketed, so most sit just before a sale.
  const sale = property.lastSale.date;
  let inspection: Date;
  if (newBuild) inspection = latestOf(earliest, addDays(newBuild.date, -random.integer(7, 90)));
  else if (sale.getTime() > earliest.getTime() && random.chance(0.5)) inspection = latestOf(earliest, addDays(sale, -random.integer(20, 150)));
  else inspection = pickDay(random, earliest, latest);
  inspection = earliestOf(inspection, latest);
  if (older && inspection.getTime() < addYears(older, 2).getTime()) inspection = pickDay(random, addYears(older, 3), latest);

  const surveys: Survey[] = [];
  if (older) {
    const olderEfficiency = Math.max(1, efficiency - random.integer(3, 12));
    const olderArea = Math.round(property.profile.floorAreaM2 * random.between(0.96, 1.04));
    surveys.push({ inspection: older, efficiency: olderEfficiency, floorArea: olderArea, tenure: chooseTenure(property, random) });
  }
  surveys.push({ inspection, efficiency, floorArea: property.profile.floorAreaM2, tenure: chooseTenure(property, random) });
  return surveys;
}

function formatCompactDate(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, "");
}

function buildCertificate(property: DemoProperty, survey: Survey, heating: HeatingSystem, random: Random, asOf: Date, period: string): EpcRow {
  const currentRating = getRatingForEfficiency(survey.efficiency);
  const [gainMin, gainMax] = POTENTIAL_GAIN[currentRating];
  const potential = Math.min(100, survey.efficiency + random.integer(gainMin, gainMax));
  // Direct electric heating scores worse on CO2 (the environmental impact rating) than on cost.
  const directElectric = heating.mainheat.startsWith("Electric") || heating.mainheat.startsWith("Room heaters");
  const environmentImpact = Math.min(100, Math.max(1, survey.efficiency - 6 + random.integer(-6, 6) - (directElectric ? 8 : 0)));
  const lodgement = earliestOf(asOf, addDays(survey.inspection, random.integer(1, 14)));
  const [line1 = property.address.singleLine, ...otherLines] = property.address.streetParts;
  const line2 = otherLines.join(", ");
  return {
    lmkKey: `${property.uprn}${formatCompactDate(lodgement)}${random.integer(1000, 9999)}`,
    address1: line1,
    address2: line2 || property.address.locality,
    address3: line2 ? property.address.locality : null,
    posttown: property.address.town,
    postcode: property.parts.postcode,
    uprn: property.uprn,
    currentEnergyRating: currentRating,
    currentEnergyEfficiency: survey.efficiency,
    potentialEnergyRating: getRatingForEfficiency(potential),
    potentialEnergyEfficiency: potential,
    inspectionDate: survey.inspection,
    lodgementDate: lodgement,
    dateOfExpiry: addYears(lodgement, VALIDITY_YEARS),
    propertyType: property.profile.epcPropertyType,
    builtForm: property.profile.builtForm,
    totalFloorArea: survey.floorArea,
    environmentImpactCurrent: environmentImpact,
    mainHeatingControls: random.pick(heating.controls),
    mainheatDescription: heating.mainheat,
    hotWaterDescription: random.pick(heating.hotWater),
    constructionAgeBand: property.profile.constructionAgeBand,
    tenure: survey.tenure,
    source: DEMO_SOURCE,
    period,
  };
}

/** One certificate per home (a quarter have an older one too); none for non-residential sales. */
export function buildEpcCertificates(properties: readonly DemoProperty[], asOf: Date, period: string): EpcRow[] {
  const rows: EpcRow[] = [];
  for (const property of properties) {
    const { epcPropertyType, builtFrom } = property.profile;
    if (epcPropertyType === null) continue;
    const random = createRandom(`epc:${property.key}`);
    const isFlat = epcPropertyType === "Flat" || epcPropertyType === "Maisonette";
    const heating = random.weighted(getHeatingWeights(isFlat, builtFrom >= 2012));
    for (const survey of planSurveys(property, asOf, random)) rows.push(buildCertificate(property, survey, heating, random, asOf, period));
  }
  return rows;
}
