/** One band of a Stamp Duty Land Tax table: the rate on the part of the price above `fromPounds` up to `toPounds`. */
export type SdltBand = { fromPounds: number; toPounds: number | null; ratePercent: number };

/**
 * Standard residential rates, exactly as the specification lists them (part 1 §9):
 * 0% to £250,000, 5% to £925,000 (cumulative £33,750), 10% to £1.5m (£91,250), 12% above.
 * Source: GOV.UK, "Stamp Duty Land Tax: residential property rates"
 * (https://www.gov.uk/stamp-duty-land-tax/residential-property-rates): these are the
 * rates for purchases from 23 September 2022 to 31 March 2025. From 1 April 2025 GOV.UK
 * lists 0% to £125,000 and 2% from £125,001 to £250,000; we keep the spec's table
 * (docs/decisions/013-stamp-duty-bands.md).
 */
export const STANDARD_BANDS: readonly SdltBand[] = [
  { fromPounds: 0, toPounds: 250_000, ratePercent: 0 },
  { fromPounds: 250_000, toPounds: 925_000, ratePercent: 5 },
  { fromPounds: 925_000, toPounds: 1_500_000, ratePercent: 10 },
  { fromPounds: 1_500_000, toPounds: null, ratePercent: 12 },
];

/**
 * Higher rates for additional dwellings (a second home, a buy-to-let bought by someone
 * who already owns a home): 5 percentage points on every band for completions on or
 * after 31 October 2024 (3 points before), and not charged on purchases under £40,000.
 * Source: GOV.UK, "Stamp Duty Land Tax: residential property rates" and "Higher rates
 * for additional dwellings" (https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property).
 */
export const HIGHER_RATES_SURCHARGE_PERCENT = 5;
export const HIGHER_RATES_MIN_PRICE = 40_000;

/**
 * First-time buyer relief for purchases from 1 April 2025: 0% up to £300,000, 5% from
 * £300,001 to £500,000; above £500,000 there is no relief and standard rates apply.
 * Source: GOV.UK, "Stamp Duty Land Tax: residential property rates", first-time buyers
 * (https://www.gov.uk/stamp-duty-land-tax/residential-property-rates).
 */
export const FIRST_TIME_BUYER_BANDS: readonly SdltBand[] = [
  { fromPounds: 0, toPounds: 300_000, ratePercent: 0 },
  { fromPounds: 300_000, toPounds: 500_000, ratePercent: 5 },
];
export const FIRST_TIME_BUYER_MAX_PRICE = 500_000;

/** What each set of rates is, for people reading the bands on the page. */
export const SDLT_BASIS_DESCRIPTIONS: Record<SdltBasis, string> = {
  standard: "Standard residential rates: HM Revenue & Customs' Stamp Duty Land Tax bands for purchases from 23 September 2022 to 31 March 2025 (GOV.UK). From 1 April 2025 the first £125,000 is tax-free and 2% is due up to £250,000, so a purchase now can pay up to £2,500 more.",
  "higher-rates": "Higher rates for additional dwellings: 5 percentage points on every band (purchases from 31 October 2024).",
  "first-time-buyer-relief": "First-time buyer relief (purchases from 1 April 2025): nothing up to £300,000, 5% up to £500,000.",
};

export const SDLT_SOURCE = {
  title: "GOV.UK: Stamp Duty Land Tax residential property rates",
  url: "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates",
} as const;

export const BUYER_TYPES = ["standard", "additional", "first-time"] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

/** Which rates were applied: a buyer type does not always get its own rates (see notes). */
export type SdltBasis = "standard" | "higher-rates" | "first-time-buyer-relief";

export type SdltBandCharge = SdltBand & { taxablePounds: number; taxPounds: number };

export type SdltResult = {
  /** Tax due in whole pounds (HMRC rounds the tax down to the pound). */
  stampDutyPounds: number;
  basis: SdltBasis;
  /** Every band of the rates used (including those the price does not reach). */
  rates: readonly SdltBand[];
  /** The bands applied to this price, with the slice of the price and the tax in each. */
  bands: SdltBandCharge[];
  /** Why the buyer type's own rates did not apply, when they did not. */
  note?: string;
};

function addSurcharge(bands: readonly SdltBand[]): SdltBand[] {
  return bands.map((band) => ({ ...band, ratePercent: band.ratePercent + HIGHER_RATES_SURCHARGE_PERCENT }));
}

export function selectSdltBands(pricePounds: number, buyerType: BuyerType): { basis: SdltBasis; bands: readonly SdltBand[]; note?: string } {
  if (buyerType === "first-time") {
    if (pricePounds <= FIRST_TIME_BUYER_MAX_PRICE) return { basis: "first-time-buyer-relief", bands: FIRST_TIME_BUYER_BANDS };
    return { basis: "standard", bands: STANDARD_BANDS, note: "First-time buyer relief applies only up to £500,000, so standard rates apply." };
  }
  if (buyerType === "additional") {
    if (pricePounds >= HIGHER_RATES_MIN_PRICE) return { basis: "higher-rates", bands: addSurcharge(STANDARD_BANDS) };
    return { basis: "standard", bands: STANDARD_BANDS, note: "The higher rates for additional dwellings do not apply below £40,000, so standard rates apply." };
  }
  return { basis: "standard", bands: STANDARD_BANDS };
}

/** Stamp Duty Land Tax on a residential purchase in England or Northern Ireland. */
export function calculateSdlt(pricePounds: number, buyerType: BuyerType = "standard"): SdltResult {
  // Whole pounds and whole-percent rates keep the sum exact: tax in pence = slice × rate.
  const price = Math.max(0, Math.floor(pricePounds));
  const { basis, bands, note } = selectSdltBands(price, buyerType);
  let totalPence = 0;
  const charges: SdltBandCharge[] = [];
  for (const band of bands) {
    if (price <= band.fromPounds) break;
    const top = band.toPounds === null ? price : Math.min(price, band.toPounds);
    const taxablePounds = top - band.fromPounds;
    const taxPence = taxablePounds * band.ratePercent;
    totalPence += taxPence;
    charges.push({ ...band, taxablePounds, taxPounds: taxPence / 100 });
  }
  return { stampDutyPounds: Math.floor(totalPence / 100), basis, rates: bands, bands: charges, ...(note ? { note } : {}) };
}
