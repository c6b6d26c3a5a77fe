import { BUILDING_WORDS, DIRECTION_WORDS, STREET_TYPES } from "./street-vocabulary";

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
 * ("PARK ROAD NORTH"). A direction with more words after it is more likely a locality.
 */
export function splitStreet(tokens: readonly string[]): StreetSplit {
  const anchor = findStreetTypeIndex(tokens, 1);
  if (anchor < 0) return { street: [...tokens], trailing: [] };
  let end = anchor + 1;
  while (STREET_TYPES.has(tokens[end] ?? "")) end++;
  if (end === tokens.length - 1 && DIRECTION_WORDS.has(tokens[end] ?? "")) end++;
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

export function hasBuildingWord(tokens: readonly string[]): boolean {
  return tokens.some((token) => BUILDING_WORDS.has(token));
}

function findStreetTypeIndex(tokens: readonly string[], from: number): number {
  for (let i = from; i < tokens.length; i++) if (STREET_TYPES.has(tokens[i] ?? "")) return i;
  return -1;
}
