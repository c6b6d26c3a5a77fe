import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { addressSearchSchema } from "@/lib/uprn/schemas";
import { searchUprnsByAddress } from "@/lib/uprn/data.server";

export const GET = route({ query: addressSearchSchema }, ({ query }) => searchUprnsByAddress(getDb(), query.q, query.fuzzy === "true", query.limit));
