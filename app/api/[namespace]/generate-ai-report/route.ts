import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { generatePropertyReport } from "@/lib/portfolio/generate-property-report.server";
import { generateReportSchema, namespaceParams } from "@/lib/portfolio/schemas";

export const POST = route({ params: namespaceParams, body: generateReportSchema }, ({ params, body }) => generatePropertyReport(getDb(), params.namespace, body));
