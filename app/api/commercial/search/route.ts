import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { commercialSearchQuerySchema } from "@/lib/commercial-search/schemas";
import { searchCommercial } from "@/lib/commercial-search/search-commercial.server";

// Issue 14: non-residential sales and non-domestic EPCs near a postcode, sorted and paged.
export const GET = route({ query: commercialSearchQuerySchema }, ({ query }) => searchCommercial(getDb(), query));
