import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { viewCommercialReport } from "@/lib/commercial-report/print-commercial-report.server";
import { commercialReportSchema } from "@/lib/commercial-report/schemas";

// Issue 14: one property's search rows, valuation and leases as an HTML report.
export const POST = route({ body: commercialReportSchema }, ({ body }) => viewCommercialReport(getDb(), body));
