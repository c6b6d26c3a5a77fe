import { getAreaAnalysis } from "@/lib/area/get-area-analysis.server";
import { areaAnalysisParamsSchema } from "@/lib/area/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ params: areaAnalysisParamsSchema }, ({ params }) => getAreaAnalysis(getDb(), params.postcode));
