import "server-only";
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { nameReportFile } from "@/lib/reports/name-report-file";
import { printPdf } from "@/lib/reports/print-pdf.server";
import { toPdfResponse } from "@/lib/reports/report-responses";
import { getInspection } from "./data.server";
import { renderInspectionHtml } from "./render-inspection-html";

/** Download PDF: the inspection printed through the report engine, its photos inline. */
export async function printInspectionReport(db: Db, id: string, asOf = new Date()): Promise<Response> {
  const inspection = await getInspection(db, id);
  // Bounded: at most MAX_PHOTOS_PER_INSPECTION photos of at most 5 MB each.
  const photos = await db.inspectionPhoto.findMany({ where: { inspectionId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { contentType: true, data: true, caption: true, fileName: true } });
  const body = renderInspectionHtml(
    { ...inspection, photos: photos.map((p) => ({ dataUrl: `data:${p.contentType};base64,${Buffer.from(p.data).toString("base64")}`, caption: p.caption, fileName: p.fileName })) },
    asOf.toISOString().slice(0, 10),
  );
  const document = buildReportDocument({ title: `Property inspection — ${inspection.address}`, body: body.value });
  return toPdfResponse(await printPdf(document), nameReportFile(["inspection", inspection.uprn ?? inspection.id], asOf, "pdf"));
}
