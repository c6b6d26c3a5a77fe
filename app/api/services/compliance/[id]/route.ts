import { serviceParamsSchema } from "@/lib/compliance/schemas";
import { getCompliance } from "@/lib/compliance/get-compliance.server";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ params: serviceParamsSchema }, ({ params }) => getCompliance(getDb(), params.id));
