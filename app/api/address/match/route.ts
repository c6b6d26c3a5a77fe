import { matchAddressText } from "@/lib/area/match-address-text";
import { addressMatchQuerySchema } from "@/lib/area/schemas";
import { getDb } from "@/lib/db";
import { route } from "@/lib/http/route";

export const GET = route({ query: addressMatchQuerySchema }, ({ query }) => matchAddressText(getDb(), query.query));
