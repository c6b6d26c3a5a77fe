import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getTitleDetails } from "@/lib/title-lookup/get-title-details.server";
import { titleDetailsRequestSchema } from "@/lib/title-lookup/schemas";

export const POST = route({ body: titleDetailsRequestSchema }, ({ body }) => getTitleDetails(getDb(), body.titleNumber));
