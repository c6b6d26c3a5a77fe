import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { titleReportParamsSchema } from "@/lib/title-report/schemas";
import { downloadTitleReportPdf } from "@/lib/title-report/view-title-report.server";

export const GET = route({ params: titleReportParamsSchema }, ({ params }) => downloadTitleReportPdf(getDb(), params.uprn));
