import "server-only";
import type { Db } from "@/lib/db/client";
import { findEpcValidUntil } from "@/lib/title-report/find-epc-valid-until";
import { readTitleReportFacts } from "@/lib/title-report/read-title-report-facts.server";
import { evaluateCompliance } from "./evaluate-compliance";
import { LISTED_WITHIN_METRES, listCertificates } from "./list-certificates.server";

/** One property's compliance: the checks, the certificates recorded by hand, and the planning notes. */
export async function getPropertyCompliance(db: Db, uprn: string, asOf = new Date()) {
  const [facts, certificates] = await Promise.all([readTitleReportFacts(db, uprn), listCertificates(db, [uprn])]);
  const sources = [facts.address?.source, facts.epc?.source, ...facts.titles.map((t) => t.source)];
  const checks = evaluateCompliance(
    {
      uprn,
      address: facts.address?.singleLine ?? facts.titles[0]?.propertyAddress ?? null,
      epc: facts.epc && { rating: facts.epc.currentRating?.toUpperCase() ?? null, validUntil: findEpcValidUntil(facts.epc) },
      conservationAreas: facts.planning.conservationAreas,
      listedBuildingsNearby: facts.planning.listedBuildings?.filter((b) => b.distanceMetres <= LISTED_WITHIN_METRES).map((b) => `${b.name} (Grade ${b.grade})`) ?? null,
      heightMetres: facts.buildingHeightMetres,
      openCharges: facts.titles.length ? facts.titles.reduce((sum, t) => sum + t.charges.length, 0) : null,
      certificates,
      demo: sources.includes("demo"),
    },
    asOf,
  );
  return {
    uprn,
    address: facts.address?.singleLine ?? facts.titles[0]?.propertyAddress ?? null,
    checkedAt: asOf.toISOString(),
    demo: sources.includes("demo"),
    checks,
    certificates: certificates.map((c) => ({ ...c, issuedOn: c.issuedOn?.toISOString().slice(0, 10) ?? null, expiresOn: c.expiresOn.toISOString().slice(0, 10), createdAt: c.createdAt.toISOString() })),
    notes: facts.planning.notes,
  };
}
