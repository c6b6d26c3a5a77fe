import { getDb } from "@/lib/db/client";
import { getAddressFinder, suggestAddresses } from "@/lib/address-finder/get-address-finder.server";
import { autocompleteRequestSchema } from "@/lib/address-finder/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ body: autocompleteRequestSchema }, ({ body }) => suggestAddresses(getAddressFinder(getDb()), body));
