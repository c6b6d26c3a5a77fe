import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { marketingReportParamsSchema } from "@/lib/marketing-report/schemas";
import { viewMarketingReport } from "@/lib/marketing-report/view-marketing-report.server";

export const GET = route({ params: marketingReportParamsSchema }, ({ params }) => viewMarketingReport(getDb(), params.uprn));
