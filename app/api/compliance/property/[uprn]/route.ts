import { getPropertyCompliance } from "@/lib/compliance/get-property-compliance.server";
import { uprnParamsSchema } from "@/lib/compliance/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ params: uprnParamsSchema }, ({ params }) => getPropertyCompliance(getDb(), params.uprn));
