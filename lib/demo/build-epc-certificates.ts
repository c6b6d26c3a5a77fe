import type { EpcRow } from "./demo-rows";
import { DEMO_SOURCE } from "./demo-constants";
import { addDays, addYears, earliestOf, latestOf, pickDay } from "./demo-dates";
import { getEnergyBand, getRatingForEfficiency, type EnergyRating } from "./energy-rating";
import { EPC_TENURES, getHeatingWeights, getRatingWeights, type HeatingSystem } from "./epc-vocabulary";
import { createRandom, type Random } from "./seeded-random";
import type { DemoProperty, Region } from "./demo-types";

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

// The register's REPORT_TYPE: 100 RdSAP (an existing home surveyed), 101 SAP (a new build, from its plans).
const REPORT_TYPE = { rdsap: "100", sap: "101" } as const;
// The register's REGION; the demo's Midlands covers both Midlands regions, so it names none.
const REGION_NAMES: Record<Region, string | null> = { "north-east": "North East", "north-west": "North West", midlands: null };

// The register holds certificates whose ratings read "INVALID!" or are blank (faults in the
// lodging software): a few demo certificates do too, so screens have that state (issue 10).
const INVALID_RATING_CHANCE = 0.006;
const BLANK_RATING_CHANCE = 0.006;

type Survey = { inspection: Date; efficiency: number; floorArea: number; tenure: string; newBuild: boolean };

type RecordedRatings = Pick<EpcRow, "currentEnergyRating" | "currentEnergyEfficiency" | "potentialEnergyRating" | "potentialEnergyEfficiency">;

/** The ratings as lodged: almost always the bands of the efficiencies; seeded by the certificate alone, so a quirk moves no other value. */
function recordRatings(lmkKey: string, efficiency: number, potential: number): RecordedRatings {
  const roll = createRandom(`rating-quirk:${lmkKey}`).next();
  if (roll < INVALID_RATING_CHANCE) return { currentEnergyRating: "INVALID!", currentEnergyEfficiency: null, potentialEnergyRating: "INVALID!", potentialEnergyEfficiency: null };
  if (roll < INVALID_RATING_CHANCE + BLANK_RATING_CHANCE) return { currentEnergyRating: null, currentEnergyEfficiency: null, potentialEnergyRating: null, potentialEnergyEfficiency: null };
  return { currentEnergyRating: getRatingForEfficiency(efficiency), currentEnergyEfficiency: efficiency, potentialEnergyRating: getRatingForEfficiency(potential), potentialEnergyEfficiency: potential };
}

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
    surveys.push({ inspection: older, efficiency: olderEfficiency, floorArea: olderArea, tenure: chooseTenure(property, random), newBuild: false });
  }
  surveys.push({ inspection, efficiency, floorArea: property.profile.floorAreaM2, tenure: chooseTenure(property, random), newBuild: newBuild !== undefined });
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
  const lmkKey = `${property.uprn}${formatCompactDate(lodgement)}${random.integer(1000, 9999)}`;
  return {
    lmkKey,
    address1: line1,
    address2: line2 || property.address.locality,
    address3: line2 ? property.address.locality : null,
    posttown: property.address.town,
    postcode: property.parts.postcode,
    uprn: property.uprn,
    ...recordRatings(lmkKey, survey.efficiency, potential),
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
    // Bedrooms and the living rooms: a second reception room from about 90 m².
    numberHabitableRooms: property.profile.bedrooms + (survey.floorArea >= 90 ? 2 : 1),
    tenure: survey.tenure,
    reportType: survey.newBuild ? REPORT_TYPE.sap : REPORT_TYPE.rdsap,
    country: "England",
    region: REGION_NAMES[property.region],
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
