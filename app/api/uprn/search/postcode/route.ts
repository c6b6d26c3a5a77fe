import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { postcodeSearchSchema } from "@/lib/uprn/schemas";
import { searchUprnsByPostcode } from "@/lib/uprn/uprn-data";

export const GET = route({ query: postcodeSearchSchema }, ({ query }) => searchUprnsByPostcode(getDb(), query.postcode, query.limit, query.offset));
