import { getRatingForEfficiency } from "@/lib/demo/energy-rating";
import { getExpiryDate } from "@/lib/epc/get-expiry-date";
import { isExpired } from "@/lib/epc/is-expired";
import type { EpcRow } from "@/lib/epc/schemas";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { toIsoDate } from "./to-iso-date";
import type { VendorCertificate, VendorSummary } from "./vendor-schemas";

// RdSAP's codes, which the service's certificate documents carry in place of the words
// the bulk export writes (RdSAP 10 specification, tables S1 and S2).
const PROPERTY_TYPES: Record<string, string> = { "0": "House", "1": "Bungalow", "2": "Flat", "3": "Maisonette", "4": "Park home" };
const BUILT_FORMS: Record<string, string> = {
  "1": "Detached",
  "2": "Semi-Detached",
  "3": "End-Terrace",
  "4": "Mid-Terrace",
  "5": "Enclosed End-Terrace",
  "6": "Enclosed Mid-Terrace",
};

function readText(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

function readNumber(value: unknown): number | null {
  const text = readText(value);
  if (text === null) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function readDate(value: unknown): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(readText(value) ?? "");
  if (!match) return null;
  const date = new Date(`${match[1]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function readCoded(value: unknown, codes: Record<string, string>): string | null {
  const text = readText(value);
  return text === null ? null : (codes[text] ?? text);
}

function readDescription(value: unknown): string | null {
  if (Array.isArray(value)) {
    const parts = value.map(readDescription).filter((part): part is string => part !== null);
    return parts.length ? [...new Set(parts)].join("; ") : null;
  }
  if (value && typeof value === "object" && "description" in value) return readText(value.description);
  return readText(value);
}

function readRating(band: unknown, score: number | null): string | null {
  const letter = readText(band)?.toUpperCase() ?? null;
  if (letter) return letter;
  return score !== null && score >= 1 ? getRatingForEfficiency(score) : null;
}

/**
 * One row from the service's search summary and, when it could be fetched, the full
 * certificate: the summary says who and when, the certificate the figures. Vendor field
 * names stop here.
 */
export function toLiveEpcRow(summary: VendorSummary, certificate: VendorCertificate | null, asOf: Date): EpcRow {
  const lodgement = readDate(summary.registrationDate) ?? readDate(certificate?.["registration_date"]);
  const current = readNumber(certificate?.["energy_rating_current"]);
  const potential = readNumber(certificate?.["energy_rating_potential"]);
  const expiry = lodgement ? getExpiryDate(lodgement) : null;
  const address2 = [summary.addressLine2, summary.addressLine3, summary.addressLine4].map(readText).filter(Boolean).join(", ");
  const postcode = readText(summary.postcode) ?? "";
  return {
    certificate_number: summary.certificateNumber,
    address1: readText(summary.addressLine1) ?? "",
    address2: address2 || undefined,
    posttown: readText(summary.postTown),
    postcode: normalisePostcode(postcode) ?? postcode,
    current_energy_rating: readRating(summary.currentEnergyEfficiencyBand ?? certificate?.["current_energy_efficiency_band"], current),
    current_energy_efficiency: current,
    potential_energy_rating: readRating(certificate?.["potential_energy_efficiency_band"], potential),
    potential_energy_efficiency: potential,
    inspection_date: toIsoDate(readDate(certificate?.["inspection_date"])),
    lodgement_date: toIsoDate(lodgement),
    property_type: readCoded(certificate?.["property_type"], PROPERTY_TYPES),
    built_form: readCoded(certificate?.["built_form"], BUILT_FORMS),
    total_floor_area: readNumber(certificate?.["total_floor_area"]),
    environment_impact_current: readNumber(certificate?.["environmental_impact_current"]),
    main_heating_controls: readDescription(certificate?.["main_heating_controls"]),
    mainheat_description: readDescription(certificate?.["main_heating"]),
    hot_water_description: readDescription(certificate?.["hot_water"]) ?? readText(certificate?.["hot_water_description"]),
    uprn: readText(summary.uprn),
    date_of_expiry: toIsoDate(expiry),
    expired: isExpired(expiry, asOf),
    source: "epc-live",
  };
}
