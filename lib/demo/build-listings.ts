import { squareMetresToFeet } from "@/lib/property/units";
import type { ListingRow } from "./demo-rows";
import { DEMO_SOURCE } from "./demo-constants";
import { addDays } from "./demo-dates";
import { growPrice } from "./grow-price";
import { createRandom } from "./seeded-random";
import type { DemoProperty } from "./demo-types";

// Listings in the demo were all placed within this many days before asOf.
const LISTING_WINDOW_DAYS = 120;
const ASKING_PRICE_NOISE = 0.08;

/** Asking prices sit on the round steps agents use: £2,500 under £300k, £5,000 under £1m. */
export function roundAskingPrice(value: number): number {
  const step = value < 300_000 ? 2_500 : value < 1_000_000 ? 5_000 : 25_000;
  return Math.max(step, Math.round(value / step) * step);
}

export function buildListings(properties: readonly DemoProperty[], asOf: Date, period: string): ListingRow[] {
  const rows: ListingRow[] = [];
  for (const property of properties) {
    const { marketStatus, marketValue, monthlyRent } = property.profile;
    if (!marketStatus) continue;
    const random = createRandom(`listing:${property.key}`);
    const daysOnMarket = random.integer(0, LISTING_WINDOW_DAYS - 1);
    const listingDate = addDays(asOf, -daysOnMarket);
    // The value at asOf (local real price level of the type, scaled by size) moved back along
    // the regional index to the day it was listed.
    const valueWhenListed = growPrice(marketValue, asOf, property.region, listingDate);
    const askingPrice = roundAskingPrice(valueWhenListed * (1 + random.between(-ASKING_PRICE_NOISE, ASKING_PRICE_NOISE)));
    rows.push({
      id: `demo-${marketStatus}-${property.uprn}`,
      uprn: property.uprn,
      address: property.address.shortLine,
      postcode: property.parts.postcode,
      outcode: property.outcode,
      status: marketStatus,
      listingDate,
      price: marketStatus === "for_sale" ? askingPrice : monthlyRent,
      bedrooms: property.profile.bedrooms,
      bathrooms: property.profile.bathrooms,
      floorAreaSqft: squareMetresToFeet(property.profile.floorAreaM2),
      propertyType: property.profile.listingType,
      latitude: property.latitude,
      longitude: property.longitude,
      daysOnMarket,
      source: DEMO_SOURCE,
      period,
    });
  }
  return rows;
}
