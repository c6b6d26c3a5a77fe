import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listComparisonCandidates } from "@/lib/comparison/list-comparison-candidates.server";
import { candidateQuerySchema } from "@/lib/comparison/schemas";

export const GET = route({ query: candidateQuerySchema }, ({ query }) => listComparisonCandidates(getDb(), query));
