import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { PROPERTY_TYPES, type PropertyType } from "@/lib/valuation/property-types";
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, SQFT_LIMITS, valuationRequestSchema, type ValuationRequest } from "@/lib/valuation/schemas";

/** The valuation's inputs as the form holds them (text), plus the chosen address's line. */
export type ValuationInputs = {
  postcode: string;
  propertyType?: PropertyType;
  bedrooms: string;
  bathrooms: string;
  sqft: string;
  uprn: string;
  address: string;
};

export const EMPTY_VALUATION_INPUTS: ValuationInputs = { postcode: "", bedrooms: "", bathrooms: "", sqft: "", uprn: "", address: "" };

const whole = (raw: string | null, ok: (n: number) => boolean) => (raw !== null && /^\d{1,6}$/.test(raw) && ok(Number(raw)) ? String(Number(raw)) : "");

/**
 * A valuation's inputs from a page URL (?postcode=NE3 3LJ&propertyType=flat&bedrooms=2…),
 * each checked on its own against the form's rules: one the form would not accept is left
 * empty (its default), never a crash. `request` is the valuation to run, when the inputs
 * make one (a postcode and a type); otherwise the form is only filled in.
 */
export function readValuationUrl(query: URLSearchParams): { inputs: ValuationInputs; request: ValuationRequest | null } {
  const postcode = query.get("postcode") ?? "";
  const type = query.get("propertyType");
  const uprn = query.get("uprn") ?? "";
  const address = query.get("address")?.trim() ?? "";
  // The chosen address goes with its UPRN: neither means anything without the other.
  const chosen = /^\d{1,12}$/.test(uprn) && address !== "" && address.length <= 200;
  const inputs: ValuationInputs = {
    postcode: (postcode.length <= 16 && normalisePostcode(postcode)) || "",
    propertyType: PROPERTY_TYPES.find((t) => t === type),
    bedrooms: whole(query.get("bedrooms"), (n) => BEDROOM_OPTIONS.some((b) => b === n)),
    bathrooms: whole(query.get("bathrooms"), (n) => BATHROOM_OPTIONS.some((b) => b === n)),
    sqft: whole(query.get("sqft"), (n) => n >= SQFT_LIMITS.min && n <= SQFT_LIMITS.max),
    uprn: chosen ? uprn : "",
    address: chosen ? address : "",
  };
  const parsed = valuationRequestSchema.safeParse({ ...inputs, address: undefined });
  return { inputs, request: parsed.success ? parsed.data : null };
}

/** The query string of a valuation: only the inputs given. */
export function writeValuationUrl({ inputs }: { inputs: ValuationInputs }): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
}

/** The inputs of a submitted valuation, as the URL keeps them. */
export function toValuationInputs(request: ValuationRequest, address: string | undefined): ValuationInputs {
  const text = (n: number | undefined) => (n === undefined ? "" : String(n));
  return {
    postcode: request.postcode,
    propertyType: request.propertyType,
    bedrooms: text(request.bedrooms),
    bathrooms: text(request.bathrooms),
    sqft: text(request.sqft),
    uprn: request.uprn && address ? request.uprn : "",
    address: request.uprn && address ? address : "",
  };
}
