import type { Db } from "@/lib/db/client";

/** What a bundled load leaves behind, for comparing a load with a clean single one. */
export async function countLoadedRows(db: Db) {
  return {
    postcodes: await db.postcode.count(),
    sales: await db.sale.count(),
    linkedSales: await db.sale.count({ where: { uprn: { not: null } } }),
    addresses: await db.address.count(),
    epcs: await db.epcCertificate.count(),
    listings: await db.listing.count(),
    titles: await db.title.count(),
    portfolio: await db.portfolioProperty.count(),
    clients: await db.client.count(),
    loads: await db.datasetLoad.count({ where: { status: "complete" } }),
  };
}
