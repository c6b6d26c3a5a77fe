// Shapes shared by the demo builders: the real inputs read from the database and the
// per-address plan every synthetic layer is generated from.
import type { PpdType } from "@/lib/property/ppd-types";

export type RealSale = {
  transactionId: string;
  price: number;
  date: Date;
  postcode: string | null;
  propertyType: string;
  newBuild: boolean;
  tenure: string;
  paon: string | null;
  saon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  uprn: string | null;
  /** Price Paid category: A standard price paid, B additional (repossessions, buy-to-let, …). */
  category: string;
};

export type AddressParts = {
  saon: string | null;
  paon: string | null;
  street: string | null;
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
  postcode: string;
};

/** One distinct Price Paid address and its sales, oldest first. */
export type AddressGroup = {
  key: string;
  parts: AddressParts;
  sales: RealSale[];
};

export type Region = "north-east" | "north-west" | "midlands";

/** Price Paid property type (lib/property/ppd-types). */
export type SaleType = PpdType;

export type EpcPropertyType = "House" | "Flat" | "Bungalow" | "Maisonette";

export type FormattedAddress = {
  /** "Flat 2, 27 Bradwell Road, Gosforth, Newcastle upon Tyne, NE3 3LJ" */
  singleLine: string;
  /** The single line without the postcode, as a listing shows it. */
  shortLine: string;
  /** "Flat 2, 27 Bradwell Road": the lines above the locality. */
  streetLine: string;
  streetParts: string[];
  locality: string | null;
  town: string | null;
  district: string | null;
  county: string | null;
};

export type PropertyProfile = {
  saleType: SaleType;
  /** null for Price Paid type O (non-residential): no EPC and no listing. */
  epcPropertyType: EpcPropertyType | null;
  builtForm: string | null;
  /** Listing vocabulary from the valuation form: detached, semi-detached, terraced, flat, maisonette, bungalow. */
  listingType: string | null;
  floorAreaM2: number;
  bedrooms: number;
  bathrooms: number;
  constructionAgeBand: string;
  /** Earliest year of the construction age band, used to shade the energy rating. */
  builtFrom: number;
  /**
   * Value at asOf, integer pounds: the local real median price of its type scaled by its
   * size (profile-property), else its last real sale grown by the regional index.
   */
  marketValue: number;
  /** Market rent consistent with marketValue, integer pounds per month. */
  monthlyRent: number;
  marketStatus: "for_sale" | "to_let" | null;
};

/** A real Price Paid address, with everything the layers derive from. */
export type DemoProperty = {
  key: string;
  uprn: string;
  parts: AddressParts;
  address: FormattedAddress;
  outcode: string;
  region: Region;
  /** null when not even the postcode's outward code has a known point. */
  latitude: number | null;
  longitude: number | null;
  /** The point is the sector's or outward code's, the postcode having no centroid of its own. */
  locationApproximate: boolean;
  sales: RealSale[];
  /** The latest real sale (what the Land Registry would show as the last price paid). */
  lastSale: RealSale;
  profile: PropertyProfile;
};
