import { formatDate } from "@/lib/format/format";
import { applyRegionFactor, calculateRebuildCost, DEMOLITION_PERCENT, deriveGrossExternalArea, FEES_PERCENT, VAT_PERCENT } from "./calculate-rebuild-cost";
import { findSurveyorReasons } from "./find-surveyor-reasons";
import type { BuildPeriod, RebuildAssessment, RebuildPropertyType } from "./schemas";
import type { ChosenRate, RebuildFacts } from "./types";

export type AssessmentInput = {
  facts: RebuildFacts;
  propertyType: RebuildPropertyType;
  buildPeriod: BuildPeriod;
  /** Entered by the person (gross external m²), or null to derive it from the EPC. */
  enteredFloorArea: number | null;
  rate: ChosenRate;
  asOf: Date;
};

const TYPE_LABELS: Record<RebuildPropertyType, string> = { detached: "detached house", "semi-detached": "semi-detached house", terraced: "terraced house", bungalow: "bungalow", flat: "flat" };

function describeFloorArea(input: AssessmentInput): RebuildAssessment["rebuildCost"]["floorArea"] {
  const { facts, enteredFloorArea, propertyType } = input;
  if (enteredFloorArea !== null) {
    return { grossExternalSqm: Math.round(enteredFloorArea), internalSqm: null, allowancePercent: null, basis: "entered", demo: false, source: "Entered by the user as the gross external floor area" };
  }
  const internal = facts.epc?.totalFloorArea ?? 0;
  const { grossExternalSqm, allowancePercent } = deriveGrossExternalArea(internal, propertyType);
  const demo = facts.epc?.source === "demo";
  return {
    grossExternalSqm,
    internalSqm: internal,
    allowancePercent,
    basis: "epc",
    demo,
    source: demo ? "Demo EPC (synthetic): demo only, not a real measurement" : `EPC register${facts.epc?.lodgementDate ? `, lodged ${formatDate(facts.epc.lodgementDate)}` : ""}`,
  };
}

/** The §3 rebuild assessment from our facts and the chosen rate: every figure stated, every assumption said. */
export function buildRebuildAssessment(input: AssessmentInput): RebuildAssessment {
  const { facts, propertyType, buildPeriod, rate, asOf } = input;
  const floorArea = describeFloorArea(input);
  const ratePerSqm = applyRegionFactor(rate.baseRatePerSqm, rate.regionFactor);
  const sums = calculateRebuildCost({ grossExternalSqm: floorArea.grossExternalSqm, ratePerSqm });
  const surveyorReasons = findSurveyorReasons(facts, floorArea.grossExternalSqm);

  const areaText =
    floorArea.basis === "entered"
      ? `${floorArea.grossExternalSqm} m² gross external floor area (entered)`
      : `${floorArea.grossExternalSqm} m² gross external floor area (the EPC's ${floorArea.internalSqm} m² internal area plus ${floorArea.allowancePercent}% for external walls${propertyType === "flat" ? " and a share of common parts" : ""})`;
  const methodology =
    `Reinstatement cost by floor area: ${areaText} × £${ratePerSqm.toLocaleString("en-GB")} per m² ` +
    `(£${rate.baseRatePerSqm.toLocaleString("en-GB")} for a ${buildPeriod} ${TYPE_LABELS[propertyType]} in rate set ${rate.rateSet}, × ${rate.regionFactor} for ${rate.region}), ` +
    `plus demolition and debris removal (${DEMOLITION_PERCENT}%), professional fees (${FEES_PERCENT}%) and VAT (${VAT_PERCENT}% on fees and demolition), rounded up to the next £1,000. ` +
    `Rates: ${rate.indicative && !/indicative/i.test(rate.source) ? "indicative, " : ""}${rate.source}; price date ${formatDate(rate.priceDate)}.`;

  const considerations = [
    ...(surveyorReasons.length ? ["A surveyor's reinstatement valuation is needed: " + surveyorReasons.join(" ")] : []),
    ...(rate.indicative ? [`The rates are indicative, not BCIS or another licensed source (rate set ${rate.rateSet}): use a licensed rate set or a surveyor before fixing a sum insured.`] : []),
    ...(floorArea.demo ? ["The floor area comes from synthetic demo EPC data: this assessment is a demonstration only."] : []),
    "We hold no wall or roof construction: timber frame, steel or concrete panel (non-standard) construction, or a thatched roof, needs a surveyor.",
    "Outbuildings, garages, boundary walls, swimming pools and high-end fittings and finishes are not included; add them to the sum insured.",
    ...(propertyType === "flat" ? ["For a flat, the buildings policy is usually the block's, arranged by the freeholder or management company: check the lease."] : []),
    `The price level is ${formatDate(rate.priceDate)}: build costs move, so review the sum insured every year.`,
    ...facts.notes,
  ];

  return {
    uprn: facts.uprn,
    assessment: { estimatedRebuildCost: sums.roundedTotalGbp, assessmentDate: asOf.toISOString().slice(0, 10), methodology, considerations },
    property: {
      address: facts.address?.singleLine ?? null,
      postcode: facts.address?.postcode ?? null,
      attributes: { property_type: propertyType, build_period: buildPeriod, floor_area: floorArea.grossExternalSqm },
    },
    rebuildCost: {
      floorArea,
      rate: { rateSet: rate.rateSet, indicative: rate.indicative, source: rate.source, priceDate: rate.priceDate.toISOString().slice(0, 10), baseRatePerSqm: rate.baseRatePerSqm, region: rate.region, regionFactor: rate.regionFactor, regionBasis: rate.regionBasis, ratePerSqm },
      lines: sums.lines,
      totalGbp: sums.totalGbp,
      roundedTotalGbp: sums.roundedTotalGbp,
    },
    surveyor: { needed: surveyorReasons.length > 0, reasons: surveyorReasons },
    dataNotes: [
      ...(floorArea.demo ? ["Demo data: the floor area is from a synthetic EPC."] : []),
      ...(facts.address?.source === "demo" ? ["Demo data: the address is synthetic."] : []),
    ],
  };
}
