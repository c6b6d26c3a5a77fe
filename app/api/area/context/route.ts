import { getAreaContext } from "@/lib/area/get-area-context";
import { areaContextQuerySchema } from "@/lib/area/schemas";
import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";

export const GET = route({ query: areaContextQuerySchema }, ({ query }) => getAreaContext(getDb(), query.postcode));
