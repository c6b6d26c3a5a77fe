import { toTitleCase } from "@/lib/addresses";
import type { AddressDetails, AddressSuggestion } from "./schemas";

/** An Address register row as the finder reads it. */
export type AddressRow = {
  uprn: string;
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  singleLine: string;
};

export const addressRowSelect = { uprn: true, saon: true, paon: true, street: true, locality: true, town: true, county: true, postcode: true, singleLine: true } as const;

const title = (value: string | null) => (value?.trim() ? toTitleCase(value.trim().replace(/\s+/g, " ").toUpperCase()) : null);

/**
 * The lines above the town, as Royal Mail writes them: "Flat 2, 6 Bradwell Road",
 * "105 Osborne Court, Osborne Avenue", "Apartment 2, Wessex Lodge, 16 The Beeches".
 */
export function formatMainText(row: AddressRow): string {
  const saon = title(row.saon);
  const paon = title(row.paon);
  const street = title(row.street);
  const endsInNumber = paon !== null && /(^|[ ,])\d+[A-Z]?(-\d+[A-Z]?)?$/.test(paon);
  const building = saon && paon && /^\d+[A-Z]?$/.test(saon) && !endsInNumber ? `${saon} ${paon}` : [saon, paon].filter(Boolean).join(", ");
  const lines = endsInNumber && street ? [saon, `${paon} ${street}`] : [building || null, street];
  const text = lines.filter((l): l is string => !!l).join(", ");
  return text || (row.singleLine.split(",")[0]?.trim() ?? row.singleLine);
}

/** "Gosforth, Newcastle upon Tyne, NE3 3LJ" */
export function formatSecondaryText(row: AddressRow): string {
  return [title(row.locality), title(row.town), row.postcode].filter((p): p is string => !!p).join(", ");
}

export function toSuggestion(row: AddressRow): AddressSuggestion {
  const mainText = formatMainText(row);
  const secondaryText = formatSecondaryText(row);
  return { placeId: row.uprn, description: secondaryText ? `${mainText}, ${secondaryText}` : mainText, structuredFormatting: { mainText, secondaryText } };
}

export function toAddressDetails(row: AddressRow): AddressDetails {
  const secondary = formatSecondaryText(row);
  return {
    formattedAddress: secondary ? `${formatMainText(row)}, ${secondary}` : row.singleLine,
    postcode: row.postcode ?? "",
    city: title(row.town),
    county: title(row.county),
    country: "United Kingdom",
    uprn: row.uprn,
  };
}
