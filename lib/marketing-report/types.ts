// The report is built from what the property-data layer answers for the home (its facts,
// valuation and surroundings: lib/property-data/read-property-profile.server.ts).
export type { PlanningAnswer, PropertyFacts as MarketingFacts, Provenance, SurroundingFacts, ValuationOutcome } from "@/lib/property-data/types";
