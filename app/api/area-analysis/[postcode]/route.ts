import { getAreaAnalysis } from "@/lib/area/get-area-analysis";
import { areaAnalysisParamsSchema } from "@/lib/area/schemas";
import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";

export const GET = route({ params: areaAnalysisParamsSchema }, ({ params }) => getAreaAnalysis(getDb(), params.postcode));
