import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { printInspectionReport } from "@/lib/inspections/print-inspection-report.server";
import { idParamsSchema } from "@/lib/inspections/schemas";

export const GET = route({ params: idParamsSchema }, ({ params }) => printInspectionReport(getDb(), params.id));
