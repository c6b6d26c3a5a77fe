// Rebuild cost rates (issue 11): £ per m² of gross external area by property type and build
// period, and region factors, one rate set per file. The shipped set is indicative; a firm
// loads its own licensed rates as another rate set in the same layout.
//
//   record,rate_set,property_type,build_period,region,value,indicative,source,price_date
//   rate,acme-2025,detached,pre-1919,,2650,false,"Acme licence 42",2025-01-01
//   region,acme-2025,,,North East,0.92,false,"Acme licence 42",2025-01-01
import type { RebuildRate, RebuildRegionFactor } from "@/lib/generated/sqlite/client";
import { BUILD_PERIODS, REBUILD_PROPERTY_TYPES } from "@/lib/rebuild/schemas";
import { matchRegionName } from "@/lib/rebuild/find-postcode-region";
import { isSameValue } from "../is-same-value";
import { formatMonth, indexHeader, parseDecimal, parseInteger, parseIsoDate, readText } from "../parse-fields";
import type { CsvImporter, FileLayout, ParseContext, RecordStore, RowOutcome, Tx } from "../types";

export const REBUILD_RATES_SOURCE = "rebuild-rates";
const COLUMNS = ["record", "rate_set", "property_type", "build_period", "region", "value", "indicative", "source", "price_date"] as const;
// A £/m² outside this is a typo (pence, or a whole-house cost), not a rate.
const MIN_RATE = 300;
const MAX_RATE = 20_000;
const MIN_FACTOR = 0.3;
const MAX_FACTOR = 3;

export type RebuildRateRecord = { kind: "rate"; rate: Omit<RebuildRate, "id"> } | { kind: "region"; factor: RebuildRegionFactor };

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

function parseBoolean(value: string | null): boolean | null {
  if (value === null) return true;
  if (/^(true|yes|1)$/i.test(value)) return true;
  if (/^(false|no|0)$/i.test(value)) return false;
  return null;
}

function createParser(header: readonly string[]) {
  const at = indexHeader(header);
  const index = Object.fromEntries(COLUMNS.map((name) => [name, at(name)])) as Record<(typeof COLUMNS)[number], number>;
  const missing = COLUMNS.filter((name) => index[name] < 0 && name !== "indicative");
  if (missing.length) throw new Error(`A rebuild rates file needs the columns ${COLUMNS.join(", ")}; missing ${missing.join(", ")}`);
  const get = (fields: readonly string[], name: (typeof COLUMNS)[number]) => (index[name] >= 0 ? readText(fields[index[name]]) : null);

  return function parseRebuildRateRow(fields: readonly string[], _context: ParseContext): RowOutcome<RebuildRateRecord> {
    const rateSet = get(fields, "rate_set");
    if (!rateSet || !/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,59}$/.test(rateSet)) return { kind: "reject", reason: `invalid rate_set "${rateSet ?? ""}" (letters, digits, space, . _ -; at most 60)` };
    const source = get(fields, "source");
    if (!source) return { kind: "reject", reason: "source is required: say where the figures come from" };
    const priceDate = parseIsoDate(get(fields, "price_date") ?? undefined);
    if (!priceDate) return { kind: "reject", reason: `invalid price_date "${get(fields, "price_date") ?? ""}" (YYYY-MM-DD)` };
    const indicative = parseBoolean(get(fields, "indicative"));
    if (indicative === null) return { kind: "reject", reason: `invalid indicative "${get(fields, "indicative")}" (true or false)` };
    const record = get(fields, "record")?.toLowerCase() ?? null;
    const valueText = get(fields, "value");
    if (record === "rate") {
      const propertyType = get(fields, "property_type")?.toLowerCase() ?? null;
      if (!isOneOf(REBUILD_PROPERTY_TYPES, propertyType)) return { kind: "reject", reason: `invalid property_type "${propertyType ?? ""}" (${REBUILD_PROPERTY_TYPES.join(", ")})` };
      const buildPeriod = get(fields, "build_period")?.toLowerCase() ?? null;
      if (!isOneOf(BUILD_PERIODS, buildPeriod)) return { kind: "reject", reason: `invalid build_period "${buildPeriod ?? ""}" (${BUILD_PERIODS.join(", ")})` };
      const ratePerSqm = parseInteger(valueText ?? undefined);
      if (ratePerSqm === null || ratePerSqm < MIN_RATE || ratePerSqm > MAX_RATE) return { kind: "reject", reason: `invalid rate "${valueText ?? ""}" (whole pounds per m², ${MIN_RATE}-${MAX_RATE})` };
      return { kind: "upsert", month: formatMonth(priceDate), record: { kind: "rate", rate: { rateSet, propertyType, buildPeriod, ratePerSqm, indicative, source, priceDate } } };
    }
    if (record === "region") {
      const region = matchRegionName(get(fields, "region") ?? "");
      if (!region) return { kind: "reject", reason: `invalid region "${get(fields, "region") ?? ""}" (a UK region, e.g. North East)` };
      const factor = parseDecimal(valueText ?? undefined);
      if (factor === null || factor < MIN_FACTOR || factor > MAX_FACTOR) return { kind: "reject", reason: `invalid region factor "${valueText ?? ""}" (${MIN_FACTOR}-${MAX_FACTOR})` };
      return { kind: "upsert", month: formatMonth(priceDate), record: { kind: "region", factor: { rateSet, region, factor } } };
    }
    return { kind: "reject", reason: `invalid record "${get(fields, "record") ?? ""}" (rate or region)` };
  };
}

function startRebuildRates(firstRow: readonly string[]): FileLayout<readonly string[], RebuildRateRecord> {
  return { source: REBUILD_RATES_SOURCE, headerRow: true, periodStyle: "latest", parse: createParser(firstRow) };
}

const RATE_FIELDS = ["ratePerSqm", "indicative", "source", "priceDate"] as const;

// A rate set is a few dozen rows: one read and at most one write per row is plenty.
const storeRebuildRates: RecordStore<RebuildRateRecord> = {
  tables: ["RebuildRate", "RebuildRegionFactor"],
  async upsert(tx: Tx, records) {
    let inserted = 0;
    let updated = 0;
    for (const record of records) {
      if (record.kind === "rate") {
        const { rateSet, propertyType, buildPeriod } = record.rate;
        const where = { rateSet_propertyType_buildPeriod: { rateSet, propertyType, buildPeriod } };
        const stored = await tx.rebuildRate.findUnique({ where });
        if (!stored) {
          await tx.rebuildRate.create({ data: record.rate });
          inserted += 1;
        } else if (RATE_FIELDS.some((field) => !isSameValue(record.rate[field], stored[field]))) {
          await tx.rebuildRate.update({ where, data: record.rate });
          updated += 1;
        }
      } else {
        const { rateSet, region, factor } = record.factor;
        const stored = await tx.rebuildRegionFactor.findUnique({ where: { rateSet_region: { rateSet, region } } });
        if (!stored) {
          await tx.rebuildRegionFactor.create({ data: record.factor });
          inserted += 1;
        } else if (stored.factor !== factor) {
          await tx.rebuildRegionFactor.update({ where: { rateSet_region: { rateSet, region } }, data: { factor } });
          updated += 1;
        }
      }
    }
    return { inserted, updated };
  },
  // Files never ask for deletions.
  delete: async () => 0,
};

export const rebuildRatesImporter: CsvImporter<RebuildRateRecord> = {
  dataset: "rebuild-rates",
  format: "csv",
  startCsv: startRebuildRates,
  keyOf: (record) => (record.kind === "rate" ? `rate|${record.rate.rateSet}|${record.rate.propertyType}|${record.rate.buildPeriod}` : `region|${record.factor.rateSet}|${record.factor.region}`),
  store: storeRebuildRates,
};
