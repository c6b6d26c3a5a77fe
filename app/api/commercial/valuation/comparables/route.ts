import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listCommercialComparables } from "@/lib/commercial-valuation/list-commercial-comparables.server";
import { commercialComparablesSchema } from "@/lib/commercial-valuation/schemas";

// Issue 14: non-residential Price Paid sales near a postcode, newest first.
export const POST = route({ body: commercialComparablesSchema }, ({ body }) => listCommercialComparables(getDb(), body));
