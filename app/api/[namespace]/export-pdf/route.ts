import { getDb } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { exportPropertyPdf } from "@/lib/portfolio/export-property-pdf.server";
import { exportPdfSchema, namespaceParams } from "@/lib/portfolio/schemas";

export const POST = route({ params: namespaceParams, body: exportPdfSchema }, ({ params, body }) => exportPropertyPdf(getDb(), params.namespace, body));
