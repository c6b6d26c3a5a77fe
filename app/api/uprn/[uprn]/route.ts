import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { uprnParamsSchema } from "@/lib/uprn/schemas";
import { getUprn } from "@/lib/uprn/data.server";

export const GET = route({ params: uprnParamsSchema }, ({ params }) => getUprn(getDb(), params.uprn));
