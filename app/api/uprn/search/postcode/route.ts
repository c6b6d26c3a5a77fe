import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { postcodeSearchSchema } from "@/lib/uprn/schemas";
import { searchUprnsByPostcode } from "@/lib/uprn/data.server";

export const GET = route({ query: postcodeSearchSchema }, ({ query }) => searchUprnsByPostcode(getDb(), query.postcode, query.limit, query.offset));
