import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { listSearchJobs } from "@/lib/portfolio/list-search-jobs.server";
import { namespaceParams } from "@/lib/portfolio/schemas";

export const GET = route({ params: namespaceParams }, ({ params }) => listSearchJobs(getDb(), params.namespace));
