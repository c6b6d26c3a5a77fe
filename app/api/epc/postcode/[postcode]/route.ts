import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { epcPostcodeParamsSchema } from "@/lib/epc/schemas";
import { searchEpcByPostcode } from "@/lib/epc/search-epc.server";

export const GET = route({ params: epcPostcodeParamsSchema }, ({ params }) => searchEpcByPostcode(getDb(), params.postcode));
