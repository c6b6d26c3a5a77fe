// Valuation backtest: every sale in the last calendar quarter of each Price Paid file in the
// bundle is valued from the sales dated before it only (no leakage) through valueHome, the
// function POST /api/properties/valuation values a home with, twice: as a user who gives the
// postcode and type only, and as one who picks the address (its UPRN in the register: its
// street and number, its own recorded sales, its EPC floor area where real). The one
// difference from production is the date: each sale is valued as at its own date.
// MdAPE: median absolute percentage error. PE10: share of values within 10% of the price.
// Baseline: the median price of same-sector, same-type sales in the 12 months before.
// "Valued today": the API itself (getValuation) asked for each outward code and type of the
// quarter's sales at its most common postcode, as a user would today: the share of the
// quarter's sales it answers with a value rather than a 404.
//
//   npx tsx --conditions=react-server bench/valuation-backtest.ts                     (DATABASE_URL, default file:./data/app.db)
//   npx tsx --conditions=react-server bench/valuation-backtest.ts --quarters-back 1   (the quarter before: where the settings were tuned)
//   ... --skip-today                                                                   (no API calls: the "today" column is left empty)
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Db } from "@/lib/db/client";
import { DEMO_SOURCE } from "@/lib/demo/demo-constants";
import { AppError } from "@/lib/errors/app-error";
import { getPostcodeArea } from "@/lib/postcode/normalise-postcode";
import { isResidentialPpdType, RESIDENTIAL_PPD_TYPES, type ResidentialPpdType } from "@/lib/property/ppd-types";
import { squareMetresToFeet } from "@/lib/property/units";
import { buildAreaIndex, buildLocalIndex } from "@/lib/valuation/build-local-index";
import type { PriceIndex } from "@/lib/valuation/build-price-index";
import type { ValueEstimate } from "@/lib/valuation/estimate-value";
import { getValuation } from "@/lib/valuation/get-valuation.server";
import { toPropertyType } from "@/lib/valuation/property-types";
import { saleRowSelect, toEvidenceSale, type SaleRow } from "@/lib/valuation/to-evidence-sale";
import type { EvidenceSale } from "@/lib/valuation/types";
import { valueHome, type FloorAreaRecord, type HomeRecord } from "@/lib/valuation/value-home";
import { median } from "@/lib/valuation/weighted-median";

const DAY_MS = 86_400_000;
const BASELINE_DAYS = 365;
const CHUNK = 5_000;

/** The postcode area of an outcode ("NE3" → "NE"): the wider market the area index covers. */
const areaOf = (outcode: string) => getPostcodeArea(outcode) ?? outcode;

type Row = SaleRow & { period: string; county: string | null };

export type BacktestCase = {
  region: string;
  /** A regional sample (one county) or a scattered one (the Midlands monthly-update rows). */
  regional: boolean;
  category: string;
  propertyType: ResidentialPpdType;
  price: number;
  /** Valued by postcode and type, as a user who gives no address. */
  estimate: number | null;
  /** Valued with the address chosen (null: not valued, or the sale has no address in the register). */
  addressEstimate: number | null;
  /** The sale's home is in the address register, so a user could choose it. */
  hasAddress: boolean;
  baseline: number | null;
  confidence: ValueEstimate["confidence"] | null;
  located: boolean;
  hasOwnSale: boolean;
  withinRange: boolean | null;
  /** The API values this sale's outward code and type today (see probeToday). */
  valuedToday: boolean;
};

export type Accuracy = { count: number; valued: number; mdape: number | null; pe10: number | null; pe20: number | null };

export type BacktestSummary = {
  cases: BacktestCase[];
  segments: { label: string; model: Accuracy; address: Accuracy; baseline: Accuracy; today: { count: number; valued: number } }[];
  seconds: number;
};

function quarterOf(date: Date, back: number): { start: Date; end: Date; label: string } {
  const index = date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3) - back;
  const year = Math.floor(index / 4);
  const quarter = index % 4;
  return { start: new Date(Date.UTC(year, quarter * 3, 1)), end: new Date(Date.UTC(year, quarter * 3 + 3, 1)), label: `${year} Q${quarter + 1}` };
}

async function loadSales(db: Db): Promise<Row[]> {
  return db.sale.findMany({ select: { ...saleRowSelect, period: true, county: true }, orderBy: [{ date: "asc" }, { transactionId: "asc" }] });
}

async function loadCentroids(db: Db, postcodes: string[]) {
  const centroids = new Map<string, { latitude: number; longitude: number }>();
  for (let i = 0; i < postcodes.length; i += CHUNK) {
    const rows = await db.postcode.findMany({ where: { postcode: { in: postcodes.slice(i, i + CHUNK) } }, select: { postcode: true, latitude: true, longitude: true } });
    for (const row of rows) if (row.latitude !== null && row.longitude !== null) centroids.set(row.postcode, { latitude: row.latitude, longitude: row.longitude });
  }
  return centroids;
}

/** The address register (what the address finder offers) and each UPRN's latest EPC floor area, as the API reads them. */
async function loadHomes(db: Db) {
  const homes = new Map<string, HomeRecord & { postcode: string | null }>();
  for (const row of await db.address.findMany({ select: { uprn: true, postcode: true, paon: true, street: true } })) homes.set(row.uprn, row);
  const floorAreas = new Map<string, FloorAreaRecord>();
  const epcs = await db.epcCertificate.findMany({ where: { uprn: { not: null }, totalFloorArea: { not: null } }, select: { uprn: true, totalFloorArea: true, source: true }, orderBy: { lodgementDate: "asc" } });
  for (const row of epcs) {
    const sqft = squareMetresToFeet(row.totalFloorArea);
    if (row.uprn && sqft) floorAreas.set(row.uprn, { sqft, demo: row.source === DEMO_SOURCE });
  }
  return { homes, floorAreas };
}

/** Index of the first element of `sorted` (by date) dated on or after `date`. */
function countBefore(sorted: readonly { date: Date }[], date: Date): number {
  let low = 0;
  let high = sorted.length;
  const t = date.getTime();
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sorted[mid] as { date: Date }).date.getTime() < t) low = mid + 1;
    else high = mid;
  }
  return low;
}

// A file most of whose sales lie in one county is a regional sample; otherwise (the
// Midlands monthly-update rows, spread over six counties and thirty years) it is scattered,
// reported on its own line and kept out of the totals.
const REGIONAL_SHARE = 0.8;

function describeRegion(rows: readonly Row[]): { name: string; regional: boolean } {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.county) counts.set(row.county, (counts.get(row.county) ?? 0) + 1);
  const [county, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["unknown", 0];
  const regional = count / Math.max(1, rows.length) >= REGIONAL_SHARE;
  return { name: regional ? titleCase(county) : `${titleCase(county)} and ${counts.size - 1} more counties (scattered)`, regional };
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\bAnd\b/g, "and");
}

export function measureAccuracy(pairs: { price: number; value: number | null }[]): Accuracy {
  const errors = pairs.filter((p) => p.value !== null).map((p) => Math.abs((p.value as number) - p.price) / p.price);
  if (!errors.length) return { count: pairs.length, valued: 0, mdape: null, pe10: null, pe20: null };
  return {
    count: pairs.length,
    valued: errors.length,
    mdape: median(errors),
    pe10: errors.filter((e) => e <= 0.1).length / errors.length,
    pe20: errors.filter((e) => e <= 0.2).length / errors.length,
  };
}

function formatPercent(value: number | null): string {
  return value === null ? "—" : `${(value * 100).toFixed(1)}%`;
}

const coverage = (valued: number, count: number) => (count ? formatPercent(valued / count) : "—");

function printTable(summary: Omit<BacktestSummary, "seconds">, log: (line: string) => void) {
  const header = ["segment", "sales", "valued", "today", "MdAPE", "PE10", "PE20", "w/ address", "valued", "MdAPE", "PE10", "baseline valued", "MdAPE", "PE10"];
  const rows = summary.segments.map(({ label, model, address, baseline, today }) => [
    label, String(model.count), coverage(model.valued, model.count), coverage(today.valued, today.count), formatPercent(model.mdape), formatPercent(model.pe10), formatPercent(model.pe20),
    String(address.count), coverage(address.valued, address.count), formatPercent(address.mdape), formatPercent(address.pe10),
    coverage(baseline.valued, baseline.count), formatPercent(baseline.mdape), formatPercent(baseline.pe10),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  log(line(header));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) log(line(row));
}

/**
 * Whether the API values each outward code and type of the quarter's sales today: one
 * getValuation per pair, at the pair's most common postcode (a 404 is "not valued").
 */
async function probeToday(db: Db, sales: readonly EvidenceSale[]): Promise<Set<string>> {
  const postcodes = new Map<string, Map<string, number>>();
  for (const sale of sales) {
    const key = `${sale.outcode}|${sale.propertyType}`;
    const counts = postcodes.get(key) ?? new Map<string, number>();
    counts.set(sale.postcode, (counts.get(sale.postcode) ?? 0) + 1);
    postcodes.set(key, counts);
  }
  const valued = new Set<string>();
  for (const [key, counts] of postcodes) {
    const postcode = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] as string;
    const type = key.slice(key.indexOf("|") + 1) as ResidentialPpdType;
    try {
      await getValuation(db, { postcode, propertyType: toPropertyType(type) });
      valued.add(key);
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  return valued;
}

export async function runValuationBacktest(db: Db, options: { quartersBack?: number; skipToday?: boolean; log?: (line: string) => void } = {}): Promise<BacktestSummary> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const rows = await loadSales(db);
  if (!rows.length) {
    log("Valuation backtest: the database has no sales. Load the bundled data first: npm run data:load (or npm start once).");
    return { cases: [], segments: [], seconds: 0 };
  }
  const centroids = await loadCentroids(db, [...new Set(rows.map((r) => r.postcode).filter((p): p is string => !!p))]);
  const { homes, floorAreas } = await loadHomes(db);
  const readRealFloorAreas = async (uprns: string[]) => {
    const real = new Map<string, number>();
    for (const uprn of uprns) {
      const area = floorAreas.get(uprn);
      if (area && !area.demo) real.set(uprn, area.sqft);
    }
    return real;
  };
  const evidence = new Map<string, EvidenceSale>();
  const byArea = new Map<string, EvidenceSale[]>();
  const byUprn = new Map<string, Row[]>();
  for (const row of rows) {
    if (row.uprn) byUprn.set(row.uprn, [...(byUprn.get(row.uprn) ?? []), row]);
    const sale = toEvidenceSale(row, row.postcode ? (centroids.get(row.postcode) ?? null) : null);
    if (!sale) continue;
    evidence.set(sale.id, sale);
    const area = areaOf(sale.outcode);
    byArea.set(area, [...(byArea.get(area) ?? []), sale]);
  }

  const areaIndexes = new Map<string, PriceIndex>();
  const localIndexes = new Map<string, PriceIndex>();
  const cases: BacktestCase[] = [];
  const regions = new Map<string, Row[]>();
  for (const row of rows) regions.set(row.period, [...(regions.get(row.period) ?? []), row]);

  for (const regionRows of regions.values()) {
    const latest = regionRows[regionRows.length - 1] as Row;
    const quarter = quarterOf(latest.date, options.quartersBack ?? 0);
    const described = describeRegion(regionRows);
    const region = `${described.name} ${quarter.label}`;
    const held = regionRows
      .filter((row) => row.date >= quarter.start && row.date < quarter.end && isResidentialPpdType(row.propertyType))
      .map((row) => ({ row, sale: evidence.get(row.transactionId) }))
      .filter((c): c is { row: Row; sale: EvidenceSale } => c.sale !== undefined);
    const today = options.skipToday ? new Set<string>() : await probeToday(db, held.map((c) => c.sale));
    for (const { row, sale } of held) {
      const propertyType = row.propertyType as ResidentialPpdType;
      const areaSales = byArea.get(areaOf(sale.outcode)) ?? [];
      const before = areaSales.slice(0, countBefore(areaSales, sale.date));
      const dayKey = sale.date.toISOString().slice(0, 10);
      const areaKey = `${areaOf(sale.outcode)}|${dayKey}`;
      const areaIndex = areaIndexes.get(areaKey) ?? buildAreaIndex(before, sale.date);
      areaIndexes.set(areaKey, areaIndex);
      const localKey = `${sale.outcode}|${dayKey}`;
      const index = localIndexes.get(localKey) ?? buildLocalIndex(before, sale.outcode, sale.date, areaIndex);
      localIndexes.set(localKey, index);

      const common = {
        place: { postcode: sale.postcode, sector: sale.sector, outcode: sale.outcode, location: sale.location },
        propertyType: toPropertyType(propertyType),
        sqft: null,
        evidence: before,
        valuationDate: sale.date,
        index,
        readRealFloorAreas,
      };
      const byPostcode = await valueHome({ ...common, home: null, homeFloorArea: null, ownSales: [] });
      // As the API: a chosen address counts only when it lies in the postcode valued.
      const home = row.uprn ? homes.get(row.uprn) : undefined;
      const hasAddress = home !== undefined && home.postcode === sale.postcode;
      const ownSales = hasAddress ? (byUprn.get(home.uprn) ?? []).filter((s) => s.date < sale.date) : [];
      const withAddress = hasAddress ? await valueHome({ ...common, home, homeFloorArea: floorAreas.get(home.uprn) ?? null, ownSales }) : null;

      const since = sale.date.getTime() - BASELINE_DAYS * DAY_MS;
      const baseline = median(before.filter((s) => s.sector === sale.sector && s.propertyType === propertyType && s.date.getTime() >= since).map((s) => s.price));
      const estimate = byPostcode?.estimate ?? null;
      cases.push({
        region,
        regional: described.regional,
        category: row.category,
        propertyType,
        price: row.price,
        estimate: estimate?.estimate ?? null,
        addressEstimate: withAddress?.estimate.estimate ?? null,
        hasAddress,
        baseline,
        confidence: estimate?.confidence ?? null,
        located: sale.location !== null,
        hasOwnSale: withAddress?.estimate.ownSale != null,
        withinRange: estimate ? row.price >= estimate.range.low && row.price <= estimate.range.high : null,
        valuedToday: today.has(`${sale.outcode}|${propertyType}`),
      });
    }
  }

  const segment = (label: string, filter: (c: BacktestCase) => boolean) => {
    const chosen = cases.filter(filter);
    const addressed = chosen.filter((c) => c.hasAddress);
    return {
      label,
      model: measureAccuracy(chosen.map((c) => ({ price: c.price, value: c.estimate }))),
      address: measureAccuracy(addressed.map((c) => ({ price: c.price, value: c.addressEstimate }))),
      baseline: measureAccuracy(chosen.map((c) => ({ price: c.price, value: c.baseline }))),
      today: { count: chosen.length, valued: chosen.filter((c) => c.valuedToday).length },
    };
  };
  const regional = (c: BacktestCase) => c.regional;
  const regionNames = [...new Set(cases.filter(regional).map((c) => c.region))];
  const scattered = [...new Set(cases.filter((c) => !c.regional).map((c) => c.region))];
  const segments = [
    segment("all (regional samples)", regional),
    ...regionNames.map((name) => segment(`  ${name}`, (c) => c.region === name)),
    ...RESIDENTIAL_PPD_TYPES.map((type) => segment(`  type ${type}`, (c) => regional(c) && c.propertyType === type)),
    segment("  category A (standard sales)", (c) => regional(c) && c.category === "A"),
    ...(["high", "medium", "low"] as const).map((level) => segment(`  confidence ${level}`, (c) => regional(c) && c.confidence === level)),
    segment("  postcode has a centroid", (c) => regional(c) && c.located),
    segment("  postcode has no centroid", (c) => regional(c) && !c.located),
    segment("  with its own earlier sale", (c) => regional(c) && c.hasOwnSale),
    ...scattered.map((name) => segment(name, (c) => c.region === name)),
  ].filter((s) => s.model.count > 0);
  const seconds = (Date.now() - started) / 1000;
  log("Valuation backtest: each sale valued from earlier sales only, by postcode and type (valued, MdAPE, PE10, PE20) and with its address where the register has it (w/ address);");
  log("today: share of the sales whose outward code and type the API values today; baseline = median of same-sector, same-type sales in the prior 12 months");
  printTable({ cases, segments }, log);
  const ranged = cases.filter((c) => c.regional && c.withinRange !== null);
  log(`regional samples: the value range held the price in ${formatPercent(ranged.filter((c) => c.withinRange).length / Math.max(1, ranged.length))} of cases · ${seconds.toFixed(1)} s`);
  return { cases, segments, seconds };
}

async function main() {
  const { values } = parseArgs({ options: { "quarters-back": { type: "string", default: "0" }, "skip-today": { type: "boolean", default: false } } });
  const { getDb } = await import("@/lib/db/client");
  const db = getDb();
  try {
    await runValuationBacktest(db, { quartersBack: Number(values["quarters-back"]), skipToday: values["skip-today"] });
  } finally {
    await db.$disconnect();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
