import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { downloadRebuildPdf } from "@/lib/rebuild/print-rebuild-report.server";
import { rebuildParamsSchema, rebuildQuerySchema } from "@/lib/rebuild/schemas";

export const GET = route({ params: rebuildParamsSchema, query: rebuildQuerySchema }, ({ params, query }) => downloadRebuildPdf(getDb(), params.id, query));
