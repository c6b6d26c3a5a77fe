import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { getTrends, trendsQuerySchema } from "@/lib/trends/get-trends";

export const GET = route({ query: trendsQuerySchema }, ({ query }) => getTrends(getDb(), query));
