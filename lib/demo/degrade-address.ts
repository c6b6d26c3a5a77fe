import { formatAddress } from "./format-address";
import type { Random } from "./seeded-random";
import type { AddressParts, DemoProperty, Region } from "./demo-types";

// The ways addresses arrive wrong in a lender's charge schedule, for the correction tools.
export const ADDRESS_DEFECTS = ["typo-and-abbreviation", "missing-postcode", "wrong-town", "no-house-number", "abbreviation", "street-typo"] as const;
export type AddressDefect = (typeof ADDRESS_DEFECTS)[number];

export type DegradedAddress = { address: string; fullAddress: string; city: string | null; postcode: string | null };

const ABBREVIATIONS: Record<string, string> = {
  ROAD: "RD", STREET: "ST", AVENUE: "AVE", CRESCENT: "CRES", DRIVE: "DR", LANE: "LN", CLOSE: "CL",
  TERRACE: "TERR", GARDENS: "GDNS", PLACE: "PL", COURT: "CT", GROVE: "GRV", SQUARE: "SQ", PARK: "PK",
};

const NEIGHBOURING_TOWNS: Record<Region, readonly string[]> = {
  "north-east": ["GATESHEAD", "SUNDERLAND", "NORTH SHIELDS", "SOUTH SHIELDS", "WALLSEND"],
  "north-west": ["SALFORD", "STOCKPORT", "OLDHAM", "BOLTON", "BURY"],
  midlands: ["BIRMINGHAM", "COVENTRY", "WOLVERHAMPTON", "DERBY"],
};

function abbreviate(street: string): string | null {
  const words = street.split(" ");
  const last = words[words.length - 1] ?? "";
  const short = ABBREVIATIONS[last];
  return short ? [...words.slice(0, -1), short].join(" ") : null;
}

/** "BRADWELL" → "BRADWEL" (a doubled letter dropped), else two inner letters swapped. */
export function misspell(word: string, random: Random): string {
  const doubled = /([A-Z])\1/.exec(word);
  if (doubled) return word.slice(0, doubled.index) + word.slice(doubled.index + 1);
  if (word.length < 4) return word;
  const at = random.integer(1, word.length - 3);
  return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
}

function misspellStreet(street: string, random: Random): string {
  const words = street.split(" ");
  const target = words.findIndex((word) => word.length >= 5 && /^[A-Z]+$/.test(word) && !ABBREVIATIONS[word]);
  if (target < 0) return street;
  return words.map((word, index) => (index === target ? misspell(word, random) : word)).join(" ");
}

function applyDefect(parts: AddressParts, defect: AddressDefect, region: Region, random: Random): AddressParts {
  const street = parts.street ?? "";
  switch (defect) {
    case "typo-and-abbreviation": {
      const typo = misspellStreet(street, random);
      return { ...parts, street: abbreviate(typo) ?? typo };
    }
    case "abbreviation":
      return { ...parts, street: abbreviate(street) ?? misspellStreet(street, random) };
    case "street-typo":
      return { ...parts, street: misspellStreet(street, random) };
    case "wrong-town": {
      const towns = NEIGHBOURING_TOWNS[region].filter((town) => town !== parts.town);
      return { ...parts, town: random.pick(towns), locality: null };
    }
    case "no-house-number":
      // Without the number only the street is left; a named building keeps its name.
      return /^\d/.test(parts.paon ?? "") ? { ...parts, paon: null, saon: null } : { ...parts, saon: null };
    case "missing-postcode":
      return { ...parts, postcode: "" };
  }
}

export function degradeAddress(property: Pick<DemoProperty, "parts" | "region">, defect: AddressDefect, random: Random): DegradedAddress {
  const parts = applyDefect(property.parts, defect, property.region, random);
  const formatted = formatAddress(parts);
  const address = formatted.streetLine.length >= 5 ? formatted.streetLine : formatted.shortLine;
  return { address, fullAddress: formatted.singleLine, city: formatted.town, postcode: parts.postcode || null };
}
