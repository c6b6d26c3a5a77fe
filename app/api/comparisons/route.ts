import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { createComparison } from "@/lib/comparison/data.server";
import { createComparisonSchema } from "@/lib/comparison/schemas";

export const POST = route({ body: createComparisonSchema }, ({ body }) => createComparison(getDb(), body));
