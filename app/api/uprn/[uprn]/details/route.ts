import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { uprnParamsSchema } from "@/lib/uprn/schemas";
import { getUprnDetails } from "@/lib/uprn/data.server";

export const GET = route({ params: uprnParamsSchema }, ({ params }) => getUprnDetails(getDb(), params.uprn));
