import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { createComparison } from "@/lib/comparison/comparison-data";
import { createComparisonSchema } from "@/lib/comparison/schemas";

export const POST = route({ body: createComparisonSchema }, ({ body }) => createComparison(getDb(), body));
