import type { VendorProperty } from "./types";
import type { VendorPropertyAnswer } from "./vendor-schemas";

const TENURE_CODES: Record<string, string> = { freehold: "F", leasehold: "L" };

/** Declared figures first; the vendor's predictions only where nothing is declared. */
const firstOf = <T>(...values: (T | null | undefined)[]): T | null => values.find((v) => v !== null && v !== undefined) ?? null;
const asText = (value: string | number | null | undefined) => (value === null || value === undefined || value === "" ? null : String(value));
const anyOf = (values: unknown[]) => values.some((v) => v !== null);

/**
 * The vendor's answer in our shape. Provenance is the vendor's name and the day it answered
 * (its figures carry no period of their own). What it leaves out stays null, never guessed.
 */
export function toVendorProperty(answer: VendorPropertyAnswer, { source, asOf, uprn }: { source: string; asOf: Date; uprn: string | null }): VendorProperty {
  const period = asOf.toISOString().slice(0, 10);
  const from = { source, period };
  const attributes = answer.property?.attributes;
  const indoor = attributes?.indoor;
  const energy = answer.property?.bills?.energy;
  const sale = answer.property?.value?.sale;
  const ownership = answer.property?.ownership;
  const status = answer.plus?.property?.attributes?.status;
  const id = asText(answer.id) ?? uprn ?? "";

  const epc = {
    propertyType: firstOf(status?.property_type, attributes?.property_type_predicted),
    builtForm: null,
    constructionAgeBand: asText(firstOf(attributes?.status?.date_of_construction_declared_only, attributes?.status?.date_of_construction_declared_and_predicted)),
    totalFloorArea: firstOf(indoor?.floor_area_declared_only, indoor?.floor_area_declared_and_predicted, indoor?.floor_area),
    numberHabitableRooms: null,
    currentEnergyRating: firstOf(energy?.current_energy_rating_declared_only, energy?.current_energy_rating_declared_and_predicted),
    potentialEnergyRating: firstOf(energy?.potential_energy_rating_declared_only, energy?.potential_energy_rating_declared_and_predicted),
    mainheatDescription: null,
    hotWaterDescription: null,
    lodgementDate: null,
  };
  const rooms = {
    bedrooms: firstOf(indoor?.bedrooms_declared_only, indoor?.bedrooms_declared_and_predicted),
    bathrooms: firstOf(indoor?.bathrooms_declared_only, indoor?.bathrooms_declared_and_predicted),
  };
  const tenure = ownership?.lease_type ? (TENURE_CODES[ownership.lease_type.toLowerCase()] ?? "") : "";
  const saleDate = sale?.last_transaction_date ? new Date(sale.last_transaction_date) : null;
  const range = sale?.property_value_range;
  const classification = attributes?.classification ?? null;

  return {
    facts: {
      uprn: id,
      address: status?.address ? { ...from, singleLine: status.address, postcode: status.postcode ?? null, latitude: null, longitude: null, locationApproximate: true } : null,
      // The vendor gives no Price Paid type code: the type comes from its attributes (epc.propertyType).
      lastSale: sale?.last_transaction_price != null && saleDate && !Number.isNaN(saleDate.getTime()) ? { ...from, price: sale.last_transaction_price, date: saleDate, propertyType: "", tenure, newBuild: null } : null,
      epc: anyOf(Object.values(epc)) ? { ...from, ...epc } : null,
      listing: anyOf(Object.values(rooms)) ? { ...from, ...rooms, listingDate: null } : null,
      building: null,
    },
    exactMatch: answer.exact_match ?? null,
    residential: classification === null ? null : /resid/i.test(classification),
    valuation:
      sale?.property_value != null || answer.property?.value?.rental?.rental_value_pcm != null
        ? {
            ...from,
            estimatedValue: sale?.property_value ?? null,
            valueRange: range && range.length === 2 ? [range[0] as number, range[1] as number] : null,
            confidence: asText(sale?.property_value_confidence),
            rentalEstimate: answer.property?.value?.rental?.rental_value_pcm ?? null,
          }
        : null,
    ownership: ownership
      ? { ...from, tenure: ownership.lease_type ?? null, companyOwned: ownership.company_ownership ?? null, overseasOwned: ownership.overseas_ownership ?? null, occupancyStatus: ownership.occupancy_status ?? null }
      : null,
    surroundings: answer.surroundings ?? null,
  };
}
