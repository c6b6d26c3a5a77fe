import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listPropertiesNeedingSearch } from "@/lib/portfolio/list-properties-needing-search.server";
import { namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => listPropertiesNeedingSearch(getDb(), params.namespace));
