import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getBuildCost } from "@/lib/rebuild/get-build-cost.server";
import { buildCostParamsSchema } from "@/lib/rebuild/schemas";

export const GET = route({ params: buildCostParamsSchema }, ({ params }) => getBuildCost(getDb(), params.id));
