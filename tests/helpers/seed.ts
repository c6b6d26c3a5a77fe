import type { Db } from "@/lib/db/client";
import { getOutcode, getPostcodeSector } from "@/lib/postcode/normalise-postcode";

// A few real Newcastle postcodes (Code-Point Open 2014 centroids converted to WGS84) and
// real Price Paid sales, for handler tests that need an area to search.
export const seedPostcodes = [
  { postcode: "NE3 3LJ", latitude: 55.00717, longitude: -1.63528 },
  { postcode: "NE3 3LN", latitude: 55.00791, longitude: -1.63397 },
  { postcode: "NE3 3AA", latitude: 55.00412, longitude: -1.6276 },
  { postcode: "NE5 5JS", latitude: 54.99189, longitude: -1.70137 },
  { postcode: "NE27 0BU", latitude: 55.03526, longitude: -1.51938 },
];

export async function seedArea(db: Db) {
  await db.postcode.createMany({
    data: seedPostcodes.map((p) => ({
      ...p,
      outcode: getOutcode(p.postcode) ?? "",
      sector: getPostcodeSector(p.postcode) ?? "",
      source: "os-codepoint-open",
      period: "2014-08",
    })),
  });
  const sale = (id: string, price: number, date: string, postcode: string, type: string, paon: string, street: string, uprn: string | null) => ({
    transactionId: id, price, date: new Date(date), postcode, outcode: getOutcode(postcode), propertyType: type, newBuild: false, tenure: "F",
    paon, street, town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category: "A", uprn, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({
    data: [
      sale("{A1}", 52_000, "2022-01-04", "NE3 3LJ", "F", "27", "BRADWELL ROAD", "100"),
      sale("{A2}", 180_000, "2022-03-10", "NE3 3LJ", "S", "31", "BRADWELL ROAD", "101"),
      sale("{A3}", 240_000, "2022-06-21", "NE3 3LN", "D", "4", "BRADWELL ROAD", null),
      sale("{A4}", 125_000, "2022-02-01", "NE5 5JS", "T", "11", "ROGERSON TERRACE", null),
      sale("{A5}", 300_000, "2022-05-01", "NE27 0BU", "D", "139", "CLOVERFIELD", null),
    ],
  });
  await db.address.createMany({
    data: [
      { uprn: "100", paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", latitude: 55.0072, longitude: -1.6353, source: "demo", period: "demo 2026" },
      { uprn: "101", paon: "31", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: "31 Bradwell Road, Newcastle upon Tyne NE3 3LJ", latitude: 55.0073, longitude: -1.6354, source: "demo", period: "demo 2026" },
      { uprn: "102", paon: "2", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LN", singleLine: "2 Bradwell Road, Newcastle upon Tyne NE3 3LN", latitude: 55.0079, longitude: -1.634, source: "demo", period: "demo 2026" },
    ],
  });
  await db.listing.createMany({
    data: [
      { id: "L1", uprn: "101", address: "31 Bradwell Road, Newcastle upon Tyne", postcode: "NE3 3LJ", outcode: "NE3", status: "for_sale", listingDate: new Date("2026-10-01"), price: 195_000, bedrooms: 3, bathrooms: 1, floorAreaSqft: 950, propertyType: "Semi-Detached", latitude: 55.0073, longitude: -1.6354, daysOnMarket: 30, source: "demo", period: "demo 2026" },
      { id: "L2", uprn: null, address: "Flat 2, 6 Bradwell Road, Newcastle upon Tyne", postcode: "NE3 3LN", outcode: "NE3", status: "to_let", listingDate: new Date("2026-10-15"), price: 750, bedrooms: 2, bathrooms: 1, floorAreaSqft: 600, propertyType: "Flat", latitude: 55.0079, longitude: -1.634, daysOnMarket: 12, source: "demo", period: "demo 2026" },
    ],
  });
}
