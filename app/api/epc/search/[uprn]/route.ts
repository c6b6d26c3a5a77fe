import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { epcUprnParamsSchema } from "@/lib/epc/schemas";
import { searchEpcByUprn } from "@/lib/epc/search-epc.server";

export const GET = route({ params: epcUprnParamsSchema }, ({ params }) => searchEpcByUprn(getDb(), params.uprn));
