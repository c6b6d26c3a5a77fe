import { locatePostcode } from "@/lib/postcode/extract-postcode";
import { getOutcode, isValidOutcode, normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { expandAbbreviations, measureJaroWinkler, normaliseAddressField, splitSegments, toTitleCase } from "./normalise";
import type { AddressFields, AddressParts } from "./types";
import { BUILDING_WORDS, COUNTRY_NAMES, DESCRIPTIVE_HEADS, DESCRIPTIVE_LINKS, DIRECTION_WORDS, FLAT_ID_RE, FLAT_KEYWORDS, FLOOR_TAIL_WORDS, FLOOR_WORDS, STREET_TYPES } from "./vocabulary";

// House numbers, including letter suffixes ("12A") and ranges ("12-14").

export interface HouseNumber {
  start: number;
  startSuffix: string;
  /** Present only for ranges. */
  end?: number;
  endSuffix: string;
}

export type HouseNumberAgreement = "EXACT" | "WITHIN_RANGE" | "MISMATCH";

const HOUSE_NUMBER_RE = /^(\d+)([A-Z]?)(?:-(\d+)([A-Z]?))?$/;

export function isHouseNumberToken(token: string): boolean {
  return HOUSE_NUMBER_RE.test(token);
}

/** "12" | "12A" | "12-14" → structured number; null for anything else. */
export function parseHouseNumber(token: string): HouseNumber | null {
  const match = HOUSE_NUMBER_RE.exec(token);
  if (!match) return null;
  const start = Number(match[1]);
  const startSuffix = match[2] ?? "";
  if (match[3] === undefined) return { start, startSuffix, endSuffix: "" };
  const end = Number(match[3]);
  const endSuffix = match[4] ?? "";
  if (end === start && endSuffix === startSuffix) return { start, startSuffix, endSuffix: "" };
  // "14-12" is the same building as "12-14".
  return end < start
    ? { start: end, startSuffix: endSuffix, end: start, endSuffix: startSuffix }
    : { start, startSuffix, end, endSuffix };
}

export function formatHouseNumber(number: HouseNumber): string {
  const first = `${number.start}${number.startSuffix}`;
  return number.end === undefined ? first : `${first}-${number.end}${number.endSuffix}`;
}

/**
 * Letters are part of the identity (12A is not 12). A plain number inside a range
 * ("13" vs "12-14") is only partial agreement: the range may be one building or several.
 */
export function compareHouseNumbers(a: HouseNumber, b: HouseNumber): HouseNumberAgreement {
  if (formatHouseNumber(a) === formatHouseNumber(b)) return "EXACT";
  if (a.end !== undefined && b.end !== undefined) {
    return a.start <= b.end && b.start <= a.end ? "WITHIN_RANGE" : "MISMATCH";
  }
  if (a.end !== undefined) return isInside(b, a) ? "WITHIN_RANGE" : "MISMATCH";
  if (b.end !== undefined) return isInside(a, b) ? "WITHIN_RANGE" : "MISMATCH";
  return "MISMATCH";
}

function isInside(single: HouseNumber, range: HouseNumber): boolean {
  if (single.startSuffix !== "" || range.end === undefined) return false;
  return single.start >= range.start && single.start <= range.end;
}

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
  const described = takeDescriptivePhrase(segments);
  if (described) return described;
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

// "LAND ADJOINING, 12 STATION ROAD", "PLOT 4 MILL LANE", "GARAGE 3, ROSE COURT": the phrase
// opens the address and something identifying follows it. "LANDS END" or "LAND ROVER HOUSE"
// are names: the head word must end its segment or be followed by a link word or an id.
const NUMBERED_LINKS: ReadonlySet<string> = new Set(["SPACE", "BAY", "NO"]);

function takeDescriptivePhrase(segments: readonly string[][]): SubBuildingExtraction | null {
  const [first, ...others] = segments;
  const head = first?.[0];
  if (!first || head === undefined || !DESCRIPTIVE_HEADS.has(head)) return null;
  let to = 1;
  while (to < first.length && DESCRIPTIVE_LINKS.has(first[to] ?? "")) to++;
  const id = first[to];
  // "PLOT 4, 12 HIGH STREET" / "GARAGE 3 ROSE COURT": an id right after the head word is its
  // own; after a link ("LAND TO THE REAR OF 12 …") the number is the property it points to.
  if ((to === 1 || NUMBERED_LINKS.has(first[to - 1] ?? "")) && id !== undefined && FLAT_ID_RE.test(id) && !isHouseNumberToken(first[to + 1] ?? "") && (to + 1 < first.length || others.length > 0)) to++;
  else if (to === 1 && first.length > 1 && !isHouseNumberToken(first[1] ?? "")) return null;
  const rest = dropEmpty([first.slice(to), ...others]);
  if (rest.length === 0) return null;
  return { saon: first.slice(0, to).join(" "), rest };
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
// "35, BLYTHSWOOD, 10 OSBORNE ROAD": the same with a building name between.
function extractBareIdentifier(rest: string[][]): SubBuildingExtraction | null {
  const [first, second, third] = rest;
  const id = first?.[0];
  if (first?.length !== 1 || id === undefined || !FLAT_ID_RE.test(id)) return null;
  const numberedNext = isHouseNumberToken(second?.[0] ?? "");
  const namedThenNumbered = second !== undefined && !second.some(isHouseNumberToken) && isHouseNumberToken(third?.[0] ?? "");
  if (!numberedNext && !namedThenNumbered) return null;
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

const NUMBER_WORDS: ReadonlySet<string> = new Set(["NO", "NUMBER"]);

/** Everything after the SAON: building name, house number, street and area segments. */
export interface AddressBody {
  name: string[][];
  number?: string;
  street: string[];
  area: string[][];
}

/** Interprets segments (SAON and postcode already removed) as name, number, street, area. */
export function parseAddressBody(segments: readonly string[][]): AddressBody {
  const located = findFirstHouseNumber(segments);
  return located ? parseNumbered(segments, located) : parseUnnumbered(segments);
}

interface Position {
  segment: number;
  index: number;
}

function findFirstHouseNumber(segments: readonly string[][]): Position | null {
  for (const [segment, tokens] of segments.entries()) {
    const index = tokens.findIndex(isHouseNumberToken);
    if (index >= 0) return { segment, index };
  }
  return null;
}

function parseNumbered(segments: readonly string[][], at: Position): AddressBody {
  const tokens = segments[at.segment] ?? [];
  const before = tokens.slice(0, at.index);
  // "NO. 27" / "NUMBER 27": the word is not a building name.
  if (NUMBER_WORDS.has(before.at(-1) ?? "")) before.pop();
  const name = nonEmpty([...segments.slice(0, at.segment), before]);
  const after = tokens.slice(at.index + 1);
  // "ROSE COURT 12, HIGH STREET": the street is the next segment.
  const streetSegment = after.length > 0 ? at.segment : at.segment + 1;
  const { street, trailing } = splitStreet(after.length > 0 ? after : (segments[streetSegment] ?? []));
  const area = nonEmpty([trailing, ...segments.slice(streetSegment + 1)]);
  return { name, number: tokens[at.index], street, area };
}

function parseUnnumbered(segments: readonly string[][]): AddressBody {
  const [first = [], second] = segments;
  // "ROSE COTTAGE, MILL LANE": a named first segment followed by a street.
  if (second && hasStreetType(second) && (endsWithBuildingWord(first) || !hasStreetType(first))) {
    const { street, trailing } = splitStreet(second);
    return { name: [first], street, area: nonEmpty([trailing, ...segments.slice(2)]) };
  }
  const named = splitNameFromStreet(first);
  if (named) {
    const { street, trailing } = splitStreet(named.street);
    return { name: [named.name], street, area: nonEmpty([trailing, ...segments.slice(1)]) };
  }
  if (endsWithBuildingWord(first)) return { name: [first], street: [], area: nonEmpty(segments.slice(1)) };
  // "STONEWELL COTTAGE NEWCASTLE UPON TYNE" (no commas, no street): the name ends at its building word.
  const nameEnd = hasStreetType(first) ? -1 : first.findIndex((token, i) => i > 0 && BUILDING_WORDS.has(token));
  if (nameEnd > 0) return { name: [first.slice(0, nameEnd + 1)], street: [], area: nonEmpty([first.slice(nameEnd + 1), ...segments.slice(1)]) };
  const { street, trailing } = splitStreet(first);
  return { name: [], street, area: nonEmpty([trailing, ...segments.slice(1)]) };
}

function nonEmpty(segments: readonly string[][]): string[][] {
  return segments.filter((tokens) => tokens.length > 0);
}

/**
 * Free text → normalised parts, e.g. "flat 2 12a high st, gosforth, newcastle ne3 1aa" →
 * { saon: "FLAT 2", paon: "12A", street: "HIGH STREET", locality: "GOSFORTH",
 *   town: "NEWCASTLE", postcode: "NE3 1AA", outcode: "NE3" }.
 */
export function parseAddress(text: string): AddressParts {
  return parseAddressReadings(text)[0] ?? {};
}

/**
 * Every plausible reading of the text, most likely first. There is more than one only for
 * ambiguous forms such as "2/3 HIGH STREET" (flat 2 of number 3, or number 2 flat 3).
 */
export function parseAddressReadings(text: string): AddressParts[] {
  const upper = text.toUpperCase();
  const located = locatePostcode(upper);
  // The postcode is replaced by a comma because it always ends whatever precedes it.
  const rest = located ? `${upper.slice(0, located.index)},${upper.slice(located.index + located.length)}` : upper;
  const segments = dropCountry(splitSegments(rest).map(expandAbbreviations));
  const outcode = located ? getOutcode(located.postcode) : takeTrailingOutcode(segments);
  const sub = extractSubBuilding(segments);
  const body = parseAddressBody(sub.rest);
  const parts = assembleParts(sub.saon, joinPaon(body.name, body.number), body, located?.postcode, outcode);
  const building = readAsBuilding(parts, body);
  if (!sub.swapped) return building ? [parts, building] : [parts];
  const swapped = assembleParts(sub.swapped.saon, joinPaon(body.name, sub.swapped.paon), body, located?.postcode, outcode);
  return [parts, swapped];
}

/**
 * "37, PEGASUS JESMOND ASSEMBLY" or "FLAT 6, DENE COURT, JESMOND PARK EAST": what reads as
 * a street may be the building, with the number its flat and the next segment the street.
 * A second reading for the scorer; it never adds a number the text did not have.
 */
function readAsBuilding(parts: AddressParts, body: AddressBody): AddressParts | null {
  if (!parts.street) return readAsSubBuilding(parts, body);
  if (body.name.length > 0) return null;
  const flat = parts.saon ?? (body.number && !parts.saon ? body.number : undefined);
  if (!flat || (parts.saon && body.number)) return null;
  const reading: AddressParts = { ...parts, saon: flat, paon: parts.street };
  delete reading.street;
  const [following, ...area] = body.area;
  // "14, MELTON COURT APARTMENTS ASHBOURNE ROAD": building words after the split are the name's.
  const nameEnd = following ? following.findIndex((token) => !BUILDING_WORDS.has(token)) : -1;
  if (following && nameEnd > 0) reading.paon = [parts.street, ...following.slice(0, nameEnd)].join(" ");
  const next = following && nameEnd > 0 ? following.slice(nameEnd) : following;
  if (next && hasStreetType(next)) {
    reading.street = next.join(" ");
    delete reading.locality;
    if (area.length > 1) reading.locality = area.slice(0, -1).map((tokens) => tokens.join(" ")).join(", ");
    if (area.length === 0) delete reading.town;
  }
  return reading;
}

// "DOVE COTTAGE, HUNT LAW FARM, PONTELAND": a named part of a named building (the register
// holds the cottage as the SAON of the farm) when no street follows.
function readAsSubBuilding(parts: AddressParts, body: AddressBody): AddressParts | null {
  const [building, ...area] = body.area;
  if (parts.saon || body.number || body.name.length !== 1 || !building || !endsWithBuildingWord(building)) return null;
  const reading: AddressParts = { ...parts, paon: building.join(" ") };
  if (parts.paon) reading.saon = parts.paon;
  delete reading.locality;
  if (area.length > 1) reading.locality = area.slice(0, -1).map((tokens) => tokens.join(" ")).join(", ");
  if (area.length === 0) delete reading.town;
  return reading;
}

function assembleParts(
  saon: string | undefined,
  paon: string,
  body: AddressBody,
  postcode: string | undefined,
  outcode: string | null,
): AddressParts {
  const parts: AddressParts = {};
  if (saon) parts.saon = saon;
  if (paon) parts.paon = paon;
  if (body.street.length > 0) parts.street = body.street.join(" ");
  const area = body.area.map((tokens) => tokens.join(" "));
  if (area.length > 1) parts.locality = area.slice(0, -1).join(", ");
  const town = area.at(-1);
  if (town) parts.town = town;
  if (postcode) parts.postcode = postcode;
  if (outcode) parts.outcode = outcode;
  return parts;
}

function joinPaon(name: readonly string[][], number: string | undefined): string {
  const pieces = name.map((tokens) => tokens.join(" "));
  if (number) pieces.push(number);
  return pieces.join(", ");
}

function dropCountry(segments: string[][]): string[][] {
  const last = segments.at(-1);
  if (!last) return segments;
  for (const size of [2, 1]) {
    if (last.length < size || !COUNTRY_NAMES.has(last.slice(-size).join(" "))) continue;
    const kept = last.slice(0, -size);
    return kept.length > 0 ? [...segments.slice(0, -1), kept] : segments.slice(0, -1);
  }
  return segments;
}

// "27 BRADWELL ROAD, NEWCASTLE NE3": a bare outward code at the very end. Mutates the
// last segment so the code is not read as part of the town.
function takeTrailingOutcode(segments: string[][]): string | null {
  const last = segments.at(-1);
  const token = last?.at(-1);
  if (!last || token === undefined || !isValidOutcode(token)) return null;
  if (FLAT_KEYWORDS.has(last.at(-2) ?? "")) return null;
  last.pop();
  if (last.length === 0) segments.pop();
  return token;
}

/** Free text → canonical upper-case line, e.g. "12 high st ne31aa" → "12 HIGH STREET, NE3 1AA". */
export function normaliseAddress(text: string): string {
  return joinAddressParts(parseAddress(text));
}


/**
 * Structured fields (Price Paid PAON/SAON/Street/Locality/Town/District/Postcode, or a
 * form) → normalised parts. District stands in for a missing town; county is dropped
 * because registers disagree on it and it never distinguishes two addresses.
 */
export function buildAddressFromParts(fields: AddressFields): AddressParts {
  const parts: AddressParts = {};
  const saon = fields.saon ? canonicaliseSaon(splitSegments(fields.saon).map(expandAbbreviations)) : "";
  if (saon) parts.saon = saon;
  assign(parts, "paon", normaliseAddressField(fields.paon));
  assign(parts, "street", normaliseAddressField(fields.street));
  assign(parts, "locality", normaliseAddressField(fields.locality));
  assign(parts, "town", normaliseAddressField(fields.town) || normaliseAddressField(fields.district));
  const postcode = fields.postcode ? normalisePostcode(fields.postcode) : null;
  if (postcode) parts.postcode = postcode;
  const outcode = getOutcode(postcode ?? fields.outcode ?? fields.postcode ?? "");
  if (outcode) parts.outcode = outcode;
  return parts;
}

function assign(parts: AddressParts, key: "paon" | "street" | "locality" | "town", value: string): void {
  if (value) parts[key] = value;
}

/** Normalised parts → one upper-case line in postal order, for storage and comparison. */
export function joinAddressParts(parts: AddressParts): string {
  const postcode = parts.postcode ?? parts.outcode;
  return [...listAddressLines(parts), ...(postcode ? [postcode] : [])].join(", ");
}

/** The address lines in postal order, without the postcode. */
export function listAddressLines(parts: AddressParts): string[] {
  return [parts.saon, ...joinNumberAndStreet(parts.paon, parts.street), parts.locality, parts.town].filter(
    (piece): piece is string => Boolean(piece),
  );
}

// "12A" + "HIGH STREET" share a line ("12A HIGH STREET"); a name gets its own
// ("ROSE COTTAGE, MILL LANE"); "ROSE COURT, 12" splits into both.
function joinNumberAndStreet(paon: string | undefined, street: string | undefined): string[] {
  const pieces = paon ? paon.split(", ") : [];
  const last = pieces.at(-1);
  if (street && last !== undefined && isHouseNumberToken(last)) return [...pieces.slice(0, -1), `${last} ${street}`];
  return street ? [...pieces, street] : pieces;
}

/** Any fields (raw or normalised) → "Flat 2, 12A High Street, Gosforth, Newcastle, NE3 1AA". */
export function formatAddressFromParts(fields: AddressFields): string {
  return formatNormalisedParts(buildAddressFromParts(fields));
}

/** Display line for parts that are already normalised (skips re-normalising). */
export function formatNormalisedParts(parts: AddressParts): string {
  const lines = listAddressLines(parts).map(toTitleCase);
  const postcode = parts.postcode ?? parts.outcode;
  return (postcode ? [...lines, postcode] : lines).join(", ");
}
