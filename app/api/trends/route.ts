import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getTrends } from "@/lib/trends/get-trends.server";
import { trendsQuerySchema } from "@/lib/trends/schemas";

export const GET = route({ query: trendsQuerySchema }, ({ query }) => getTrends(getDb(), query));
