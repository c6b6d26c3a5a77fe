import "server-only";
import type { Db } from "@/lib/db/client";
import type { EpcCertificate } from "@/lib/generated/sqlite/client";
import { isExpired } from "@/lib/epc/is-expired";
import { EPC_MAX_ROWS, type EpcRow, type EpcSource } from "@/lib/epc/schemas";
import { toIsoDate } from "./to-iso-date";
import type { EpcProvider, EpcQuery } from "./types";

// The demo layer writes "demo"; everything else in the table came from the register's export.
function readSource(source: string): EpcSource {
  return source === "demo" ? "demo" : "epc-register";
}

function joinLines(...lines: (string | null)[]): string | undefined {
  const text = lines.filter((line): line is string => !!line).join(", ");
  return text || undefined;
}

export function toEpcRow(certificate: EpcCertificate, asOf: Date): EpcRow {
  return {
    certificate_number: certificate.lmkKey,
    address1: certificate.address1 ?? "",
    address2: joinLines(certificate.address2, certificate.address3),
    posttown: certificate.posttown,
    postcode: certificate.postcode,
    current_energy_rating: certificate.currentEnergyRating,
    current_energy_efficiency: certificate.currentEnergyEfficiency,
    potential_energy_rating: certificate.potentialEnergyRating,
    potential_energy_efficiency: certificate.potentialEnergyEfficiency,
    inspection_date: toIsoDate(certificate.inspectionDate),
    lodgement_date: toIsoDate(certificate.lodgementDate),
    property_type: certificate.propertyType,
    built_form: certificate.builtForm,
    total_floor_area: certificate.totalFloorArea,
    environment_impact_current: certificate.environmentImpactCurrent,
    main_heating_controls: certificate.mainHeatingControls,
    mainheat_description: certificate.mainheatDescription,
    hot_water_description: certificate.hotWaterDescription,
    uprn: certificate.uprn,
    date_of_expiry: toIsoDate(certificate.dateOfExpiry),
    expired: isExpired(certificate.dateOfExpiry, asOf),
    source: readSource(certificate.source),
  };
}

/** Our copy of the register: certificates by UPRN or postcode, both indexed columns. */
export function createLocalEpcProvider(db: Db): EpcProvider {
  return {
    async search(query: EpcQuery, asOf: Date) {
      const where = query.kind === "uprn" ? { uprn: query.uprn } : { postcode: query.postcode };
      const [certificates, total] = await Promise.all([
        db.epcCertificate.findMany({
          where,
          // Newest lodgement first; PostgreSQL would put unknown dates first without "nulls: last".
          orderBy: [{ lodgementDate: { sort: "desc", nulls: "last" } }, { inspectionDate: { sort: "desc", nulls: "last" } }, { lmkKey: "asc" }],
          take: EPC_MAX_ROWS,
        }),
        db.epcCertificate.count({ where }),
      ]);
      return { rows: certificates.map((certificate) => toEpcRow(certificate, asOf)), total };
    },
  };
}
