import "server-only";
import { providerOfDb, type Db } from "@/lib/db/client";
import { readBytes, readCount, readDate, readJsonList, readNumber, readText } from "@/lib/db/read-raw-values";
import { sqlInJsonList, sqlJsonList } from "@/lib/db/sql-json-list";
import { sqlWithinCircle } from "@/lib/db/within-radius";
import { createDataVersionCache } from "@/lib/data-version/create-data-version-cache.server";
import { findCircleBounds, METRES_PER_DEGREE } from "@/lib/geo/find-circle-bounds";
import { Prisma } from "@/lib/generated/sqlite/client";
import { readCachedSummaryBuild } from "@/lib/data-version/read-cached-summary-build.server";
import { sqlPackedSaleMonths, sumPackedSaleMonths } from "@/lib/import/sale-months";
import { sqlInScope, type CircleSectors, type PostcodeScope } from "@/lib/postcode/postcode-scope.server";
import { findPriceWindows } from "./compute-price-change";
import { combineSaleSums, getAreaSaleFigures, startOfMonth, type AreaSaleFigures, type Sums } from "./get-sale-stats.server";
import { sqlResidentialSale } from "./sql-residential-sale.server";
import { queryRows } from "@/lib/db/query-rows";

type Bounds = { sector: string; outcode: string; postcodes: number; minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };

/** A sector is read whole only when its box lies this far inside the circle (rounding has room). */
const INSIDE_MARGIN_METRES = 100;

// Every sector's box (~11k rows nationally), per build of the summaries.
const boundsCache = createDataVersionCache<Bounds[]>("sector-bounds", { maxEntries: 2, maxWeight: 100_000, weigh: (rows) => rows.length });

const distanceMetres = (centre: { latitude: number; longitude: number }, latitude: number, longitude: number) => {
  // The flat projection of sqlWithinCircle (lib/db/within-radius).
  const scale = Math.cos((centre.latitude * Math.PI) / 180);
  const dLat = latitude - centre.latitude;
  const dLng = (longitude - centre.longitude) * scale;
  return Math.sqrt(dLat * dLat + dLng * dLng) * METRES_PER_DEGREE;
};

type Units = {
  /** Sectors read whole from SaleSummary. */
  sectors: string[];
  /** How many postcodes those sectors hold (SectorBounds' count, each with a centroid). */
  sectorPostcodes: number;
  /** A SELECT of "postcode" and "sector" from "Postcode" AS "p": the scope's other postcodes. */
  postcodes: Prisma.Sql;
  /**
   * A circle's: the sectors those postcodes lie in, whose postcodes' whole-history rows are
   * read as a range each (the totals' "edgeSums") rather than one key probe per postcode.
   */
  postcodeSectors?: string[];
  /** Every outward code the scope's postcodes can have; undefined when a sector that may hold some spans two. */
  outcodes?: string[];
  /** A circle's: every sector whose postcodes can lie in it (inside or on its edge). */
  sectorsMet?: string[];
};

const sectorsOf = (whole: readonly Bounds[]) => ({ sectors: whole.map((b) => b.sector), sectorPostcodes: whole.reduce((sum, b) => sum + b.postcodes, 0) });

/** The sectors' outward codes, undefined if one spans two (SectorBounds' outcode is then ''). */
const outcodesOf = (sectors: readonly Bounds[]) => (sectors.some((b) => !b.outcode) ? undefined : [...new Set(sectors.map((b) => b.outcode))].sort());

/**
 * The scope as summary units. Circle: the sectors whose box lies wholly inside it, and the
 * postcodes within it of the sectors whose box meets its box (every postcode of the circle
 * lies in its sector's box). Outward code or sector: its sectors (whose postcodes all share
 * that outward code) and its postcodes outside them (no centroid, or a sector spanning
 * outward codes).
 */
function unitsOf(db: Db, scope: PostcodeScope, bounds: readonly Bounds[]): Units {
  if (scope.kind === "circle") {
    const box = findCircleBounds(scope.centre, scope.radiusMetres);
    const inside: Bounds[] = [];
    const edge: Bounds[] = [];
    const reach = scope.radiusMetres - INSIDE_MARGIN_METRES;
    const inReach = (latitude: number, longitude: number) => distanceMetres(scope.centre, latitude, longitude) <= reach;
    for (const b of bounds) {
      if (b.maxLatitude < box.minLat || b.minLatitude > box.maxLat || b.maxLongitude < box.minLng || b.minLongitude > box.maxLng) continue;
      // Its four corners, without an array each (a 10-mile circle's box meets ~200 sectors).
      if (inReach(b.minLatitude, b.minLongitude) && inReach(b.minLatitude, b.maxLongitude) && inReach(b.maxLatitude, b.minLongitude) && inReach(b.maxLatitude, b.maxLongitude)) inside.push(b);
      else edge.push(b);
    }
    const within = sqlWithinCircle({ latitude: Prisma.raw(`"p"."latitude"`), longitude: Prisma.raw(`"p"."longitude"`) }, scope.centre, scope.radiusMetres);
    const met = [...inside, ...edge];
    return {
      ...sectorsOf(inside),
      // PostgreSQL, given IN over a JSON list, read the whole circle's box of Postcode and
      // then kept the few edge sectors' rows (11k pages for 784 rows at 10 miles, 120-140
      // ms); an array lets it use the sector index too (25-35 ms).
      postcodes: Prisma.sql`SELECT "p"."postcode", "p"."sector" FROM "Postcode" AS "p" WHERE ${sqlInJsonList(db, Prisma.raw(`"p"."sector"`), edge.map((b) => b.sector))} AND ${within}`,
      postcodeSectors: edge.map((b) => b.sector),
      outcodes: outcodesOf(met),
      sectorsMet: met.map((b) => b.sector),
    };
  }
  const noCentroid = Prisma.sql`("p"."latitude" IS NULL OR "p"."longitude" IS NULL)`;
  if (scope.kind === "sector") {
    const own = bounds.filter((b) => b.sector === scope.value);
    // A sector without a centroid's postcode has no box: its outward code is not known here.
    return { ...sectorsOf(own), postcodes: Prisma.sql`SELECT "p"."postcode", "p"."sector" FROM "Postcode" AS "p" WHERE "p"."sector" = ${scope.value} AND ${noCentroid}`, outcodes: own.length ? outcodesOf(own) : undefined };
  }
  const whole = sectorsOf(bounds.filter((b) => b.outcode === scope.value));
  const sectors = whole.sectors;
  return {
    ...whole,
    outcodes: [scope.value],
    postcodes: Prisma.sql`SELECT "p"."postcode", "p"."sector" FROM "Postcode" AS "p" WHERE "p"."outcode" = ${scope.value} AND (${noCentroid} OR "p"."sector" NOT IN (${sqlJsonList(db, sectors)}))`,
  };
}

/** The totals row that counts the scope's postcode units (summary rows are counted 0 or 1). */
const UNIT_COUNT = -1;

type Row = { kind?: unknown; period: unknown; counted: unknown; count: unknown; total: unknown; first: unknown; latest: unknown };
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const endOfMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
/** Whether a cut month's sales up to the cut are its month less its days from the cut on (fewer day rows than from its first). */
const readsFromMonthEnd = (cut: Date) => endOfMonth(cut).getUTCDate() - cut.getUTCDate() + 2 < cut.getUTCDate();

/**
 * What getAreaSaleFigures(db, sqlInScope(…), sqlResidentialSale()) answers for a scope,
 * from the maintained summaries (docs/decisions/116): the whole-history rows of its units,
 * their months from the two-year window on, and the two cut months up to the cut (sectors'
 * day rows, postcodes' sales from the (postcode, date) index). A few rows per sector, not
 * every sale. Without summaries built from the current sales and postcodes, or when a cut
 * falls inside a day holding sales on both sides of it, the sales are read as before.
 */
export async function getScopeSaleFigures(db: Db, scope: PostcodeScope): Promise<AreaSaleFigures> {
  return (await getScopeSaleFiguresAndRange(db, scope)).figures;
}

/** getScopeSaleFiguresAndRange's answer: see there. */
export type ScopeSaleFigures = { figures: AreaSaleFigures; first?: Date | null; latest?: Date | null; postcodes?: number; outcodes?: string[]; sectors?: CircleSectors };

/**
 * getScopeSaleFigures, with what the page's plan needs (lib/search/list-search-page.server.ts,
 * PageHint) when the summaries give it (all undefined when the sales were read): the first
 * and latest dates of every sale of the scope, counted or not (null without sales); how many
 * postcodes the scope holds; and the outward codes its sales can have (from SectorBounds;
 * none when a sector spanning two may hold some); for a circle, the sectors its postcodes can
 * lie in (PostcodeScope's CircleSectors), which the summaries were read by. The count is the
 * whole sectors' kept counts and the other units' postcodes, which the figures list anyway:
 * a circle's postcodes are never counted one by one (~10-16 ms for a 10-mile circle at 1.7M
 * postcodes).
 */
export async function getScopeSaleFiguresAndRange(db: Db, scope: PostcodeScope): Promise<ScopeSaleFigures> {
  const fromSales = async () => ({ figures: await getAreaSaleFigures(db, sqlInScope(Prisma.raw(`"Sale"."postcode"`), scope), sqlResidentialSale()) });
  const build = await readCachedSummaryBuild(db);
  if (!build) return fromSales();
  const bounds = await boundsCache.get(db, build, () =>
    db.sectorBounds.findMany({ select: { sector: true, outcode: true, postcodes: true, minLatitude: true, maxLatitude: true, minLongitude: true, maxLongitude: true } }),
  );
  const postgres = providerOfDb(db) === "postgres";
  const json = (values: string[]) => sqlJsonList(db, values);
  const units = unitsOf(db, scope, bounds);
  // SQLite: the units drive, each a seek into SaleSummary's key (its CROSS JOIN keeps that
  // order; PostgreSQL plans a CROSS JOIN with a WHERE as any join).
  const join = Prisma.sql`CROSS JOIN`;
  const jsonList = (values: string[]) => Prisma.sql`SELECT "l"."value" AS "unit" FROM (${json(values)}) AS "l"`;

  // The units' whole history, and which postcode units hold counted sales (only those are
  // read again: an edge's postcodes are selected by the circle once, here); then a row
  // (counted -1) of how many postcode units there are, with sales or not.
  const postcodesWithSales = postgres
    ? Prisma.sql`array_agg("ss"."unit") FILTER (WHERE "ss"."postcode" = 1)`
    : Prisma.sql`json_group_array("ss"."unit") FILTER (WHERE "ss"."postcode" = 1)`;
  const sums = Prisma.raw(`"ss"."unit" AS "unit", "ss"."counted" AS "counted", "ss"."count" AS "count", "ss"."total" AS "total", "ss"."first" AS "first", "ss"."latest" AS "latest"`);
  const whole = Prisma.sql`"ss"."grain" = 'all' AND "ss"."period" = 'all'`;
  // A circle's edge postcodes (~4,600 at 5 miles) were one key probe each, 2-3 us on
  // PostgreSQL: 10-13 ms of a wide search. Their sectors' postcodes' whole-history rows are
  // instead read as one range a sector, from the index that holds every unit's "all" rows
  // (whose period is always 'all') in unit order: the range of names that start with the
  // sector's (SaleSummary_all_unit_idx). A postcode read there is kept when the circle holds
  // it and that sector is its own. One whose name does not start with its sector's (none the
  // importer makes) is read by its key. MATERIALIZED keeps PostgreSQL from probing each edge
  // postcode after all (it puts the edge at a few rows).
  const inOwnSector = Prisma.sql`"u"."postcode" > "u"."sector" AND "u"."postcode" < "u"."sector" || '~'`;
  const edgeSums = units.postcodeSectors
    ? Prisma.sql`, "edgeSums" AS MATERIALIZED (SELECT ${sums}, "e"."value" AS "sector" FROM (${json(units.postcodeSectors)}) AS "e" ${join} "SaleSummary" AS "ss"
      WHERE "ss"."grain" = 'all' AND "ss"."unit" > "e"."value" AND "ss"."unit" < "e"."value" || '~')`
    : Prisma.empty;
  const byKey = (condition: Prisma.Sql) =>
    Prisma.sql`SELECT ${sums}, 1 AS "postcode" FROM "edge" AS "u" ${join} "SaleSummary" AS "ss" WHERE ${condition} "ss"."unit" = "u"."postcode" AND ${whole}`;
  const postcodeSums = units.postcodeSectors
    ? Prisma.sql`SELECT ${sums}, 1 AS "postcode" FROM "edgeSums" AS "ss" WHERE ("ss"."unit", "ss"."sector") IN (SELECT "u"."postcode", "u"."sector" FROM "edge" AS "u")
      UNION ALL ${byKey(Prisma.sql`NOT (${inOwnSector}) AND`)}`
    : byKey(Prisma.empty);
  // The postcode units are listed once (MATERIALIZED: both databases otherwise run the
  // subquery again for the count).
  const totals = await queryRows<(Row & { postcodes: unknown })[]>(db, Prisma.sql`
    WITH "edge" AS MATERIALIZED (${units.postcodes})${edgeSums}
    SELECT "ss"."counted" AS "counted", SUM("ss"."count") AS "count", SUM("ss"."total") AS "total", MIN("ss"."first") AS "first", MAX("ss"."latest") AS "latest",
      ${postcodesWithSales} AS "postcodes"
    FROM (
      SELECT ${sums}, 0 AS "postcode" FROM (${json(units.sectors)}) AS "s" ${join} "SaleSummary" AS "ss" WHERE "ss"."unit" = "s"."value" AND ${whole}
      UNION ALL ${postcodeSums}) AS "ss"
    GROUP BY "ss"."counted"
    UNION ALL
    SELECT ${UNIT_COUNT} AS "counted", COUNT(*) AS "count", NULL AS "total", NULL AS "first", NULL AS "latest", NULL AS "postcodes" FROM "edge"`);
  const all: Sums = { count: 0, total: 0 };
  let otherCount = 0;
  let first: Date | null = null;
  let latest: Date | null = null;
  let postcodes: string[] = [];
  // Every sale's range, counted or not.
  const range: { first: Date | null; latest: Date | null } = { first: null, latest: null };
  let scopePostcodes = units.sectorPostcodes;
  for (const row of totals) {
    if (readCount(row.counted) === UNIT_COUNT) {
      scopePostcodes += readCount(row.count);
      continue;
    }
    const [from, to] = [readDate(row.first), readDate(row.latest)];
    if (from && (!range.first || from < range.first)) range.first = from;
    if (to && (!range.latest || to > range.latest)) range.latest = to;
    if (readCount(row.counted) !== 1) {
      otherCount += readCount(row.count);
      continue;
    }
    all.count += readCount(row.count);
    all.total += readNumber(row.total) ?? 0;
    first = readDate(row.first);
    latest = readDate(row.latest);
    postcodes = readJsonList(row.postcodes).filter((unit): unit is string => typeof unit === "string");
  }
  const known = { postcodes: scopePostcodes, outcodes: units.outcodes, ...(units.sectorsMet ? { sectors: { provider: providerOfDb(db), names: units.sectorsMet } } : {}) };
  if (!latest) return { figures: combineSaleSums({ all, first, latest, months: new Map(), otherCount, yearCut: all, twoYearCut: all }), ...range, ...known };

  const { yearAgo, twoYearsAgo } = findPriceWindows(latest);
  // A sector's sales of a cut month up to the cut: its days from the month's first, or its
  // month less its days from the cut on, whichever reads fewer day rows (the latest sale is
  // often near a month's end, and so are the cuts: 30 rows a sector become 2).
  const sectorDays = (cut: Date, kind: string) => {
    const fromEnd = readsFromMonthEnd(cut);
    const days = fromEnd
      ? Prisma.sql`"ss"."period" >= ${dayOf(cut)} AND "ss"."period" <= ${dayOf(endOfMonth(cut))}`
      : Prisma.sql`"ss"."period" >= ${dayOf(startOfMonth(cut))} AND "ss"."period" <= ${dayOf(cut)}`;
    const period = fromEnd ? Prisma.sql`CASE WHEN "ss"."period" > ${dayOf(cut)} THEN 'after' ELSE 'on' END` : Prisma.sql`CASE WHEN "ss"."period" < ${dayOf(cut)} THEN 'before' ELSE 'on' END`;
    const month = Prisma.sql`
    UNION ALL
    SELECT ${Prisma.raw(`'${kind}'`)} AS "kind", 'month' AS "period", 1 AS "counted", SUM("ss"."count") AS "count", SUM("ss"."total") AS "total", MIN("ss"."first") AS "first", MAX("ss"."latest") AS "latest", NULL AS "months"
    FROM (${jsonList(units.sectors)}) AS "units" ${join} "SaleSummary" AS "ss"
    WHERE "ss"."unit" = "units"."unit" AND "ss"."grain" = 'month' AND "ss"."period" = ${monthOf(cut)} AND "ss"."counted" = 1`;
    return Prisma.sql`
    SELECT ${Prisma.raw(`'${kind}'`)} AS "kind", ${period} AS "period", 1 AS "counted",
      SUM("ss"."count") AS "count", SUM("ss"."total") AS "total", MIN("ss"."first") AS "first", MAX("ss"."latest") AS "latest", NULL AS "months"
    FROM (${jsonList(units.sectors)}) AS "units" ${join} "SaleSummary" AS "ss"
    WHERE "ss"."unit" = "units"."unit" AND "ss"."grain" = 'day' AND ${days} AND "ss"."counted" = 1
    GROUP BY 2${fromEnd ? month : Prisma.empty}`;
  };
  // The postcodes' sales of each cut month up to its cut, exactly as getAreaSaleFigures reads
  // them: one range of a postcode's (postcode, date) index for both cuts, from the earlier cut
  // month's first day to the later cut (about a year of its sales), not one range per cut
  // (a second probe of each postcode: ~480 at 10 miles).
  const postcodeCuts = Prisma.sql`
    SELECT "c"."kind" AS "kind", 'sales' AS "period", 1 AS "counted", COUNT(*) AS "count", SUM("c"."price") AS "total", MIN("c"."date") AS "first", MAX("c"."date") AS "latest", NULL AS "months"
    FROM (SELECT CASE WHEN "Sale"."date" >= ${startOfMonth(yearAgo)} THEN 'year' ELSE 'twoYears' END AS "kind", "Sale"."price" AS "price", "Sale"."date" AS "date"
      FROM "Sale" WHERE "Sale"."postcode" IN (${json(postcodes)}) AND ${sqlResidentialSale()}
        AND "Sale"."date" >= ${startOfMonth(twoYearsAgo)} AND "Sale"."date" <= ${yearAgo} AND ("Sale"."date" <= ${twoYearsAgo} OR "Sale"."date" >= ${startOfMonth(yearAgo)})) AS "c"
    GROUP BY "c"."kind"`;
  // The units' months come packed, in one value (lib/import/sale-months.ts); the other rows
  // leave it null.
  const fromMonth = monthOf(twoYearsAgo);
  const rows = await queryRows<(Row & { months?: unknown })[]>(db, Prisma.sql`
    SELECT 'months' AS "kind", NULL AS "period", 1 AS "counted", NULL AS "count", NULL AS "total", NULL AS "first", NULL AS "latest", "packed"."months" AS "months"
    FROM (${sqlPackedSaleMonths(providerOfDb(db), jsonList([...units.sectors, ...postcodes]), fromMonth)}) AS "packed"
    UNION ALL ${sectorDays(yearAgo, "year")}
    UNION ALL ${sectorDays(twoYearsAgo, "twoYears")}
    UNION ALL ${postcodeCuts}`);

  let months = new Map<string, Sums>();
  const cuts: Record<string, Sums> = { year: { count: 0, total: 0 }, twoYears: { count: 0, total: 0 } };
  const cutOf: Record<string, Date> = { year: yearAgo, twoYears: twoYearsAgo };
  for (const row of rows) {
    const kind = readText(row.kind) ?? "";
    const sums = { count: readCount(row.count), total: readNumber(row.total) ?? 0 };
    if (kind === "months") {
      months = sumPackedSaleMonths(readBytes(row.months), fromMonth);
      continue;
    }
    const cut = cutOf[kind];
    const target = cuts[kind];
    if (!cut || !target || !sums.count) continue;
    const period = readText(row.period);
    let sign = period === "after" ? -1 : 1;
    if (period === "on") {
      // The cut's own day: up to the cut when every sale of it is, after it when none is; a
      // day split by the cut (sales at times of day) is read from the sales instead. Read
      // from the month's first, a day up to the cut is added; from its end, one after it is
      // taken off the month.
      const [from, to] = [readDate(row.first), readDate(row.latest)];
      const after = !!from && from > cut;
      if (!after && (!to || to > cut)) return fromSales();
      const fromEnd = readsFromMonthEnd(cut);
      if (after !== fromEnd) continue;
      sign = fromEnd ? -1 : 1;
    }
    target.count += sign * sums.count;
    target.total += sign * sums.total;
  }
  return { figures: combineSaleSums({ all, first, latest, months, otherCount, yearCut: cuts.year as Sums, twoYearCut: cuts.twoYears as Sums }), ...range, ...known };
}
