import "server-only";
import { readCommercialRecords, type PageKey } from "@/lib/commercial-search/read-commercial-records.server";
import type { CommercialRecord } from "@/lib/commercial-search/schemas";
import { sqlSalesWithMatch } from "@/lib/commercial-search/sql-commercial-records.server";
import type { Db } from "@/lib/db/client";
import { readText } from "@/lib/db/read-raw-values";
import { notFound } from "@/lib/errors/app-error";
import { Prisma } from "@/lib/generated/sqlite/client";
import { queryRows } from "@/lib/db/query-rows";

// A property's own history is short; the bound keeps a mis-keyed UPRN from reading thousands.
const RECORD_LIMIT = 20;

/** The search's rows for one property: its non-residential sales (each with a matched certificate) and its non-domestic certificates. */
export async function readPropertyRecords(db: Db, property: { uprn?: string; transactionId?: string }): Promise<CommercialRecord[]> {
  const where = property.transactionId !== undefined ? Prisma.sql`"Sale"."transactionId" = ${property.transactionId}` : Prisma.sql`"Sale"."uprn" = ${property.uprn ?? ""}`;
  const [saleRows, certificates] = await Promise.all([
    queryRows<{ id: unknown; matchKey: unknown }[]>(db, sqlSalesWithMatch(where, RECORD_LIMIT)),
    property.uprn !== undefined
      ? db.nonDomesticEpc.findMany({ where: { uprn: property.uprn }, select: { lmkKey: true }, orderBy: [{ lodgementDate: "desc" }, { lmkKey: "asc" }], take: RECORD_LIMIT })
      : [],
  ]);
  const keys: PageKey[] = [
    ...saleRows.flatMap((row): PageKey[] => {
      const id = readText(row.id);
      return id ? [{ kind: "sale", id, matchKey: readText(row.matchKey) }] : [];
    }),
    ...certificates.map((certificate): PageKey => ({ kind: "epc", id: certificate.lmkKey, matchKey: null })),
  ];
  if (!keys.length) {
    throw notFound(
      property.transactionId !== undefined
        ? `No non-residential sale ${property.transactionId} was found (Price Paid type Other or category B).`
        : `No non-residential sale or non-domestic EPC was found for UPRN ${property.uprn}.`,
    );
  }
  return readCommercialRecords(db, keys);
}
