import { ABBREVIATIONS, STREET_TYPES } from "./street-vocabulary";

// Compiled once: tokenising runs for every candidate and every query.
const SEGMENT_SPLIT_RE = /[,;\n\r|]+/;
const APOSTROPHE_RE = /['’‘`]/g;
const DOT_RE = /\./g;
const AMPERSAND_RE = /&/g;
const RANGE_RE = /(\d+[A-Z]?)\s*-\s*(\d+[A-Z]?)/g;
const SLASH_RE = /(\d+[A-Z]?)\s*\/\s*(\d+[A-Z]?)/g;
const SEPARATOR_RE = /[^A-Z0-9/-]+/g;
const NEEDS_CLEANING_RE = /[^A-Z0-9 ]/;
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
  const upper = segment.toUpperCase();
  // Register data is mostly clean (words and spaces), so the replaces are skipped for it.
  const cleaned = NEEDS_CLEANING_RE.test(upper) ? cleanSegment(upper) : upper;
  const tokens: string[] = [];
  for (const token of cleaned.split(" ")) appendToken(tokens, token);
  return mergeNumberLetters(tokens);
}

function cleanSegment(upper: string): string {
  let cleaned = upper.replace(APOSTROPHE_RE, "").replace(DOT_RE, " ").replace(AMPERSAND_RE, " AND ");
  if (cleaned.includes("-")) cleaned = cleaned.replace(RANGE_RE, "$1-$2");
  if (cleaned.includes("/")) cleaned = cleaned.replace(SLASH_RE, "$1/$2");
  return cleaned.replace(SEPARATOR_RE, " ");
}

function appendToken(tokens: string[], token: string): void {
  if (token === "") return;
  const plain = !token.includes("-") && !token.includes("/");
  if (plain || RANGE_TOKEN_RE.test(token) || SLASH_TOKEN_RE.test(token)) {
    tokens.push(token);
    return;
  }
  for (const part of token.split(INNER_PUNCTUATION_RE)) if (part !== "") tokens.push(part);
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
