// What is counted at import time, per dataset (DatasetCount, issue 15): the whole table
// under the key "", and the few breakdowns request paths need (sales per county with their
// first and last month, crimes per month and per local authority, located postcodes per
// district). Each is one grouped scan, run when the dataset changes, never on a request; a
// Price Paid load that reports what it touched moves the sales' counts instead
// (applySaleCountChanges, decision 128).
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

/**
 * A county's sales a Price Paid load brings (side 1: its staged rows) or takes away (side -1:
 * the stored rows they replace, and those it deletes), with the first and last of their days
 * ("YYYY-MM-DD"); `county` null for sales without one. Read before the load writes.
 */
export type CountyChange = { county: string | null; side: 1 | -1; count: number; first: string; last: string };

/** What a Price Paid load changed (decision 128): its counties' changes, and the rows it inserted less those it deleted. */
export type SaleCountChanges = { changes: readonly CountyChange[]; net: number };

type Span = { count: number; first: string; last: string };

/**
 * A county's first or last month after a load: the outermost of its months before that still
 * stand and the added sales' month. Null when a sale taken away was at the old edge and
 * nothing added reaches it: the edge may have moved inward, which only a count can tell.
 */
function moveEdge(before: Span | undefined, added: CountyChange | undefined, removed: CountyChange | undefined, end: "first" | "last"): string | null {
  const inside = (a: string, b: string) => (end === "first" ? a > b : a < b);
  const addedMonth = added?.[end].slice(0, 7);
  let standing: string | undefined;
  // Some sales of before's stay (not all of them were taken away).
  if (before && !(removed && removed.count >= before.count)) {
    const removedMonth = removed?.[end].slice(0, 7);
    if (removedMonth === undefined || inside(removedMonth, before[end])) standing = before[end];
    else if (addedMonth === undefined || inside(addedMonth, before[end])) return null;
  }
  const months = [standing, addedMonth].filter((month): month is string => month !== undefined);
  if (!months.length) return null;
  return months.reduce((a, b) => (inside(a, b) ? b : a));
}

/**
 * The kept sale counts (countSales's rows) after a load, from the rows before it and its
 * changes, without counting the sales again (at 29M sales the grouped scan takes tens of
 * seconds). Null when they cannot be known so: no counts kept, changes that do not add up to
 * the rows written, or a county's first or last month that may have moved inward.
 */
export function applySaleCountChanges(kept: readonly CountRow[], { changes, net }: SaleCountChanges): CountRow[] | null {
  const total = kept.find((row) => row.key === WHOLE_TABLE);
  if (!total || changes.reduce((sum, change) => sum + change.side * change.count, 0) !== net || total.count + net < 0) return null;
  const counties = new Map<string, Span>();
  for (const row of kept) {
    const parsed = parseSaleCountyKey(row.key);
    if (parsed) counties.set(parsed.county, { count: row.count, first: parsed.firstMonth, last: parsed.lastMonth });
  }
  const touched = new Map<string, { added?: CountyChange; removed?: CountyChange }>();
  for (const change of changes) {
    if (change.county === null) continue;
    const sides = touched.get(change.county) ?? {};
    sides[change.side === 1 ? "added" : "removed"] = change;
    touched.set(change.county, sides);
  }
  for (const [county, { added, removed }] of touched) {
    const before = counties.get(county);
    const count = (before?.count ?? 0) + (added?.count ?? 0) - (removed?.count ?? 0);
    if (count < 0 || (removed && !before)) return null;
    if (count === 0) {
      counties.delete(county);
      continue;
    }
    const [first, last] = [moveEdge(before, added, removed, "first"), moveEdge(before, added, removed, "last")];
    if (first === null || last === null) return null;
    counties.set(county, { count, first, last });
  }
  const rows = whole(total.count + net);
  for (const [county, { count, first, last }] of counties) rows.push({ key: saleCountyKey(county, first, last), count });
  return rows;
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

/** Counts `datasets` now, one after another. */
export async function countDatasets(db: Db, datasets: readonly CountedDataset[]): Promise<Map<CountedDataset, CountRow[]>> {
  const counted = new Map<CountedDataset, CountRow[]>();
  for (const dataset of datasets) counted.set(dataset, await countDataset(db, dataset));
  return counted;
}
