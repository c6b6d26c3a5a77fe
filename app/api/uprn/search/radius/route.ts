import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { radiusSearchSchema } from "@/lib/uprn/schemas";
import { searchUprnsByRadius } from "@/lib/uprn/data.server";

export const GET = route({ query: radiusSearchSchema }, ({ query }) => searchUprnsByRadius(getDb(), { latitude: query.lat, longitude: query.lng }, query.radius, query.limit));
