import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { deleteComparison, listComparisons } from "@/lib/comparison/data.server";
import { userIdSchema } from "@/lib/comparison/schemas";

// One dynamic segment serves both spec calls: GET /api/comparisons/{userId} lists a
// user's comparisons, DELETE /api/comparisons/{id} deletes one.
export const GET = route({ params: z.object({ id: userIdSchema }) }, ({ params }) => listComparisons(getDb(), params.id));
export const DELETE = route({ params: z.object({ id: z.string().uuid("That is not a comparison id.") }) }, ({ params }) => deleteComparison(getDb(), params.id));
