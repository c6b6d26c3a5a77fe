import { ABBREVIATIONS, STREET_TYPES } from "./street-vocabulary";

const IDENTIFIER_RE = /^(\d+[A-Z]?|[A-Z])$|^\d+[A-Z]?[-/]\d+[A-Z]?$/;
const DIGIT_RE = /\d/;

/**
 * Expands abbreviations within one segment. "ST" is SAINT when it opens a name
 * ("ST JOHNS ROAD", "12 ST MARYS CLOSE") and STREET when it follows one ("HIGH ST").
 */
export function expandAbbreviations(tokens: readonly string[]): string[] {
  return tokens.map((token, i) => {
    if (token === "ST") return isSaintPosition(tokens, i) ? "SAINT" : "STREET";
    return ABBREVIATIONS.get(token) ?? token;
  });
}

function isSaintPosition(tokens: readonly string[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next === "ST") return false;
  const nextWord = ABBREVIATIONS.get(next) ?? next;
  if (STREET_TYPES.has(nextWord) || DIGIT_RE.test(next)) return false;
  const previous = tokens[i - 1];
  return previous === undefined || IDENTIFIER_RE.test(previous);
}
