import { getDb } from "@/lib/db/client";
import { getAddressDetails, getAddressFinder } from "@/lib/address-finder/get-address-finder.server";
import { addressDetailsRequestSchema } from "@/lib/address-finder/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ body: addressDetailsRequestSchema }, ({ body }) => getAddressDetails(getAddressFinder(getDb()), body));
