// Pure view rules of the portfolio screen (spec part 2 §2.4, §4, §5, §9).

/** Spec §5: incomplete when the postcode is empty or the address is under 10 characters. */
export const SHORT_ADDRESS_LENGTH = 10;
export function isAddressIncomplete(address: string | null | undefined, postcode: string | null | undefined): boolean {
  return !postcode?.trim() || (address ?? "").trim().length < SHORT_ADDRESS_LENGTH;
}

/** A maps search for "address, postcode", opened in a new tab; Street View asks for the street-level layer. */
export function buildMapsUrl(address: string, postcode: string, view: "map" | "street"): string {
  const query = encodeURIComponent(`${address.trim()}, ${postcode.trim()}`);
  return view === "map" ? `https://www.google.com/maps/search/?api=1&query=${query}` : `https://www.google.com/maps/search/?api=1&query=${query}&layer=c`;
}

/** Spec §9 limits. */
export const CHARGES_SHOWN = 20;
export const NEEDING_SEARCH_SHOWN = 10;
export const BULK_VALIDATE_LIMIT = 50;
export const FUZZY_LIMIT = 500;
export const CHARGED_ADDRESS_MIN = 5;

type Uncorrected = { id: string; address: string; fullAddress: string | null; addressCorrected: boolean };

/** Bulk validation (spec §5): charged properties not yet corrected, at most 50. */
export function pickAddressesToValidate(rows: readonly Uncorrected[]): { id: string; originalAddress: string }[] {
  return rows
    .filter((row) => !row.addressCorrected)
    .slice(0, BULK_VALIDATE_LIMIT)
    .map((row) => ({ id: row.id, originalAddress: row.fullAddress?.trim() || row.address }));
}

/** Fuzzy search (spec §5): uncorrected ones whose full address is over 3 characters, at most 500. */
export function pickFuzzyCandidates(rows: readonly Uncorrected[]): string[] {
  return rows
    .filter((row) => !row.addressCorrected && (row.fullAddress?.trim() || row.address.trim()).length > 3)
    .slice(0, FUZZY_LIMIT)
    .map((row) => row.id);
}

/** Spec §4: only results with changes that are not ERROR can be chosen. */
export function isSelectableCorrection(result: { confidence: string; hasChanges: boolean }): boolean {
  return result.hasChanges && result.confidence !== "ERROR";
}

/** Spec §2.4 last sale price cell without a price. */
export function describeMissingSalePrice(addressCorrected: boolean): string {
  return addressCorrected ? "Searching..." : "Address correction needed";
}

/**
 * The proprietor cell of a row with no owner shown: 'Not Found' only when a search ran and
 * found no title; a row never searched (or cleared by a correction) shows the sale cell's
 * state instead, since nothing was looked for yet. null when an owner is known.
 */
export function describeMissingOwner(row: { currentProprietor: string | null; addressCorrected: boolean }): string | null {
  if (row.currentProprietor === NOT_FOUND) return NOT_FOUND;
  return row.currentProprietor ? null : describeMissingSalePrice(row.addressCorrected);
}
const NOT_FOUND = "Not Found";

/** '+N more sales' when the sale count is above 1, else null. */
export function describeMoreSales(saleCount: number | null | undefined): string | null {
  return saleCount && saleCount > 1 ? `+${saleCount - 1} more sales` : null;
}

/** A Market Rent valuation's figure is a rent, not a property value (issue 12). */
export function isRentValuation(valuationType: string | null | undefined, valuationBasis?: string | null): boolean {
  return /rent/i.test(valuationType ?? "") || /market rent/i.test(valuationBasis ?? "");
}

/** The file name the PDF is saved as when the server names none: property-report-{title}-{date}.pdf. */
export function buildReportFileName(titleNumber: string, asOf: Date): string {
  return `property-report-${titleNumber}-${asOf.toISOString().slice(0, 10)}.pdf`;
}

/** An image of the provider's list: a url object or a plain string (spec §3). */
export function readImageUrl(image: string | { url?: unknown } | null | undefined): string | null {
  if (typeof image === "string") return image.trim() || null;
  return typeof image?.url === "string" && image.url.trim() ? image.url : null;
}
