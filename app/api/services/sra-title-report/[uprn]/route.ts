import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { titleReportParamsSchema } from "@/lib/title-report/schemas";
import { generateTitleReport } from "@/lib/title-report/generate-title-report.server";

export const GET = route({ params: titleReportParamsSchema }, ({ params }) => generateTitleReport(getDb(), params.uprn));
