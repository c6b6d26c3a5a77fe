import { isHouseNumberToken } from "./house-number";
import { FLAT_KEYWORDS, FLOOR_TAIL_WORDS, FLOOR_WORDS } from "./sub-building-vocabulary";

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

const FLAT_ID_RE = /^(\d+[A-Z]?|[A-Z]\d{0,3}[A-Z]?)$/;
const SLASH_RE = /^(\d+[A-Z]?)\/(\d+[A-Z]?)$/;
const FLAT_OR_MAISONETTE = new Set(["FLAT", "MAISONETTE"]);

interface Found {
  segment: number;
  from: number;
  to: number;
  text: string;
}

/** Pulls the flat/sub-building (SAON) out of expanded address segments. */
export function extractSubBuilding(segments: readonly string[][]): SubBuildingExtraction {
  let rest = segments.map((tokens) => [...tokens]);
  const pieces: string[] = [];
  for (const find of [findFloorPhrase, findFlatKeyword]) {
    const found = find(rest);
    if (!found) continue;
    pieces.push(found.text);
    rest = removeTokens(rest, found);
  }
  if (pieces.length > 0) return { saon: pieces.join(" "), rest: dropEmpty(rest) };
  rest = dropEmpty(rest);
  return extractSlashForm(rest) ?? extractBareIdentifier(rest) ?? { rest };
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
      if (FLAT_OR_MAISONETTE.has(tokens[to - 1] ?? "") && id !== undefined && FLAT_ID_RE.test(id)) {
        words.push(id);
        to++;
      }
      return { segment, from, to, text: words.join(" ") };
    }
  }
  return null;
}

function findFlatKeyword(segments: readonly string[][]): Found | null {
  for (const [segment, tokens] of segments.entries()) {
    for (let from = 0; from < tokens.length - 1; from++) {
      const keyword = FLAT_KEYWORDS.get(tokens[from] ?? "");
      const id = tokens[from + 1] ?? "";
      if (keyword && FLAT_ID_RE.test(id)) return { segment, from, to: from + 2, text: `${keyword} ${id}` };
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
  return segments.map((tokens, i) =>
    i === found.segment ? [...tokens.slice(0, found.from), ...tokens.slice(found.to)] : tokens,
  );
}

function dropEmpty(segments: readonly string[][]): string[][] {
  return segments.filter((tokens) => tokens.length > 0);
}
