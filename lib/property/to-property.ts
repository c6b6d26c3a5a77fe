import { formatSaleAddress } from "./format-sale-address";
import { describePpdType } from "./ppd-types";
import type { Property } from "./schemas";
import { squareMetresToFeet } from "./units";

type SaleRow = {
  transactionId: string;
  price: number;
  date: Date;
  postcode: string | null;
  propertyType: string;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  uprn: string | null;
  source: string;
  period: string;
};

export type Extras = { latitude: number | null; longitude: number | null; floorAreaM2?: number | null };

export function saleToProperty(sale: SaleRow, extras: Extras): Property {
  return {
    id: `sale-${sale.transactionId.replace(/[{}]/g, "")}`,
    address: formatSaleAddress(sale),
    postcode: sale.postcode,
    uprn: sale.uprn,
    price: String(sale.price),
    status: "sold",
    bedrooms: null,
    bathrooms: null,
    sqft: squareMetresToFeet(extras.floorAreaM2),
    propertyType: describePpdType(sale.propertyType),
    saleDate: sale.date.toISOString(),
    listingDate: null,
    latitude: extras.latitude,
    longitude: extras.longitude,
    source: sale.source,
    period: sale.period,
  };
}

type ListingRow = {
  id: string;
  uprn: string | null;
  address: string;
  postcode: string;
  status: string;
  listingDate: Date;
  price: number;
  bedrooms: number | null;
  bathrooms: number | null;
  floorAreaSqft: number | null;
  propertyType: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  period: string;
};

/** "semi-detached" → "Semi-Detached", so listings and sales share one vocabulary. */
export function labelPropertyType(type: string | null): string | null {
  if (!type) return null;
  return type.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function listingToProperty(listing: ListingRow): Property {
  return {
    id: `listing-${listing.id}`,
    address: listing.address,
    postcode: listing.postcode,
    uprn: listing.uprn,
    price: String(listing.price),
    status: listing.status,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    sqft: listing.floorAreaSqft,
    propertyType: labelPropertyType(listing.propertyType),
    saleDate: null,
    listingDate: listing.listingDate.toISOString(),
    latitude: listing.latitude,
    longitude: listing.longitude,
    source: listing.source,
    period: listing.period,
  };
}
