import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { uprnParamsSchema } from "@/lib/uprn/schemas";
import { getUprnDetails } from "@/lib/uprn/uprn-data";

export const GET = route({ params: uprnParamsSchema }, ({ params }) => getUprnDetails(getDb(), params.uprn));
