import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { downloadCommercialReportPdf } from "@/lib/commercial-report/print-commercial-report.server";
import { commercialReportSchema } from "@/lib/commercial-report/schemas";

// Issue 14: the commercial property report printed to PDF by the report engine.
export const POST = route({ body: commercialReportSchema }, ({ body }) => downloadCommercialReportPdf(getDb(), body));
