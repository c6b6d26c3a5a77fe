import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { bboxParamsSchema, minHeightQuerySchema } from "@/lib/buildings/schemas";
import { searchBuildingsInBox } from "@/lib/buildings/search-buildings.server";

export const GET = route({ params: bboxParamsSchema, query: minHeightQuerySchema }, ({ params, query }) => searchBuildingsInBox(getDb(), params, query.minHeight));
