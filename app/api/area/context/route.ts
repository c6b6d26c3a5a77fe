import { getAreaContext } from "@/lib/area/get-area-context.server";
import { areaContextQuerySchema } from "@/lib/area/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ query: areaContextQuerySchema }, ({ query }) => getAreaContext(getDb(), query.postcode));
