import { getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { parseHouseNumber, type HouseNumber } from "./house-number";
import { FLAT_ID_RE, FLOOR_WORDS } from "./sub-building-vocabulary";
import type { AddressParts } from "./types";
import { weighToken, weighWords } from "./weigh-token";

export interface WeightedToken {
  token: string;
  weight: number;
}

/** Parts plus everything the scorer needs, computed once per address. */
export interface PreparedAddress {
  parts: AddressParts;
  /** Flat identity: "2", "2A", "2/1", or a floor ("GROUND") when there is no number. */
  saonKey?: string;
  houseNumber?: HouseNumber;
  /** Building name from the PAON, "" when there is none. */
  nameKey: string;
  name: WeightedToken[];
  street: WeightedToken[];
  /** Locality and town words: used to confirm, never required. */
  area: WeightedToken[];
  sector?: string;
}

const WORD_SPLIT_RE = /[\s,]+/;
const SLASH_ID_RE = /^\d+[A-Z]?\/\d+[A-Z]?$/;
const LEADING_ZEROS_RE = /^0+(?=\d)/;

export function prepareAddress(parts: AddressParts): PreparedAddress {
  const paonWords = splitWords(parts.paon);
  const numberIndex = paonWords.findIndex((word) => parseHouseNumber(word) !== null);
  const houseNumber = parseHouseNumber(paonWords[numberIndex] ?? "") ?? undefined;
  const nameWords = paonWords.filter((_, i) => i !== numberIndex);
  const areaWords = [...new Set([...splitWords(parts.locality), ...splitWords(parts.town)])];
  const prepared: PreparedAddress = {
    parts,
    nameKey: nameWords.join(" "),
    name: weighWords(nameWords),
    street: weighWords(splitWords(parts.street)),
    area: areaWords.map((token) => ({ token, weight: weighToken(token) })),
  };
  const saonKey = deriveSaonKey(parts.saon);
  if (saonKey) prepared.saonKey = saonKey;
  if (houseNumber) prepared.houseNumber = houseNumber;
  const sector = parts.postcode ? getPostcodeSector(parts.postcode) : null;
  if (sector) prepared.sector = sector;
  return prepared;
}

// "FLAT 02" and "APARTMENT 2" are the same flat; "GROUND FLOOR FLAT" and "GROUND FLOOR"
// the same floor. The keyword in front never distinguishes two flats in one building.
function deriveSaonKey(saon: string | undefined): string | undefined {
  const words = splitWords(saon);
  if (words.length === 0) return undefined;
  const id = words.find((word) => FLAT_ID_RE.test(word) || SLASH_ID_RE.test(word));
  if (id) return id.replace(LEADING_ZEROS_RE, "");
  const floors = words.flatMap((word) => FLOOR_WORDS.get(word) ?? []);
  return (floors.length > 0 ? floors : words).join(" ");
}

function splitWords(text: string | undefined): string[] {
  return text ? text.split(WORD_SPLIT_RE).filter((word) => word !== "") : [];
}
