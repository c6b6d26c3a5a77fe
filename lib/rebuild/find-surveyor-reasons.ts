import type { RebuildFacts } from "./types";

// A listed building's point is its list entry's; an address this close is probably the
// building itself (or attached to it), and like-for-like reinstatement with consent is
// outside any average rate.
export const LISTED_SURVEYOR_METRES = 20;
// Averages are for low-rise homes: 11 m is the Building Safety Act's height, where blocks
// are built differently (frames, cladding, lifts).
const TALL_BUILDING_METRES = 11;
// Beyond this the averages have few homes behind them.
const LARGE_HOME_SQM = 500;
// EPC property types our rates cover; anything else (a park home, say) is unusual construction.
const USUAL_EPC_TYPES = /^(house|bungalow|flat|maisonette)$/i;

/** Why this home needs a surveyor's reinstatement valuation rather than an average rate; empty when nothing we hold says so. */
export function findSurveyorReasons(facts: RebuildFacts, grossExternalSqm: number): string[] {
  const reasons: string[] = [];
  const listed = (facts.listedBuildings ?? []).filter((b) => b.distanceMetres <= LISTED_SURVEYOR_METRES);
  for (const building of listed.slice(0, 3)) {
    reasons.push(`Listed building: ${building.name} (Grade ${building.grade}) is ${building.distanceMetres} m from the address. A listed building must be reinstated like for like with listed building consent, at costs no average rate covers.`);
  }
  const epcType = facts.epc?.propertyType?.trim();
  if (epcType && !USUAL_EPC_TYPES.test(epcType)) {
    reasons.push(`Unusual construction: the EPC records the property as "${epcType}", which the rate table does not cover.`);
  }
  if (facts.buildingHeightMetres !== null && facts.buildingHeightMetres >= TALL_BUILDING_METRES) {
    reasons.push(`Unusual construction: the building is about ${Math.round(facts.buildingHeightMetres)} m tall; the rates are for low-rise homes, and a block this tall is built and insured as a whole.`);
  }
  if (grossExternalSqm > LARGE_HOME_SQM) {
    reasons.push(`Large home: ${grossExternalSqm} m² gross external area is beyond the homes the average rates describe.`);
  }
  return reasons;
}
