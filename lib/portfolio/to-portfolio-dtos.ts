import type { AssetTraceEntry, Charge, ChargedProperty, PortfolioProperty, Valuation } from "@/lib/generated/sqlite/client";

// The §3 field names, exactly: the screen (components/portfolio) reads these.
const isoDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function toPropertyDto(row: PortfolioProperty) {
  return {
    id: row.id,
    titleNumber: row.titleNumber,
    address: row.address,
    city: row.city,
    county: row.county,
    postcode: row.postcode,
    tenure: row.tenure,
    classification: row.classification,
    uprn: row.uprn,
    ownerName: row.ownerName,
  };
}

export function toValuationDto(row: Valuation) {
  return {
    id: row.id,
    titleNumber: row.titleNumber,
    address: row.address,
    uprn: row.uprn,
    currentValue: row.currentValue,
    rcaValue: row.rcaValue,
    previousValue: row.previousValue,
    valuationType: row.valuationType,
    valuationBasis: row.valuationBasis,
    valuationDate: isoDay(row.valuationDate),
    notes: row.notes,
  };
}

export function toChargeDto(row: Charge) {
  return {
    id: row.id,
    titleNumber: row.titleNumber,
    dateRegistered: isoDay(row.dateRegistered),
    status: row.status,
    lender: row.lender,
    amountSecured: row.amountSecured,
    chargeType: row.chargeType,
    details: row.details,
  };
}

export function toAssetTraceDto(row: AssetTraceEntry) {
  return { date: isoDay(row.date), event: row.event, value: row.value, notes: row.notes };
}

export function toChargedPropertyDto(row: ChargedProperty) {
  return {
    id: row.id,
    address: row.address,
    fullAddress: row.fullAddress,
    city: row.city,
    county: row.county,
    postcode: row.postcode,
    lender: row.lender,
    amountSecured: row.amountSecured,
    chargeType: row.chargeType,
    status: row.status,
    details: row.details,
    addressCorrected: row.addressCorrected,
    currentProprietor: row.currentProprietor,
    proprietorType: row.proprietorType,
    titleNumber: row.titleNumber,
    lastSaleDate: isoDay(row.lastSaleDate),
    lastSalePrice: row.lastSalePrice,
    pricePaidData: { saleCount: row.saleCount, propertyType: row.salePropertyType },
  };
}

export type PropertyDto = ReturnType<typeof toPropertyDto>;
export type ValuationDto = ReturnType<typeof toValuationDto>;
export type ChargeDto = ReturnType<typeof toChargeDto>;
export type ChargedPropertyDto = ReturnType<typeof toChargedPropertyDto>;
