import { measureJaroWinkler } from "./jaro-winkler";
import { BUILDING_WORDS, DIRECTION_WORDS, STREET_TYPES } from "./street-vocabulary";

const MIN_TYPE_TYPO_LENGTH = 5;
const MIN_TYPE_TYPO_SIMILARITY = 0.9;

export interface StreetSplit {
  street: string[];
  /** Words after the street, when the user left out the comma ("HIGH STREET GOSFORTH"). */
  trailing: string[];
}

export interface NameStreetSplit {
  name: string[];
  street: string[];
}

/**
 * Ends the street at its first thoroughfare word (skipping the first token so "PARK ROAD"
 * and "THE GREEN" work), plus any that follow ("ELM GROVE TERRACE") and a final direction
 * ("PARK ROAD NORTH"), or a misspelt type ("ELM GROVE TERACE"). A direction with more
 * words after it is more likely a locality.
 */
export function splitStreet(tokens: readonly string[]): StreetSplit {
  const anchor = findStreetTypeIndex(tokens, 1);
  if (anchor < 0) return { street: [...tokens], trailing: [] };
  let end = anchor + 1;
  while (STREET_TYPES.has(tokens[end] ?? "")) end++;
  const last = tokens[end] ?? "";
  if (end === tokens.length - 1 && (DIRECTION_WORDS.has(last) || isMisspeltStreetType(last))) end++;
  return { street: tokens.slice(0, end), trailing: tokens.slice(end) };
}

/**
 * Splits "ROSE COTTAGE MILL LANE" after the last building word that still leaves a
 * street of at least a name plus a type; null when no such split exists.
 */
export function splitNameFromStreet(tokens: readonly string[]): NameStreetSplit | null {
  for (let b = tokens.length - 3; b >= 0; b--) {
    if (!BUILDING_WORDS.has(tokens[b] ?? "")) continue;
    if (findStreetTypeIndex(tokens, b + 2) < 0) continue;
    return { name: tokens.slice(0, b + 1), street: tokens.slice(b + 1) };
  }
  return null;
}

export function hasStreetType(tokens: readonly string[]): boolean {
  return findStreetTypeIndex(tokens, 1) >= 0;
}

/** "ROSE COTTAGE", "THE OLD MILL": a building word last, unlike "MILL LANE". */
export function endsWithBuildingWord(tokens: readonly string[]): boolean {
  return BUILDING_WORDS.has(tokens.at(-1) ?? "");
}

function findStreetTypeIndex(tokens: readonly string[], from: number): number {
  for (let i = from; i < tokens.length; i++) if (STREET_TYPES.has(tokens[i] ?? "")) return i;
  return -1;
}

// Strict on purpose (near-equal length): "GATESHEAD" must not pass for "GATE".
function isMisspeltStreetType(token: string): boolean {
  if (token.length < MIN_TYPE_TYPO_LENGTH) return false;
  for (const type of STREET_TYPES) {
    if (Math.abs(type.length - token.length) > 1) continue;
    if (measureJaroWinkler(token, type) >= MIN_TYPE_TYPO_SIMILARITY) return true;
  }
  return false;
}
