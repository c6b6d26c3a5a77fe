import type { SearchSortKey, SearchSortOrder } from "@/lib/search/search-input";

/**
 * How each direction reads for each key, as the order select shows it. The server sorts
 * (lib/search/list-search-page.server.ts): by price, capital values (sold and for sale)
 * come first and monthly rents after them, each in the direction asked for.
 */
export const SORT_DIRECTION_LABELS: Record<SearchSortKey, Record<SearchSortOrder, string>> = {
  price: { desc: "Highest first", asc: "Lowest first" },
  date: { desc: "Newest first", asc: "Oldest first" },
  size: { desc: "Largest first", asc: "Smallest first" },
};
