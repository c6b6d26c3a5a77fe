import type { Prisma } from "@/lib/generated/sqlite/client";
import { formatSaleAddress } from "./format-sale-address";
import { describePpdType, isResidentialSale } from "./ppd-types";
import type { Property } from "./schemas";
import { squareMetresToFeet } from "./units";

/** The Sale columns a property is made from. */
export const saleForPropertySelect = {
  transactionId: true, price: true, date: true, postcode: true, propertyType: true, paon: true, saon: true,
  street: true, locality: true, town: true, uprn: true, source: true, period: true, category: true,
} as const satisfies Prisma.SaleSelect;
export type SaleForProperty = Prisma.SaleGetPayload<{ select: typeof saleForPropertySelect }>;

type SourceRef = { source: string; period: string };
/** Where a sale's point, floor area and UPRN come from; the floor area's and UPRN's sources are labelled on screen. */
export type Extras = { latitude: number | null; longitude: number | null; floorAreaM2?: number | null; floorAreaSource?: SourceRef; uprnSource?: SourceRef };

const sourceOf = ({ source, period }: SourceRef): SourceRef => ({ source, period });

export function saleToProperty(sale: SaleForProperty, extras: Extras): Property {
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
    nonResidential: !isResidentialSale(sale),
    figureSources: {
      ...(extras.floorAreaM2 != null && extras.floorAreaSource ? { sqft: sourceOf(extras.floorAreaSource) } : {}),
      ...(sale.uprn && extras.uprnSource ? { uprn: sourceOf(extras.uprnSource) } : {}),
    },
  };
}

/** The Listing columns a property is made from. */
export const listingForPropertySelect = {
  id: true, uprn: true, address: true, postcode: true, status: true, listingDate: true, price: true, bedrooms: true, bathrooms: true,
  floorAreaSqft: true, propertyType: true, latitude: true, longitude: true, source: true, period: true,
} as const satisfies Prisma.ListingSelect;
export type ListingForProperty = Prisma.ListingGetPayload<{ select: typeof listingForPropertySelect }>;

/** "semi-detached" → "Semi-Detached", so listings and sales share one vocabulary. */
export function labelPropertyType(type: string | null): string | null {
  if (!type) return null;
  return type.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function listingToProperty(listing: ListingForProperty): Property {
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
