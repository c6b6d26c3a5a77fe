import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";
import { addressSearchSchema } from "@/lib/uprn/schemas";
import { searchUprnsByAddress } from "@/lib/uprn/uprn-data";

export const GET = route({ query: addressSearchSchema }, ({ query }) => searchUprnsByAddress(getDb(), query.q, query.fuzzy === "true", query.limit));
