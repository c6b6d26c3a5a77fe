import type { Db } from "@/lib/db/client";
import { importFile } from "@/lib/import/import-file";

export const SHIPPED_RATES = "data/open/rebuild/indicative-rebuild-rates-2025.csv";

// Beside tests/helpers/seed.ts's Bradwell Road addresses: 200 a register EPC (semi-detached,
// 1930-1949, 80 m²), 201 a demo EPC flat a few metres from a listed building, 202 an EPC
// whose type the rate table does not cover, and the shipped indicative rate table.
export async function seedRebuildData(db: Db) {
  await importFile(db, "rebuild-rates", SHIPPED_RATES, { progress: false });
  await db.address.createMany({
    data: [
      { uprn: "200", paon: "40", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: "40 Bradwell Road, Newcastle upon Tyne NE3 3LJ", latitude: 55.0074, longitude: -1.6356, source: "os-open-uprn", period: "2026-10" },
      { uprn: "201", paon: "Flat 2, The Lodge", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LN", singleLine: "Flat 2, The Lodge, Bradwell Road, Newcastle upon Tyne NE3 3LN", latitude: 55.00681, longitude: -1.63531, source: "demo", period: "demo 2026" },
      { uprn: "202", paon: "Plot 9", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LN", singleLine: "Plot 9, Bradwell Road, Newcastle upon Tyne NE3 3LN", latitude: 55.008, longitude: -1.634, source: "os-open-uprn", period: "2026-10" },
    ],
  });
  const epc = { postcode: "NE3 3LJ", currentEnergyRating: "D", lodgementDate: new Date("2024-03-02"), period: "2026-09" };
  await db.epcCertificate.createMany({
    data: [
      { ...epc, lmkKey: "R200", uprn: "200", propertyType: "House", builtForm: "Semi-Detached", constructionAgeBand: "England and Wales: 1930-1949", totalFloorArea: 80, source: "epc-register" },
      { ...epc, lmkKey: "R201", uprn: "201", postcode: "NE3 3LN", propertyType: "Flat", builtForm: "Detached", constructionAgeBand: "England and Wales: before 1900", totalFloorArea: 60, source: "demo" },
      { ...epc, lmkKey: "R202", uprn: "202", postcode: "NE3 3LN", propertyType: "Park home", builtForm: null, constructionAgeBand: "England and Wales: 2007 onwards", totalFloorArea: 50, source: "epc-register" },
    ],
  });
  await db.listedBuilding.create({ data: { listEntry: "1099001", name: "Bradwell Road Lodge", grade: "II", latitude: 55.0068, longitude: -1.6353, source: "historic-england", period: "2026-01" } });
}
