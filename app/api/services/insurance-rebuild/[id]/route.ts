import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { assessRebuild } from "@/lib/rebuild/assess-rebuild.server";
import { rebuildParamsSchema, rebuildQuerySchema } from "@/lib/rebuild/schemas";

export const GET = route({ params: rebuildParamsSchema, query: rebuildQuerySchema }, ({ params, query }) => assessRebuild(getDb(), params.id, query));
