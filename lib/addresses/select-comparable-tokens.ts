import type { PreparedAddress, WeightedToken } from "./prepare-address";

/**
 * Which words each side must account for (core) and which it may use to confirm the
 * other's core (optional). Built so that leaving something out of an address is mild,
 * while saying something different is not.
 */
export interface ComparableTokens {
  coreA: WeightedToken[];
  optionalA: WeightedToken[];
  coreB: WeightedToken[];
  optionalB: WeightedToken[];
  /** Multiplier < 1 when information had to be set aside. */
  penalty: number;
}

// "ROSE COTTAGE, NE27 0BU" against "ROSE COTTAGE, MILL LANE": the missing street cannot
// contradict, but a full address would have been stronger evidence.
const MISSING_STREET_PENALTY = 0.95;
// "3 MILL LANE" against "ROSE COTTAGE, 3 MILL LANE": the number already identifies it.
const MISSING_NAME_PENALTY = 0.97;

export function selectComparableTokens(a: PreparedAddress, b: PreparedAddress): ComparableTokens {
  const selection: ComparableTokens = { coreA: [], optionalA: [...a.area], coreB: [], optionalB: [...b.area], penalty: 1 };
  selectStreets(a, b, selection);
  selectNames(a, b, selection);
  return selection;
}

function selectStreets(a: PreparedAddress, b: PreparedAddress, selection: ComparableTokens): void {
  const aMissing = a.street.length === 0;
  const bMissing = b.street.length === 0;
  if (aMissing !== bMissing) selection.penalty *= MISSING_STREET_PENALTY;
  (bMissing ? selection.optionalA : selection.coreA).push(...a.street);
  (aMissing ? selection.optionalB : selection.coreB).push(...b.street);
}

function selectNames(a: PreparedAddress, b: PreparedAddress, selection: ComparableTokens): void {
  const bothNamed = a.name.length > 0 && b.name.length > 0;
  // Without numbers on both sides the name is the identity and must be accounted for.
  const nameIsOptional = !bothNamed && a.houseNumber !== undefined && b.houseNumber !== undefined;
  if (nameIsOptional && a.name.length + b.name.length > 0) selection.penalty *= MISSING_NAME_PENALTY;
  (nameIsOptional ? selection.optionalA : selection.coreA).push(...a.name);
  (nameIsOptional ? selection.optionalB : selection.coreB).push(...b.name);
}
