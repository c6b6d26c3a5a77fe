import { route } from "@/lib/http/route";
import { analyseLeases } from "@/lib/lease/analyse-leases";
import { leaseAnalysisSchema } from "@/lib/lease/schemas";

// Issue 14 (a): a tenancy schedule's terms, breaks, reviews and WAULT as at a date.
export const POST = route({ body: leaseAnalysisSchema }, ({ body }) => analyseLeases(body));
