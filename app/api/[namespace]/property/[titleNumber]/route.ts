import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getPropertyDetail } from "@/lib/portfolio/get-property-detail.server";
import { titleParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: titleParams }, ({ params }) => getPropertyDetail(getDb(), params.namespace, params.titleNumber));
