import { isCompanyProprietor, isOverseasProprietor } from "@/lib/title-report/classify-proprietor";
import { findEpcValidUntil } from "@/lib/title-report/find-epc-valid-until";
import { findValidationWarnings } from "@/lib/title-report/find-validation-warnings";
import type { TitleReportFacts } from "@/lib/title-report/types";

// The letting minimum (E): the same regulations find-validation-warnings cites.
const BELOW_MINIMUM = new Set(["F", "G"]);
const BUILDING_SAFETY_HEIGHT_METRES = 11;
const toDay = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/**
 * GET /api/services/compliance/{uprn}: the title report's checks as data, from the same
 * facts and the same warning rules, so the two never disagree.
 */
export function checkCompliance(facts: TitleReportFacts, asOf: Date) {
  const epc = facts.epc;
  const validUntil = epc ? findEpcValidUntil(epc) : null;
  const rating = epc?.currentRating?.toUpperCase() ?? null;
  const proprietors = facts.titles.flatMap((title) => title.proprietors.map((p) => ({ p, title })));
  return {
    uprn: facts.uprn,
    checkedAt: asOf.toISOString(),
    epc: {
      status: !epc ? "none" : validUntil === null ? "unknown" : validUntil.getTime() < asOf.getTime() ? "expired" : "valid",
      currentRating: rating,
      validUntil: toDay(validUntil),
      // Minimum energy efficiency standard for private lets: E or better; null without a rating.
      meetsLettingMinimum: rating === null ? null : !BELOW_MINIMUM.has(rating),
    },
    ownership: {
      titleFound: facts.titles.length > 0,
      titleNumbers: facts.titles.map((t) => t.titleNumber),
      tenure: facts.titles[0]?.tenure ?? null,
      companyOwnership: proprietors.some(({ p }) => isCompanyProprietor(p)),
      overseasOwnership: proprietors.some(({ p, title }) => isOverseasProprietor(p, title)),
      registeredCharges: facts.titles.reduce((sum, t) => sum + t.charges.length, 0),
    },
    planning: {
      conservationAreas: facts.planning.conservationAreas,
      listedBuildingsNearby: facts.planning.listedBuildings,
      notes: facts.planning.notes,
    },
    buildingSafety: {
      heightMetres: facts.buildingHeightMetres,
      // null: we hold no height, so we cannot say.
      applies: facts.buildingHeightMetres === null ? null : facts.buildingHeightMetres >= BUILDING_SAFETY_HEIGHT_METRES,
    },
    warnings: findValidationWarnings(facts, asOf),
  };
}
