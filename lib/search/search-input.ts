// Search input rules as plain values, shared by the forms (no zod in the page bundle) and
// by the zod schemas of the handlers (schemas.ts). The postcode, UPRN and address rules
// are the shared vocabulary's: lib/postcode and lib/property.

// Spec §9: radius options in miles; default 1.
export const RADIUS_OPTIONS = ["0.5", "1", "2", "5", "10"] as const;
export const DEFAULT_RADIUS = "1";

// The orders the results offer (the sort select): by date, price or floor area, either way.
export const SEARCH_SORT_KEYS = ["date", "price", "size"] as const;
export const SEARCH_SORT_ORDERS = ["desc", "asc"] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];
export type SearchSortOrder = (typeof SEARCH_SORT_ORDERS)[number];
