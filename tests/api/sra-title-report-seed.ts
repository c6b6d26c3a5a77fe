import type { Db } from "@/lib/db/client";

// Titles, EPCs, buildings and planning designations around the seeded Bradwell Road
// addresses (tests/helpers/seed.ts): UPRN 100 raises most warnings, 101 few, 102 has an
// address only, 103 a title only (as an imported overseas-company title would).
const box = (lat: number, lng: number, half: number) => ({
  geometry: JSON.stringify({ type: "Polygon", coordinates: [[[lng - half, lat - half], [lng + half, lat - half], [lng + half, lat + half], [lng - half, lat + half], [lng - half, lat - half]]] }),
  minLat: lat - half, maxLat: lat + half, minLng: lng - half, maxLng: lng + half,
});

export const HOSTILE_NAME = 'Quayside <script>alert("x")</script> Homes Limited';

export async function seedTitleReportData(db: Db) {
  await db.title.create({
    data: {
      titleNumber: "TY100", tenure: "Leasehold", propertyAddress: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ", uprn: "100", source: "hmlr-ccod", period: "2026-10",
      proprietors: { create: [{ id: "TY100-P1", position: 1, name: HOSTILE_NAME, companyNumber: "01234567", category: "Limited Company or Public Limited Company", address1: "1 Quayside", address2: "Newcastle upon Tyne NE1 3DE" }] },
      charges: { create: [{ id: "TY100-C1", date: new Date("2021-05-04T00:00:00Z"), description: "Registered charge dated 4 May 2021 in favour of Northern Rock Bank", source: "hmlr-ccod", period: "2026-10" }] },
    },
  });
  await db.title.create({
    data: {
      titleNumber: "TY101", tenure: "Freehold", propertyAddress: "31 Bradwell Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ", uprn: "101", source: "demo", period: "demo 2026",
      proprietors: { create: [{ id: "TY101-P1", position: 1, name: "Jane Smith", address1: "31 Bradwell Road, Newcastle upon Tyne NE3 3LJ" }] },
    },
  });
  await db.title.create({
    data: {
      titleNumber: "TY103", tenure: "Freehold", propertyAddress: "Land at Bradwell Road, Newcastle upon Tyne", uprn: "103", source: "hmlr-ocod", period: "2026-10",
      proprietors: { create: [{ id: "TY103-P1", position: 1, name: "Harbour Holdings S.A.", countryIncorporated: "Luxembourg", category: "Limited Company or Public Limited Company", address1: "2 Rue du Port, Luxembourg" }] },
    },
  });
  const epc = { postcode: "NE3 3LJ", potentialEnergyRating: "C", potentialEnergyEfficiency: 75, propertyType: "House", builtForm: "Semi-Detached", constructionAgeBand: "England and Wales: 1930-1949", source: "epc-register", period: "2026-09" };
  await db.epcCertificate.createMany({
    data: [
      { ...epc, lmkKey: "E100-OLD", uprn: "100", currentEnergyRating: "D", inspectionDate: new Date("2012-01-01"), lodgementDate: new Date("2012-01-02"), dateOfExpiry: new Date("2022-01-01"), tenure: "Owner-occupied" },
      { ...epc, lmkKey: "E100", uprn: "100", currentEnergyRating: "F", currentEnergyEfficiency: 33, inspectionDate: new Date("2021-02-01"), lodgementDate: new Date("2021-02-03"), dateOfExpiry: new Date("2031-02-02"), tenure: "Rented (private)" },
      { ...epc, lmkKey: "E100-NODATE", uprn: "100", currentEnergyRating: "A", inspectionDate: null, lodgementDate: null, dateOfExpiry: null },
      { ...epc, lmkKey: "E101", uprn: "101", currentEnergyRating: "D", currentEnergyEfficiency: 60, inspectionDate: new Date("2023-06-01"), lodgementDate: new Date("2023-06-02"), dateOfExpiry: new Date("2033-06-01"), tenure: "owner-occupied" },
    ],
  });
  await db.building.createMany({
    data: [
      { osid: "B100", uprn: "100", latitude: 55.0072, longitude: -1.6353, relHeightMax: 14.2, source: "os-ngd", period: "2026-06" },
      { osid: "B101", uprn: "101", latitude: 55.0073, longitude: -1.6354, relHeightMax: 7.1, source: "os-ngd", period: "2026-06" },
    ],
  });
  await db.planningConstraint.create({ data: { id: "conservation-area:CA1", dataset: "conservation-area", name: "Bradwell Road", reference: "CA1", ...box(55.0072, -1.6353, 0.00005), source: "planning-data", period: "2026-01" } });
  // A wide second area so the layer's extent covers 101 and 102 (answers "no", not "not covered").
  await db.planningConstraint.create({ data: { id: "conservation-area:CA2", dataset: "conservation-area", name: "Far Away", reference: "CA2", ...box(55.02, -1.62, 0.0001), source: "planning-data", period: "2026-01" } });
  await db.planningConstraint.create({ data: { id: "conservation-area:CA3", dataset: "conservation-area", name: "South", reference: "CA3", ...box(54.99, -1.65, 0.0001), source: "planning-data", period: "2026-01" } });
  await db.listedBuilding.create({ data: { listEntry: "1024999", name: "Bradwell Road Lodge", grade: "II", latitude: 55.0068, longitude: -1.6353, source: "historic-england", period: "2026-01" } });
}
