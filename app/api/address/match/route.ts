import { matchAddressText } from "@/lib/area/match-address-text.server";
import { addressMatchQuerySchema } from "@/lib/area/schemas";
import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route({ query: addressMatchQuerySchema }, ({ query }) => matchAddressText(getDb(), query.query));
