import "server-only";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors/app-error";
import { normalisePostcode } from "@/lib/postcode/normalise-postcode";
import { getValuation } from "@/lib/valuation/get-valuation.server";
import { chooseValuationType } from "./choose-valuation-type";
import type { PropertyFacts, ValuationOutcome } from "./types";

/**
 * The home's value through the valuation's own server function, with its range and
 * comparables. Only real records choose its inputs (type, bedrooms): a home our data
 * cannot value is reported without a value, with the reason, never with a made-up one.
 */
export async function valueProperty(db: Db, facts: PropertyFacts): Promise<ValuationOutcome> {
  const postcode = facts.address?.postcode ? normalisePostcode(facts.address.postcode) : null;
  if (!postcode) return { valuation: null, note: "Not valued: the home has no postcode in our data." };
  const propertyType = chooseValuationType(facts);
  if (!propertyType) return { valuation: null, note: "Not valued: no HM Land Registry sale or real EPC records the home's type." };
  const bedrooms = facts.listing && facts.listing.source !== "demo" ? (facts.listing.bedrooms ?? undefined) : undefined;
  try {
    return { valuation: await getValuation(db, { postcode, propertyType, bedrooms, uprn: facts.uprn }), note: null };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { valuation: null, note: `Not valued: ${error.message}.`.replace(/\.\.$/, ".") };
    throw error;
  }
}
