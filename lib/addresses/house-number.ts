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
