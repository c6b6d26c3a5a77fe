import "server-only";
import type { Db } from "@/lib/db/client";
import { chunk } from "@/lib/db/chunk";
import { findEpcValidUntil } from "@/lib/title-report/find-epc-valid-until";
import { evaluateCompliance } from "./evaluate-compliance";
import { listCertificates } from "./list-certificates.server";
import type { PortfolioComplianceRow } from "./portfolio-compliance-csv";
import { readPlanningBatch } from "./read-planning-batch.server";

// Each read binds one parameter per UPRN (four per point for the planning boxes): bounded.
const CHUNK = 100;
// findEpcValidUntil reads the dates only; the rest of the EPC fact is not read here.
const NO_EPC_DETAIL = { currentRating: null, currentEfficiency: null, potentialRating: null, potentialEfficiency: null, propertyType: null, builtForm: null, constructionAgeBand: null, tenure: null, source: "", period: "" };

export const PROPERTY_TO_CHECK_SELECT = { id: true, uprn: true, titleNumber: true, address: true, postcode: true } as const;
export type PortfolioPropertyToCheck = { id: string; uprn: string | null; titleNumber: string; address: string; postcode: string | null };

/**
 * Portfolio properties (with a UPRN) checked the same way as one property, in chunks of 100
 * (seven reads a chunk, never one per property).
 */
export async function checkPortfolioProperties(db: Db, properties: readonly PortfolioPropertyToCheck[], asOf: Date): Promise<PortfolioComplianceRow[]> {
  const rows: PortfolioComplianceRow[] = [];
  for (const batch of chunk(properties, CHUNK)) {
    const uprns = [...new Set(batch.map((p) => p.uprn as string))];
    const [addresses, epcs, titles, heights, certificates] = await Promise.all([
      db.address.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, latitude: true, longitude: true, source: true } }),
      db.epcCertificate.findMany({
        where: { uprn: { in: uprns } },
        orderBy: [{ uprn: "asc" }, { lodgementDate: { sort: "desc", nulls: "last" } }, { inspectionDate: { sort: "desc", nulls: "last" } }, { lmkKey: "asc" }],
        select: { uprn: true, currentEnergyRating: true, dateOfExpiry: true, lodgementDate: true, inspectionDate: true, source: true },
      }),
      db.title.findMany({ where: { uprn: { in: uprns } }, select: { uprn: true, source: true, _count: { select: { charges: true } } } }),
      db.building.groupBy({ by: ["uprn"], where: { uprn: { in: uprns } }, _max: { relHeightMax: true } }),
      listCertificates(db, uprns),
    ]);
    const points = addresses.flatMap((a) => (a.latitude === null || a.longitude === null ? [] : [{ uprn: a.uprn, latitude: a.latitude, longitude: a.longitude }]));
    const planning = await readPlanningBatch(db, points);
    const latestEpc = new Map<string, (typeof epcs)[number]>();
    for (const e of epcs) if (e.uprn && !latestEpc.has(e.uprn)) latestEpc.set(e.uprn, e);
    for (const property of batch) {
      const uprn = property.uprn as string;
      // The newest certificate per UPRN, as the title report reads it (rows come newest first).
      const epc = latestEpc.get(uprn);
      const own = titles.filter((t) => t.uprn === uprn);
      const address = addresses.find((a) => a.uprn === uprn);
      const demo = [address?.source, epc?.source, ...own.map((t) => t.source)].includes("demo");
      const place = planning.get(uprn) ?? { conservationAreas: null, listedBuildingsNearby: null };
      const checks = evaluateCompliance(
        {
          uprn,
          address: property.address,
          epc: epc ? { rating: epc.currentEnergyRating?.toUpperCase() ?? null, validUntil: findEpcValidUntil({ ...NO_EPC_DETAIL, dateOfExpiry: epc.dateOfExpiry, lodgementDate: epc.lodgementDate, inspectionDate: epc.inspectionDate }) } : null,
          ...place,
          heightMetres: heights.find((h) => h.uprn === uprn)?._max.relHeightMax ?? null,
          openCharges: own.length ? own.reduce((sum, t) => sum + t._count.charges, 0) : null,
          certificates: certificates.filter((c) => c.uprn === uprn),
          demo,
        },
        asOf,
      );
      rows.push({ propertyId: property.id, uprn, titleNumber: property.titleNumber, address: property.address, postcode: property.postcode, demo, checks });
    }
  }
  return rows;
}
