import type { LatLng } from "@/lib/geo/convert-bng-to-wgs84";
import type { ResidentialPpdType } from "@/lib/property/ppd-types";

/** A Price Paid sale as evidence: where (postcode centroid), what, when and for how much. */
export type EvidenceSale = {
  id: string;
  /** Integer pounds. */
  price: number;
  date: Date;
  postcode: string;
  /** "NE3 3" */
  sector: string;
  /** "NE3" */
  outcode: string;
  /** Price Paid type: D, S, T, F or O. */
  propertyType: string;
  /** Price Paid category: A standard, B additional (repossessions, buy-to-let, transfers to companies). */
  category: string;
  /** Price Paid tenure: F freehold, L leasehold. */
  tenure: string;
  street: string | null;
  /** The leading number of the house (PAON), when it has one: near numbers on a street are alike. */
  houseNumber: number | null;
  /** Identifies the home: its UPRN, or its normalised address when it has none. */
  propertyKey: string;
  /** Display address, title case, without the postcode. */
  address: string;
  location: LatLng | null;
  uprn: string | null;
};

/** The home being valued. */
export type Subject = {
  postcode: string;
  sector: string;
  outcode: string;
  /** The postcode centroid; null when the postcode directory has none. */
  location: LatLng | null;
  ppdTypes: readonly ResidentialPpdType[];
  /** Upper-case street name, when the address is known. */
  street: string | null;
  houseNumber: number | null;
  /** When the address is known: its sales are its history, not comparables. */
  propertyKey: string | null;
  /** Floor area in square feet, when known (from the form or an EPC). */
  floorAreaSqft: number | null;
  /** F or L, when known: the home's own latest recorded sale's, else that of every sale of its kind in its unit postcode. */
  tenure: string | null;
};

/** How far the search for comparables had to go. */
export type SearchRing = { kind: "radius"; miles: number } | { kind: "postcode" | "sector" | "outcode" | "area" };
