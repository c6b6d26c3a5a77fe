import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { recordInspection } from "@/lib/inspections/data.server";
import { idParamsSchema, recordInspectionSchema } from "@/lib/inspections/schemas";

export const POST = route({ params: idParamsSchema, body: recordInspectionSchema }, ({ params, body }) => recordInspection(getDb(), params.id, body));
