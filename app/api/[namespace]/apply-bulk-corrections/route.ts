import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { applyCorrections } from "@/lib/portfolio/apply-corrections.server";
import { applyBulkCorrectionsSchema, namespaceParams } from "@/lib/portfolio/schemas";

export const POST = route({ params: namespaceParams, body: applyBulkCorrectionsSchema }, ({ params, body, session }) => applyCorrections(getDb(), params.namespace, body.corrections.map((correction) => correction.id), session));
