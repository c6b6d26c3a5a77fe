import { ABBREVIATIONS, STREET_TYPES } from "./vocabulary";

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

// Jaro-Winkler suits street-name typos: it tolerates transpositions and dropped letters
// ("BRADWEL" ~ "BRADWELL" = 0.975) and rewards the shared prefix people rarely get wrong.
const PREFIX_SCALE = 0.1;
const MAX_PREFIX = 4;

/** Similarity in 0..1; 1 only for identical strings. */
export function measureJaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const jaro = measureJaro(a, b);
  if (jaro === 0) return 0;
  const limit = Math.min(MAX_PREFIX, a.length, b.length);
  let prefix = 0;
  while (prefix < limit && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return jaro + prefix * PREFIX_SCALE * (1 - jaro);
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) from one word to the other,
 * stopping early: any answer above `limit` is returned as limit + 1.
 */
export function countEdits(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(limit + 1, previous[b.length] ?? limit + 1);
}

function measureJaro(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Uint8Array(a.length);
  const bMatched = new Uint8Array(b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    const end = Math.min(b.length - 1, i + window);
    for (let j = Math.max(0, i - window); j <= end; j++) {
      if (bMatched[j] === 1 || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      aMatched[i] = 1;
      bMatched[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  let halfTranspositions = 0;
  for (let i = 0, j = 0; i < a.length; i++) {
    if (aMatched[i] !== 1) continue;
    while (bMatched[j] !== 1) j++;
    if (a.charCodeAt(i) !== b.charCodeAt(j)) halfTranspositions++;
    j++;
  }
  const transpositions = halfTranspositions / 2;
  return (matches / a.length + matches / b.length + (matches - transpositions) / matches) / 3;
}

// Words kept lower-case inside a place name ("Newcastle upon Tyne", "Ashby de la Zouch").
const SMALL_WORDS: ReadonlySet<string> = new Set(["UPON", "ON", "THE", "OF", "AND", "IN", "BY", "UNDER", "LE", "LA", "DE", "EN"]);
const MC_RE = /^MC[A-Z]{2,}$/;
const HYPHEN = "-";
const SEGMENT_SEPARATOR = ", ";

/** "NEWCASTLE UPON TYNE" → "Newcastle upon Tyne"; "12A" and "NE3" keep their capitals. */
export function toTitleCase(text: string): string {
  return text.split(SEGMENT_SEPARATOR).map(titleCaseSegment).join(SEGMENT_SEPARATOR);
}

function titleCaseSegment(segment: string): string {
  return segment
    .split(" ")
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toUpperCase()) ? word.toLowerCase() : capitaliseWord(word)))
    .join(" ");
}

function capitaliseWord(word: string): string {
  return word.split(HYPHEN).map(capitalisePiece).join(HYPHEN);
}

function capitalisePiece(piece: string): string {
  const upper = piece.toUpperCase();
  if (DIGIT_RE.test(upper)) return upper;
  if (MC_RE.test(upper)) return `Mc${upper.charAt(2)}${upper.slice(3).toLowerCase()}`;
  return upper.charAt(0) + upper.slice(1).toLowerCase();
}

// A look-up prepares hundreds of candidates whose fields repeat (a street's houses share
// its name and town; a name recurs across outward codes): each distinct field is
// normalised once. Emptied when full, so a bulk import's stream of distinct values only
// costs the look-up.
const MAX_REMEMBERED_FIELDS = 50_000;
const normalisedFields = new Map<string, string>();

/** One structured field ("High St.", "ST JOHN'S RD") → "HIGH STREET", "SAINT JOHNS ROAD". */
export function normaliseAddressField(text: string | null | undefined): string {
  if (!text) return "";
  const known = normalisedFields.get(text);
  if (known !== undefined) return known;
  const normalised = splitSegments(text)
    .map((tokens) => expandAbbreviations(tokens).join(" "))
    .join(", ");
  if (normalisedFields.size >= MAX_REMEMBERED_FIELDS) normalisedFields.clear();
  normalisedFields.set(text, normalised);
  return normalised;
}
