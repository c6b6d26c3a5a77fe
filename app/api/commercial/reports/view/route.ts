import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { viewCommercialReport } from "@/lib/commercial-report/print-commercial-report.server";
import { commercialReportQuerySchema, commercialReportSchema } from "@/lib/commercial-report/schemas";

// Issue 14: one property's search rows, valuation and leases as an HTML report. GET is
// what View Report opens in a tab (the request as JSON in `report`); POST takes it as a body.
export const GET = route({ query: commercialReportQuerySchema }, ({ query }) => viewCommercialReport(getDb(), query.report));
export const POST = route({ body: commercialReportSchema }, ({ body }) => viewCommercialReport(getDb(), body));
