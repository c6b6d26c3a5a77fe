import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { changeInspectionStatus } from "@/lib/inspections/data.server";
import { changeStatusSchema, idParamsSchema } from "@/lib/inspections/schemas";

export const POST = route({ params: idParamsSchema, body: changeStatusSchema }, ({ params, body }) => changeInspectionStatus(getDb(), params.id, body.status));
