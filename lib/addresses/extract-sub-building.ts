import { isHouseNumberToken } from "./house-number";
import { FLAT_ID_RE, FLAT_KEYWORDS, FLOOR_TAIL_WORDS, FLOOR_WORDS } from "./sub-building-vocabulary";

export interface SubBuildingExtraction {
  saon?: string;
  /** Segments left once the sub-building tokens are removed (empty segments dropped). */
  rest: string[][];
  /**
   * "2/3 HIGH ST" is flat 2 of number 3 in most of the UK but number 2, flat 3 in
   * Edinburgh-style addresses; this is the second reading so the scorer can try both.
   */
  swapped?: { saon: string; paon: string };
}

const SLASH_RE = /^(\d+[A-Z]?)\/(\d+[A-Z]?)$/;
const FLAT_OR_MAISONETTE = new Set(["FLAT", "MAISONETTE"]);

interface Found {
  segment: number;
  from: number;
  to: number;
  text: string;
  /** Token left in place of the removed ones ("FLAT 2/12" leaves "12"). */
  replacement?: string;
}

/** Pulls the flat/sub-building (SAON) out of expanded address segments. */
export function extractSubBuilding(segments: readonly string[][]): SubBuildingExtraction {
  const { pieces, rest } = takeFlatPhrases(segments);
  if (pieces.length > 0) return { saon: pieces.join(" "), rest };
  return extractSlashForm(rest) ?? extractBareIdentifier(rest) ?? { rest };
}

/**
 * Canonical spelling of a SAON that is already known to be one (a Price Paid SAON field):
 * "APT 2" → "APARTMENT 2", "1ST FLOOR FLAT" → "FIRST FLOOR FLAT", "2/3" stays "2/3".
 */
export function canonicaliseSaon(segments: readonly string[][]): string {
  const { pieces, rest } = takeFlatPhrases(segments);
  return [...pieces, ...rest.map((tokens) => tokens.join(" "))].join(" ");
}

function takeFlatPhrases(segments: readonly string[][]): { pieces: string[]; rest: string[][] } {
  let rest: readonly string[][] = segments;
  const pieces: string[] = [];
  for (const find of [findFloorPhrase, findFlatKeyword]) {
    const found = find(rest);
    if (!found) continue;
    pieces.push(found.text);
    rest = removeTokens(rest, found);
  }
  return { pieces, rest: dropEmpty(rest) };
}

// "GROUND FLOOR FLAT", "1ST FLOOR", "TOP FLAT 2": floor words need a FLOOR/FLAT tail so
// that "FIRST AVENUE" or "LOWER ROAD" stay streets.
function findFloorPhrase(segments: readonly string[][]): Found | null {
  for (const [segment, tokens] of segments.entries()) {
    for (let from = 0; from < tokens.length; from++) {
      let to = from;
      const words: string[] = [];
      for (let floor = FLOOR_WORDS.get(tokens[to] ?? ""); floor; floor = FLOOR_WORDS.get(tokens[to] ?? "")) {
        words.push(floor);
        to++;
      }
      const tailStart = to;
      while (FLOOR_TAIL_WORDS.has(tokens[to] ?? "")) words.push(tokens[to++] ?? "");
      if (words.length === 0 || to === tailStart || tailStart === from) continue;
      const id = tokens[to];
      // "BASEMENT FLAT 12 HIGH STREET" is the basement of number 12, unless a number follows.
      const idIsFlat = id !== undefined && FLAT_ID_RE.test(id) && hasHouseNumberAfter(segments, segment, to + 1);
      if (FLAT_OR_MAISONETTE.has(tokens[to - 1] ?? "") && idIsFlat) {
        words.push(id);
        to++;
      }
      return { segment, from, to, text: words.join(" ") };
    }
  }
  return null;
}

function hasHouseNumberAfter(segments: readonly string[][], segment: number, index: number): boolean {
  if ((segments[segment] ?? []).slice(index).some(isHouseNumberToken)) return true;
  return segments.slice(segment + 1).some((tokens) => tokens.some(isHouseNumberToken));
}

function findFlatKeyword(segments: readonly string[][]): Found | null {
  for (const [segment, tokens] of segments.entries()) {
    for (let from = 0; from < tokens.length - 1; from++) {
      const keyword = FLAT_KEYWORDS.get(tokens[from] ?? "");
      const id = tokens[from + 1] ?? "";
      if (keyword && FLAT_ID_RE.test(id)) return { segment, from, to: from + 2, text: `${keyword} ${id}` };
      const slash = keyword ? SLASH_RE.exec(id) : null;
      if (slash) return { segment, from, to: from + 2, text: `${keyword} ${slash[1] ?? ""}`, replacement: slash[2] ?? "" };
    }
  }
  return null;
}

function extractSlashForm(rest: string[][]): SubBuildingExtraction | null {
  const first = rest[0];
  const match = SLASH_RE.exec(first?.[0] ?? "");
  if (!first || !match) return null;
  const [whole, left = "", right = ""] = match;
  const following = first[1] ?? rest[1]?.[0];
  // "2/1 15 BYRES ROAD": the slash pair is the whole flat reference.
  if (following !== undefined && isHouseNumberToken(following)) {
    return { saon: whole, rest: dropEmpty([first.slice(1), ...rest.slice(1)]) };
  }
  return {
    saon: `FLAT ${left}`,
    rest: [[right, ...first.slice(1)], ...rest.slice(1)],
    swapped: { saon: `FLAT ${right}`, paon: left },
  };
}

// Price Paid style "2, 12 HIGH STREET": a lone identifier before a numbered segment.
function extractBareIdentifier(rest: string[][]): SubBuildingExtraction | null {
  const [first, second] = rest;
  const id = first?.[0];
  if (first?.length !== 1 || id === undefined || !FLAT_ID_RE.test(id)) return null;
  if (!isHouseNumberToken(second?.[0] ?? "")) return null;
  return { saon: id, rest: rest.slice(1) };
}

function removeTokens(segments: readonly string[][], found: Found): string[][] {
  const kept = found.replacement === undefined ? [] : [found.replacement];
  return segments.map((tokens, i) =>
    i === found.segment ? [...tokens.slice(0, found.from), ...kept, ...tokens.slice(found.to)] : tokens,
  );
}

function dropEmpty(segments: readonly string[][]): string[][] {
  return segments.filter((tokens) => tokens.length > 0);
}
