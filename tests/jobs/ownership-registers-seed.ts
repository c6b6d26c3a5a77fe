import type { Db } from "@/lib/db/client";

// Registers behind tests/api/portfolio-seed's charged properties: the matcher's address
// rows, a title with its proprietor for cp-1's UPRN and two sales there; cp-3's address
// exists but no title or sale is registered at it.
export async function seedOwnershipRegisters(db: Db) {
  const base = { source: "test", period: "2025-01" };
  await db.address.createMany({
    data: [
      { ...base, uprn: "100000000012", paon: "12", street: "GROSVENOR ROAD", town: "LONDON", postcode: "SW1V 3SA", singleLine: "12 GROSVENOR ROAD, LONDON, SW1V 3SA" },
      { ...base, uprn: "100000000014", paon: "14", street: "GROSVENOR ROAD", town: "LONDON", postcode: "SW1V 3SA", singleLine: "14 GROSVENOR ROAD, LONDON, SW1V 3SA" },
      { ...base, uprn: "100000000007", paon: "7", street: "STATION ROAD", town: "YORK", postcode: "YO1 6HT", singleLine: "7 STATION ROAD, YORK, YO1 6HT" },
    ],
  });
  await db.title.create({
    data: {
      ...base,
      titleNumber: "NGL100001",
      tenure: "Freehold",
      propertyAddress: "12 Grosvenor Road, London SW1V 3SA",
      postcode: "SW1V 3SA",
      uprn: "100000000012",
      source: "hmlr-ccod",
      proprietors: { create: [{ id: "NGL100001-P1", position: 1, name: "GROSVENOR ESTATES LIMITED", category: "Limited Company or Public Limited Company", companyNumber: "99900001" }] },
    },
  });
  await db.sale.createMany({
    data: [
      { ...base, transactionId: "{S1}", price: 900000, date: new Date("2015-04-01"), postcode: "SW1V 3SA", outcode: "SW1V", propertyType: "T", newBuild: false, tenure: "F", paon: "12", street: "GROSVENOR ROAD", category: "A", uprn: "100000000012" },
      { ...base, transactionId: "{S2}", price: 1150000, date: new Date("2021-09-30"), postcode: "SW1V 3SA", outcode: "SW1V", propertyType: "T", newBuild: false, tenure: "F", paon: "12", street: "GROSVENOR ROAD", category: "A", uprn: "100000000012" },
    ],
  });
}
