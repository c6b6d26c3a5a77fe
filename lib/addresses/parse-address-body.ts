import { isHouseNumberToken } from "./house-number";
import { endsWithBuildingWord, hasStreetType, splitNameFromStreet, splitStreet } from "./split-street";

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
  const { street, trailing } = splitStreet(first);
  return { name: [], street, area: nonEmpty([trailing, ...segments.slice(1)]) };
}

function nonEmpty(segments: readonly string[][]): string[][] {
  return segments.filter((tokens) => tokens.length > 0);
}
