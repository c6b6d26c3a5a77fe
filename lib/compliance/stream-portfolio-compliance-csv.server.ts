import "server-only";
import type { Db } from "@/lib/db/client";
import { buildCsv } from "@/lib/csv/build-csv";
import { nameCsvFile } from "@/lib/csv/name-csv-file";
import { requireClient } from "@/lib/portfolio/find-client.server";
import { checkPortfolioProperties, PROPERTY_TO_CHECK_SELECT } from "./check-portfolio-properties.server";
import { PORTFOLIO_COMPLIANCE_CSV_COLUMNS } from "./portfolio-compliance-csv";

// Properties read and checked per step of the stream: memory holds one page, whatever the portfolio's size.
export const EXPORT_PAGE_SIZE = 200;

/**
 * The whole portfolio's checks as a CSV download, streamed: each pull reads the next page of
 * properties after the last id sent (keyset, so page n costs the same as page 1), checks it
 * and writes its lines. The client is looked up first, so an unknown one is a JSON 404.
 */
export async function streamPortfolioComplianceCsv(db: Db, slug: string, asOf = new Date(), pageSize = EXPORT_PAGE_SIZE): Promise<Response> {
  const client = await requireClient(db, slug);
  const encoder = new TextEncoder();
  // buildCsv writes the byte-order mark and the header once; later pages drop that prefix.
  const prefix = buildCsv([], PORTFOLIO_COMPLIANCE_CSV_COLUMNS);
  let after: string | null = null;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(prefix));
      }
      const properties = await db.portfolioProperty.findMany({
        where: { clientId: client.id, uprn: { not: null }, ...(after ? { id: { gt: after } } : {}) },
        orderBy: { id: "asc" },
        take: pageSize,
        select: PROPERTY_TO_CHECK_SELECT,
      });
      if (properties.length === 0) return controller.close();
      after = properties[properties.length - 1]?.id ?? after;
      const rows = await checkPortfolioProperties(db, properties, asOf);
      controller.enqueue(encoder.encode(buildCsv(rows, PORTFOLIO_COMPLIANCE_CSV_COLUMNS).slice(prefix.length)));
      if (properties.length < pageSize) controller.close();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${nameCsvFile(["compliance", client.slug], asOf)}"`,
    },
  });
}
