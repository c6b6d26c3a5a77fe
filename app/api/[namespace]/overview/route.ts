import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { getOverview } from "@/lib/portfolio/get-overview.server";
import { namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => getOverview(getDb(), params.namespace));
