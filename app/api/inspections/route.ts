import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listInspections, scheduleInspection } from "@/lib/inspections/data.server";
import { listInspectionsQuerySchema, scheduleInspectionSchema } from "@/lib/inspections/schemas";

export const GET = route({ query: listInspectionsQuerySchema }, ({ query }) => listInspections(getDb(), query.status));
export const POST = route({ body: scheduleInspectionSchema }, ({ body }) => scheduleInspection(getDb(), body));
