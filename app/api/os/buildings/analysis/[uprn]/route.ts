import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { analyseBuildingsByUprn } from "@/lib/buildings/analyse-buildings-by-uprn.server";
import { analysisParamsSchema } from "@/lib/buildings/schemas";

export const GET = route({ params: analysisParamsSchema }, ({ params }) => analyseBuildingsByUprn(getDb(), params.uprn));
