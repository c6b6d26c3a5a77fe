// What is counted at import time, per dataset (DatasetCount, issue 15): the whole table
// under the key "", and the few breakdowns request paths need (sales per county with their
// first and last month, crimes per month and per local authority, located postcodes per
// district). Each is one grouped scan, run when the dataset changes, never on a request.
// A plain module (not *.server.ts) because the import CLI calls it; the client is passed
// in, as the importers' is, so only its type is imported.
import { authorityOfLsoaName } from "@/lib/area/local-authorities";
import type { PrismaClient as Db } from "@/lib/generated/sqlite/client";

export type CountRow = { key: string; count: number };

/** The whole table's count is kept under this key. */
export const WHOLE_TABLE = "";

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** "county:TYNE AND WEAR|2022-01|2022-09": a county's sales, with the months they span. */
export function saleCountyKey(county: string, firstMonth: string, lastMonth: string): string {
  return `county:${county}|${firstMonth}|${lastMonth}`;
}

export function parseSaleCountyKey(key: string): { county: string; firstMonth: string; lastMonth: string } | null {
  const match = /^county:(.+)\|(\d{4}-\d{2})\|(\d{4}-\d{2})$/.exec(key);
  return match ? { county: match[1] as string, firstMonth: match[2] as string, lastMonth: match[3] as string } : null;
}

export const CRIME_MONTH_PREFIX = "month:";
export const CRIME_AUTHORITY_PREFIX = "authority:";
export const POSTCODE_DISTRICT_PREFIX = "district:";

const whole = (count: number): CountRow[] => [{ key: WHOLE_TABLE, count }];

async function countSales(db: Db): Promise<CountRow[]> {
  const [total, counties] = await Promise.all([
    db.sale.count(),
    db.sale.groupBy({ by: ["county"], _count: { _all: true }, _min: { date: true }, _max: { date: true } }),
  ]);
  const rows = whole(total);
  for (const group of counties) {
    if (!group.county || !group._min.date || !group._max.date) continue;
    rows.push({ key: saleCountyKey(group.county, monthOf(group._min.date), monthOf(group._max.date)), count: group._count._all });
  }
  return rows;
}

async function countCrimes(db: Db): Promise<CountRow[]> {
  const [total, months, lsoas] = await Promise.all([
    db.crime.count(),
    db.crime.groupBy({ by: ["month"], _count: { _all: true } }),
    db.crime.groupBy({ by: ["lsoaName"], _count: { _all: true } }),
  ]);
  const rows = whole(total);
  for (const group of months) rows.push({ key: `${CRIME_MONTH_PREFIX}${group.month}`, count: group._count._all });
  const authorities = new Map<string, number>();
  for (const group of lsoas) {
    const authority = authorityOfLsoaName(group.lsoaName);
    if (authority) authorities.set(authority, (authorities.get(authority) ?? 0) + group._count._all);
  }
  for (const [authority, count] of authorities) rows.push({ key: `${CRIME_AUTHORITY_PREFIX}${authority}`, count });
  return rows;
}

async function countPostcodes(db: Db): Promise<CountRow[]> {
  const [total, districts] = await Promise.all([
    db.postcode.count(),
    db.postcode.groupBy({ by: ["districtCode"], where: { latitude: { not: null } }, _count: { _all: true } }),
  ]);
  const rows = whole(total);
  for (const group of districts) if (group.districtCode) rows.push({ key: `${POSTCODE_DISTRICT_PREFIX}${group.districtCode}`, count: group._count._all });
  return rows;
}

/** Every counted dataset (named by its table) and how it is counted. */
export const DATASET_COUNTERS = {
  postcode: countPostcodes,
  sale: countSales,
  crime: countCrimes,
  planningConstraint: async (db: Db) => whole(await db.planningConstraint.count()),
  listedBuilding: async (db: Db) => whole(await db.listedBuilding.count()),
  address: async (db: Db) => whole(await db.address.count()),
  listing: async (db: Db) => whole(await db.listing.count()),
  epcCertificate: async (db: Db) => whole(await db.epcCertificate.count()),
  building: async (db: Db) => whole(await db.building.count()),
  title: async (db: Db) => whole(await db.title.count()),
  client: async (db: Db) => whole(await db.client.count()),
} satisfies Record<string, (db: Db) => Promise<CountRow[]>>;

export type CountedDataset = keyof typeof DATASET_COUNTERS;
export const COUNTED_DATASETS = Object.keys(DATASET_COUNTERS) as CountedDataset[];

// The tables each importer (`npm run import -- <dataset>`, lib/import/import-file.ts) writes.
const TABLES_OF_IMPORT: Readonly<Record<string, readonly CountedDataset[]>> = {
  ppd: ["sale"],
  postcodes: ["postcode"],
  crime: ["crime"],
  "conservation-areas": ["planningConstraint"],
  aonb: ["planningConstraint"],
  "listed-buildings": ["listedBuilding"],
  epc: ["epcCertificate"],
  "non-domestic-epc": [],
  uprn: ["address"],
  ccod: ["title"],
  ocod: ["title"],
  heights: ["building"],
  "rebuild-rates": [],
  portfolio: ["client"],
};

/** The counted datasets an import of `importDataset` may change; every one for a name not listed, to stay right. */
export function datasetsChangedBy(importDataset: string): readonly CountedDataset[] {
  return TABLES_OF_IMPORT[importDataset] ?? COUNTED_DATASETS;
}

/** The demo layers (lib/demo) write addresses, EPCs, listings, buildings, titles and the demo client. */
export const DEMO_DATASETS: readonly CountedDataset[] = ["address", "epcCertificate", "listing", "building", "title", "client"];

/** Counts one dataset now: a grouped scan of its table. */
export function countDataset(db: Db, dataset: CountedDataset): Promise<CountRow[]> {
  return DATASET_COUNTERS[dataset](db);
}
