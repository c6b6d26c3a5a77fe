import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listBuildCosts } from "@/lib/rebuild/list-build-costs.server";
import { buildCostsQuerySchema } from "@/lib/rebuild/schemas";

export const GET = route({ query: buildCostsQuerySchema }, ({ query }) => listBuildCosts(getDb(), query));
