import { z } from "zod";
import { postcodeInputSchema } from "@/lib/postcode/schemas";
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from "@/lib/search/search-input";

export const COMMERCIAL_PAGE_SIZE = 50;
export const COMMERCIAL_SORTS = ["date", "price", "floorArea", "pricePerSqm", "rating"] as const;
export type CommercialSort = (typeof COMMERCIAL_SORTS)[number];

/** GET /api/commercial/search?postcode=&radius=&sort=&direction=&page= */
export const commercialSearchQuerySchema = z.object({
  postcode: postcodeInputSchema,
  radius: z.enum(RADIUS_OPTIONS, { error: "Radius must be one of 0.5, 1, 2, 5 or 10 miles." }).default(DEFAULT_RADIUS),
  sort: z.enum(COMMERCIAL_SORTS, { error: "Sort must be one of date, price, floorArea, pricePerSqm or rating." }).default("date"),
  direction: z.enum(["asc", "desc"], { error: "Direction must be asc or desc." }).default("desc"),
  page: z.coerce
    .number({ error: "Page must be a whole number from 1." })
    .int("Page must be a whole number from 1.")
    .min(1, "Page must be a whole number from 1.")
    .max(10_000, "Page must be at most 10,000.")
    .default(1),
});
export type CommercialSearchQuery = z.input<typeof commercialSearchQuerySchema>;
export type CommercialSearchInput = z.output<typeof commercialSearchQuerySchema>;

/** One row: a non-residential sale (Price Paid) or a non-domestic EPC, labelled by its source. */
export type CommercialRecord = {
  kind: "sale" | "epc";
  /** The sale's transaction id or the certificate's LMK key. */
  id: string;
  address: string;
  postcode: string | null;
  uprn: string | null;
  /** The sale's or the lodgement's date, YYYY-MM-DD. */
  date: string | null;
  /** Price Paid type and category for a sale ("Other, category B"), the EPC's building use for a certificate. */
  propertyType: string | null;
  price: number | null;
  /** m²: the certificate's, or for a sale the floor area of a certificate matched to it. */
  floorArea: number | null;
  /** Price ÷ floor area, whole pounds: only for a sale with a matched certificate. */
  pricePerSqm: number | null;
  /** EPC asset rating band and score ("C 62"); a sale shows its matched certificate's. */
  rating: string | null;
  source: string;
  /** Where the map draws it: the UPRN's own point, else its postcode's centroid (then approximate). */
  latitude: number | null;
  longitude: number | null;
  locationApproximate: boolean;
};

export type CommercialSearchResponse = {
  area: string;
  radiusMiles: number | null;
  counts: { sales: number; certificates: number; total: number; salesWithArea: number };
  page: number;
  pageSize: number;
  pages: number;
  sort: CommercialSort;
  direction: "asc" | "desc";
  records: CommercialRecord[];
  notes: string[];
};
