import { compareHouseNumbers } from "./house-number";
import { measureJaroWinkler } from "./jaro-winkler";
import type { PreparedAddress } from "./prepare-address";
import type { NumberVerdict } from "./types";

export interface NumberComparison {
  verdict: NumberVerdict;
  /** Highest score the candidate may reach given how its numbers agree. */
  cap: number;
  disqualified: boolean;
}

/**
 * Caps for partial agreement. All are below the HIGH threshold, so a candidate whose
 * numbers do not fully agree always needs review; FLAT_MISSING and NUMBER_MISSING sit
 * in LOW because they usually mean a parent building (or a sibling) rather than the
 * property itself.
 */
export const NUMBER_CAPS: Readonly<Record<NumberVerdict, number>> = {
  EXACT: 1,
  NO_NUMBERS: 1,
  RANGE_OVERLAP: 0.8,
  LETTER_AS_FLAT: 0.8,
  NUMBER_MISSING_SAME_NAME: 0.8,
  FLAT_MISSING: 0.7,
  NUMBER_MISSING: 0.6,
  FLAT_MISMATCH: 0,
  NUMBER_MISMATCH: 0,
};

const SINGLE_LETTER_RE = /^[A-Z]$/;
const DIGIT_RE = /\d/;
const MIN_FLAT_NAME_SIMILARITY = 0.9;

/** House and flat numbers must agree: a different number is a different property. */
export function compareNumbers(a: PreparedAddress, b: PreparedAddress): NumberComparison {
  if (isLetterAsFlat(a, b) || isLetterAsFlat(b, a)) return verdict("LETTER_AS_FLAT");
  const flat = compareFlats(a, b);
  if (flat === "FLAT_MISMATCH") return verdict(flat);
  const house = compareHouses(a, b);
  if (house === "NUMBER_MISMATCH") return verdict(house);
  const limiting = [flat, house].reduce((worst, next) => (NUMBER_CAPS[next] < NUMBER_CAPS[worst] ? next : worst));
  if (limiting !== "EXACT") return verdict(limiting);
  const hasNumbers = a.saonKey !== undefined || a.houseNumber !== undefined;
  return verdict(hasNumbers ? "EXACT" : "NO_NUMBERS");
}

function verdict(kind: NumberVerdict): NumberComparison {
  return { verdict: kind, cap: NUMBER_CAPS[kind], disqualified: NUMBER_CAPS[kind] === 0 };
}

function compareFlats(a: PreparedAddress, b: PreparedAddress): NumberVerdict {
  if (a.saonKey === undefined && b.saonKey === undefined) return "EXACT";
  if (a.saonKey === undefined || b.saonKey === undefined) return "FLAT_MISSING";
  if (a.saonKey === b.saonKey) return "EXACT";
  if (DIGIT_RE.test(a.saonKey) || DIGIT_RE.test(b.saonKey)) return "FLAT_MISMATCH";
  // Named sub-buildings ("THE ANNEXE") may be spelt slightly differently.
  return measureJaroWinkler(a.saonKey, b.saonKey) >= MIN_FLAT_NAME_SIMILARITY ? "EXACT" : "FLAT_MISMATCH";
}

function compareHouses(a: PreparedAddress, b: PreparedAddress): NumberVerdict {
  if (a.houseNumber === undefined && b.houseNumber === undefined) return "EXACT";
  if (a.houseNumber === undefined || b.houseNumber === undefined) {
    return a.nameKey !== "" && a.nameKey === b.nameKey ? "NUMBER_MISSING_SAME_NAME" : "NUMBER_MISSING";
  }
  const agreement = compareHouseNumbers(a.houseNumber, b.houseNumber);
  if (agreement === "EXACT") return "EXACT";
  return agreement === "WITHIN_RANGE" ? "RANGE_OVERLAP" : "NUMBER_MISMATCH";
}

// "FLAT A, 12 HIGH STREET" and "12A HIGH STREET" are often one property recorded two ways.
function isLetterAsFlat(flatSide: PreparedAddress, letterSide: PreparedAddress): boolean {
  const flat = flatSide.houseNumber;
  const lettered = letterSide.houseNumber;
  if (!flat || !lettered || flat.end !== undefined || lettered.end !== undefined) return false;
  if (letterSide.saonKey !== undefined || flat.startSuffix !== "") return false;
  const letter = flatSide.saonKey ?? "";
  return SINGLE_LETTER_RE.test(letter) && lettered.startSuffix === letter && lettered.start === flat.start;
}
