import { getDb } from "@/lib/db";
import { getAddressDetails, getAddressFinder } from "@/lib/address-finder/get-address-finder";
import { addressDetailsRequestSchema } from "@/lib/address-finder/schemas";
import { route } from "@/lib/http/route";

export const POST = route({ body: addressDetailsRequestSchema }, ({ body }) => getAddressDetails(getAddressFinder(getDb()), body));
