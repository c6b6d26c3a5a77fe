import { hashString } from "./seeded-random";
import type { DemoProperty } from "./demo-types";

// HM Land Registry title number prefixes by county (the prefix names the registration
// district); Greater Manchester titles carry MAN (current) or GM (older registrations).
const PREFIX_BY_COUNTY: Record<string, readonly string[]> = {
  "TYNE AND WEAR": ["TY"],
  NORTHUMBERLAND: ["ND"],
  "COUNTY DURHAM": ["DU"],
  "GREATER MANCHESTER": ["MAN", "GM"],
  LANCASHIRE: ["LAN"],
  CHESHIRE: ["CH"],
  MERSEYSIDE: ["MS"],
  "WEST MIDLANDS": ["WM"],
  DERBYSHIRE: ["DY"],
  "CITY OF DERBY": ["DY"],
  STAFFORDSHIRE: ["SF"],
  "STOKE-ON-TRENT": ["SF"],
  LEICESTERSHIRE: ["LT"],
  LEICESTER: ["LT"],
  WARWICKSHIRE: ["WK"],
  WORCESTERSHIRE: ["WR"],
  NOTTINGHAMSHIRE: ["NT"],
};
const PREFIX_BY_REGION = { "north-east": ["TY"], "north-west": ["MAN", "GM"], midlands: ["WM"] } as const;

export function chooseTitlePrefix(property: DemoProperty): string {
  const prefixes = PREFIX_BY_COUNTY[property.parts.county ?? ""] ?? PREFIX_BY_REGION[property.region];
  return prefixes[hashString(`title-prefix:${property.key}`) % prefixes.length] ?? "TY";
}

/** "TY123456": the county prefix and six digits from a hash of the address. */
export function deriveTitleNumber(prefix: string, addressKey: string, attempt: number): string {
  return `${prefix}${100_000 + (hashString(`title:${addressKey}:${attempt}`) % 900_000)}`;
}
