import { formatHouseNumber } from "./house-number";
import type { PreparedAddress, WeightedToken } from "./prepare-address";
import { selectComparableTokens } from "./select-comparable-tokens";

/**
 * Whether a suggestion corrects the input rather than just restyling it: a different or
 * added flat, number, street or street word, a different building name, or a different
 * or added postcode. Adding a town, or a house name to a numbered address, is not a correction.
 */
export function detectChanges(input: PreparedAddress, suggestion: PreparedAddress): boolean {
  if (input.saonKey !== suggestion.saonKey) return true;
  if (formatNumber(input) !== formatNumber(suggestion)) return true;
  if (suggestion.parts.postcode !== undefined && input.parts.postcode !== suggestion.parts.postcode) return true;
  // "27, NE3 3LJ" → "27 BRADWELL ROAD": the scorer tolerates a missing street, but filling one in is a correction.
  if (input.street.length === 0 && suggestion.street.length > 0) return true;
  const { coreA, optionalA, coreB, optionalB } = selectComparableTokens(input, suggestion);
  return !containsAll(coreA, [...coreB, ...optionalB]) || !containsAll(coreB, [...coreA, ...optionalA]);
}

function formatNumber(address: PreparedAddress): string {
  return address.houseNumber ? formatHouseNumber(address.houseNumber) : "";
}

function containsAll(words: readonly WeightedToken[], pool: readonly WeightedToken[]): boolean {
  const available = new Set(pool.map(({ token }) => token));
  return words.every(({ token }) => available.has(token));
}
