import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { coordinatesParamsSchema, radiusQuerySchema } from "@/lib/buildings/schemas";
import { searchBuildingsNearPoint } from "@/lib/buildings/search-buildings.server";

export const GET = route({ params: coordinatesParamsSchema, query: radiusQuerySchema }, ({ params, query }) => searchBuildingsNearPoint(getDb(), params, query.radius));
