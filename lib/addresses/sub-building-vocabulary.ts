// Word lists for flats and other sub-buildings (the SAON).

/** Sub-building keywords and the spelling we display them with. */
export const FLAT_KEYWORDS: ReadonlyMap<string, string> = new Map([
  ["FLAT", "FLAT"],
  ["FLT", "FLAT"],
  ["APARTMENT", "APARTMENT"],
  ["APPARTMENT", "APARTMENT"],
  ["APT", "APARTMENT"],
  ["APPT", "APARTMENT"],
  ["UNIT", "UNIT"],
  ["SUITE", "SUITE"],
  ["STUDIO", "STUDIO"],
  ["ROOM", "ROOM"],
  ["RM", "ROOM"],
  ["MAISONETTE", "MAISONETTE"],
]);

/** Floor descriptors ("GROUND FLOOR FLAT", "1ST FLOOR") and their canonical spelling. */
export const FLOOR_WORDS: ReadonlyMap<string, string> = new Map([
  ["BASEMENT", "BASEMENT"],
  ["LOWER", "LOWER"],
  ["UPPER", "UPPER"],
  ["GROUND", "GROUND"],
  ["MIDDLE", "MIDDLE"],
  ["TOP", "TOP"],
  ["FIRST", "FIRST"],
  ["1ST", "FIRST"],
  ["SECOND", "SECOND"],
  ["2ND", "SECOND"],
  ["THIRD", "THIRD"],
  ["3RD", "THIRD"],
  ["FOURTH", "FOURTH"],
  ["4TH", "FOURTH"],
  ["FIFTH", "FIFTH"],
  ["5TH", "FIFTH"],
]);

/** Words that may follow floor descriptors and complete a floor-based SAON. */
export const FLOOR_TAIL_WORDS: ReadonlySet<string> = new Set(["FLOOR", "FLAT", "MAISONETTE"]);

/** A flat identifier: "2", "2A", "A", "G1", "B12". */
export const FLAT_ID_RE = /^(\d+[A-Z]?|[A-Z]\d{0,3}[A-Z]?)$/;
