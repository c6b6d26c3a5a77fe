import { ABBREVIATIONS, STREET_TYPES } from "./street-vocabulary";

// Compiled once: tokenising runs for every candidate and every query.
const SEGMENT_SPLIT_RE = /[,;\n\r|]+/;
const APOSTROPHE_RE = /['’‘`]/g;
const DOT_RE = /\./g;
const AMPERSAND_RE = /&/g;
const RANGE_RE = /(\d+[A-Z]?)\s*-\s*(\d+[A-Z]?)/g;
const SLASH_RE = /(\d+[A-Z]?)\s*\/\s*(\d+[A-Z]?)/g;
const SEPARATOR_RE = /[^A-Z0-9/-]+/g;
const WHITESPACE_RE = /\s+/;
const INNER_PUNCTUATION_RE = /[-/]+/;
const RANGE_TOKEN_RE = /^\d+[A-Z]?-\d+[A-Z]?$/;
const SLASH_TOKEN_RE = /^\d+[A-Z]?\/\d+[A-Z]?$/;
const DIGITS_RE = /^\d+$/;
const LETTER_RE = /^[A-Z]$/;

/** Upper-cases and splits on commas/new lines, keeping the segments users gave us. */
export function splitSegments(text: string): string[][] {
  return text
    .toUpperCase()
    .split(SEGMENT_SPLIT_RE)
    .map(tokeniseSegment)
    .filter((tokens) => tokens.length > 0);
}

/** One comma-free segment → tokens, keeping "12-14" ranges and "2/3" flat forms whole. */
export function tokeniseSegment(segment: string): string[] {
  const cleaned = segment
    .toUpperCase()
    .replace(APOSTROPHE_RE, "")
    .replace(DOT_RE, " ")
    .replace(AMPERSAND_RE, " AND ")
    .replace(RANGE_RE, "$1-$2")
    .replace(SLASH_RE, "$1/$2")
    .replace(SEPARATOR_RE, " ");
  const tokens = cleaned.split(WHITESPACE_RE).flatMap(splitInnerPunctuation);
  return mergeNumberLetters(tokens);
}

function splitInnerPunctuation(token: string): string[] {
  if (token === "") return [];
  if (RANGE_TOKEN_RE.test(token) || SLASH_TOKEN_RE.test(token)) return [token];
  return token.split(INNER_PUNCTUATION_RE).filter((part) => part !== "");
}

// "12 A HIGH ST" means 12A, but "3 X ROAD" is number 3 on X Road: a street type right
// after the letter shows the letter is the street name.
function mergeNumberLetters(tokens: string[]): string[] {
  const merged: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? "";
    const next = tokens[i + 1];
    if (next !== undefined && DIGITS_RE.test(token) && LETTER_RE.test(next) && !isStreetTypeWord(tokens[i + 2])) {
      merged.push(token + next);
      i++;
    } else {
      merged.push(token);
    }
  }
  return merged;
}

function isStreetTypeWord(token: string | undefined): boolean {
  if (token === undefined) return false;
  return STREET_TYPES.has(ABBREVIATIONS.get(token) ?? token) || token === "ST";
}
