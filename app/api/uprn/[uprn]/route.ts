import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { uprnParamsSchema } from "@/lib/uprn/schemas";
import { getUprn } from "@/lib/uprn/uprn-data";

export const GET = route({ params: uprnParamsSchema }, ({ params }) => getUprn(getDb(), params.uprn));
