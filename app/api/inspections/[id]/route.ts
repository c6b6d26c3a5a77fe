import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getInspection } from "@/lib/inspections/data.server";
import { idParamsSchema } from "@/lib/inspections/schemas";

export const GET = route({ params: idParamsSchema }, ({ params }) => getInspection(getDb(), params.id));
