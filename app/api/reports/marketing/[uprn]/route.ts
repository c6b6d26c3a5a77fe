import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { generateMarketingReport } from "@/lib/marketing-report/generate-marketing-report.server";
import { marketingReportParamsSchema } from "@/lib/marketing-report/schemas";

export const GET = route({ params: marketingReportParamsSchema }, ({ params }) => generateMarketingReport(getDb(), params.uprn));
