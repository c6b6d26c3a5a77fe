import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { titleReportParamsSchema } from "@/lib/title-report/schemas";
import { viewTitleReport } from "@/lib/title-report/view-title-report.server";

export const GET = route({ params: titleReportParamsSchema }, ({ params }) => viewTitleReport(getDb(), params.uprn));
