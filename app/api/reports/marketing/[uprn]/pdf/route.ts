import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { marketingReportParamsSchema } from "@/lib/marketing-report/schemas";
import { downloadMarketingReportPdf } from "@/lib/marketing-report/view-marketing-report.server";

export const GET = route({ params: marketingReportParamsSchema }, ({ params }) => downloadMarketingReportPdf(getDb(), params.uprn));
