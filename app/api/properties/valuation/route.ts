import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getValuation } from "@/lib/valuation/get-valuation.server";
import { valuationRequestSchema } from "@/lib/valuation/schemas";

export const POST = route({ body: valuationRequestSchema }, ({ body }) => getValuation(getDb(), body));
