// An outward code's local market (decision 120): its valuation date and its price index,
// the outward code's months shrunk toward its postcode area's (decisions 030, 117). Worked
// out here from Sale, both live by a valuation (lib/valuation/get-evidence.server.ts) and
// for every outward code after the sale summaries are rebuilt, into MarketIndex, so that a
// valuation reads one row instead of its postcode area's sales (at 2M sales a new area's
// read was two thirds of a valuation's CPU). A plain module (not *.server.ts): the import
// CLI builds the rows.
import { providerOfDb, type Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { sqlJsonList } from "@/lib/db/sql-json-list";
import { readCount, readDate, readNumber, readText } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { getPostcodeArea, getPostcodeSector } from "@/lib/postcode/normalise-postcode";
import { RESIDENTIAL_PPD_TYPES, STANDARD_PPD_CATEGORY } from "@/lib/property/ppd-types";
import { buildAreaIndexOfPrepared, buildLocalIndexOfPoints, prepareAreaPoints, type IndexPoint, type PreparedAreaPoints } from "@/lib/valuation/build-local-index";
import type { PriceIndex } from "@/lib/valuation/build-price-index";
import { shiftMonth, toMonthKey } from "@/lib/valuation/months";
import { EVIDENCE_WINDOW_MONTHS, MIN_MARKET_PRICE } from "@/lib/valuation/select-comparables";

/** A local market's valuation date and its price index (the outward code's, shrunk toward the area's). */
export type MarketIndex = { latestSaleDate: Date; index: PriceIndex } | { latestSaleDate: null; index: null };

/** The outward codes of a postcode area as a text range. */
export type OutcodeRange = { gte: string; lt: string };

// Outward codes of a postcode area are the area's letters and a digit: "M0".."M9…" sort
// between "M0" and "M:" (":" follows "9"), which keeps "ML" (Motherwell) out of "M".
export function outcodesOfArea(area: string): OutcodeRange {
  return { gte: `${area}0`, lt: `${area}:` };
}

const firstDayOf = (month: string) => new Date(`${month}-01T00:00:00Z`);

function windowStart(valuationDate: Date): Date {
  return firstDayOf(shiftMonth(toMonthKey(valuationDate), -EVIDENCE_WINDOW_MONTHS));
}

/** The evidence window of a valuation date: from the first of its month 24 months before, to the end of its month. */
export function windowOfMonth(month: string) {
  return { from: firstDayOf(shiftMonth(month, -EVIDENCE_WINDOW_MONTHS)), until: firstDayOf(shiftMonth(month, 1)) };
}

// A local market's date is its latest sale, unless that sale stands nearly alone: a few
// rows of a later file (the Midlands monthly update's 2022-2025 rows in SK13) must not move
// the market to a date its own sales do not reach. Then the latest sale before that
// window is tried, a few times at most.
export const MIN_ANCHOR_SALES = 10;
const ANCHOR_STEPS = 3;

const sqlOutcodeIs = (market: string | OutcodeRange) =>
  typeof market === "string" ? Prisma.sql`"outcode" = ${market}` : Prisma.sql`"outcode" >= ${market.gte} AND "outcode" < ${market.lt}`;

/**
 * The valuation date of a local market (an outward code, else the postcode area's range):
 * the latest sale of the market with at least MIN_ANCHOR_SALES of its sales in the evidence
 * window before it; the latest sale of all when none has. Each step is one indexed aggregate.
 */
export async function findValuationDate(db: Db, market: string | OutcodeRange): Promise<Date | null> {
  let first: Date | null = null;
  let before: Date | undefined;
  for (let step = 0; step < ANCHOR_STEPS; step++) {
    const [row] = await queryRows<{ latest: unknown }[]>(db, Prisma.sql`SELECT MAX("date") AS "latest" FROM "Sale" WHERE ${sqlOutcodeIs(market)}${before ? Prisma.sql` AND "date" < ${before}` : Prisma.empty}`);
    const latest = readDate(row?.latest);
    if (!latest) break;
    first ??= latest;
    const start = windowStart(latest);
    const [counted] = await queryRows<{ n: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "n" FROM "Sale" WHERE ${sqlOutcodeIs(market)} AND "date" >= ${start} AND "date" <= ${latest}`);
    if (readCount(counted?.n) >= MIN_ANCHOR_SALES) return latest;
    before = start;
  }
  return first;
}

/**
 * An area's index points of one month's evidence window, with each outward code's own, so
 * that an outward code's index reads its own points, not the area's again; and the area's
 * prepared once (on first use) for its index at each valuation date of that month.
 */
export type AreaPoints = { all: readonly IndexPoint[]; byOutcode: ReadonlyMap<string, readonly IndexPoint[]>; prepared: () => PreparedAreaPoints };

function groupByOutcode(all: readonly IndexPoint[], month: string): AreaPoints {
  const byOutcode = new Map<string, IndexPoint[]>();
  for (const point of all) {
    const own = byOutcode.get(point.outcode);
    if (own) own.push(point);
    else byOutcode.set(point.outcode, [point]);
  }
  let prepared: PreparedAreaPoints | undefined;
  return { all, byOutcode, prepared: () => (prepared ??= prepareAreaPoints(all, month)) };
}

// The index read sends each outward code's points as one text: a point's fields joined by
// the unit separator, points by the record separator (no field holds either: dates, type
// letters, whole numbers and postcodes).
const FIELD_SEPARATOR = "\u001f";
const POINT_SEPARATOR = "\u001e";

/**
 * The index points of the area's sales from the evidence window's first month through
 * `month` (loadAreaIndexPointsOfMonths of that month alone).
 */
export async function loadAreaIndexPoints(db: Db, outcodes: OutcodeRange, month: string): Promise<AreaPoints> {
  return (await loadAreaIndexPointsOfMonths(db, outcodes, [month])).get(month) as AreaPoints;
}

/**
 * The index points of the area's sales for each of `months`, from its evidence window's
 * first month through it: the sales buildAreaIndex and buildLocalIndex count (homes at
 * standard prices of MIN_MARKET_PRICE or more, with a postcode), in any order (the index
 * depends only on the points, decision 117). The windows of several months overlap but for
 * a month or two, so they are read as one (at 2M sales an area's outward codes were valued
 * in up to five months, and 30% of the points the markets read were read again). The area's
 * outward codes are found by skipping through Sale's (outcode, date, …) index, one seek
 * each, and each one's window is read from that index alone. One row comes back per outward
 * code, its points as one text, each point whole: 15-30k rows through the client would cost
 * many times the query. (Sent as four lists, one a field, PostgreSQL had to sort each list
 * the same way to keep them aligned: four sorts a group, two thirds of the read at 30M sales.)
 */
export async function loadAreaIndexPointsOfMonths(db: Db, outcodes: OutcodeRange, months: readonly string[]): Promise<Map<string, AreaPoints>> {
  const sorted = [...new Set(months)].sort();
  const { from } = windowOfMonth(sorted[0] as string);
  const { until } = windowOfMonth(sorted.at(-1) as string);
  const postgres = providerOfDb(db) === "postgres";
  const point = postgres
    ? Prisma.sql`to_char("s"."date", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || ${FIELD_SEPARATOR} || "s"."propertyType" || ${FIELD_SEPARATOR} || CAST("s"."price" AS TEXT) || ${FIELD_SEPARATOR} || "s"."postcode"`
    : Prisma.sql`"s"."date" || ${FIELD_SEPARATOR} || "s"."propertyType" || ${FIELD_SEPARATOR} || CAST("s"."price" AS TEXT) || ${FIELD_SEPARATOR} || "s"."postcode"`;
  const list = postgres ? Prisma.sql`string_agg(${point}, ${POINT_SEPARATOR})` : Prisma.sql`group_concat(${point}, ${POINT_SEPARATOR})`;
  const rows = await queryRows<{ outcode: unknown; points: unknown }[]>(
    db,
    Prisma.sql`
    WITH RECURSIVE "o"("outcode") AS (
      SELECT MIN("outcode") FROM "Sale" WHERE "outcode" >= ${outcodes.gte} AND "outcode" < ${outcodes.lt}
      UNION ALL
      SELECT (SELECT MIN("n"."outcode") FROM "Sale" AS "n" WHERE "n"."outcode" > "o"."outcode" AND "n"."outcode" < ${outcodes.lt}) FROM "o" WHERE "o"."outcode" IS NOT NULL
    )
    SELECT "s"."outcode" AS "outcode", ${list} AS "points"
    FROM "o" JOIN "Sale" AS "s" ON "s"."outcode" = "o"."outcode"
    WHERE "s"."date" >= ${from} AND "s"."date" < ${until}
      AND "s"."propertyType" IN (${Prisma.join([...RESIDENTIAL_PPD_TYPES])}) AND "s"."category" = ${STANDARD_PPD_CATEGORY}
      AND "s"."price" >= ${MIN_MARKET_PRICE} AND "s"."postcode" IS NOT NULL
    GROUP BY "s"."outcode"`,
  );
  // Each postcode's sector and cells, and each day's instant and month, are worked out once.
  const sectors = new Map<string, Map<string, string>>();
  const cellOf = (postcode: string, type: string) => {
    let cells = sectors.get(postcode);
    if (!cells) {
      cells = new Map();
      sectors.set(postcode, cells);
    }
    let cell = cells.get(type);
    if (cell === undefined) {
      cell = `${getPostcodeSector(postcode) ?? ""}|${type}`;
      cells.set(type, cell);
    }
    return cell;
  };
  const days = new Map<string, { time: number; month: string }>();
  const dayOf = (text: string) => {
    const date = readDate(text);
    if (!date) throw new Error("A sale without a date");
    const day = { time: date.getTime(), month: toMonthKey(date) };
    days.set(text, day);
    return day;
  };
  const points: IndexPoint[] = [];
  // Read by position: split into arrays, the points were a third of the markets' rebuild
  // (0.36 of 1.09 s at 225k sales; 0.22 s read by position).
  for (const row of rows) {
    const outcode = readText(row.outcode) ?? "";
    const text = readText(row.points) ?? "";
    for (let at = 0; at < text.length; ) {
      const typeAt = text.indexOf(FIELD_SEPARATOR, at) + 1;
      const priceAt = typeAt && text.indexOf(FIELD_SEPARATOR, typeAt) + 1;
      const postcodeAt = priceAt && text.indexOf(FIELD_SEPARATOR, priceAt) + 1;
      if (!postcodeAt) throw new Error("The valuation index read came back malformed");
      const next = text.indexOf(POINT_SEPARATOR, postcodeAt);
      const end = next < 0 ? text.length : next;
      const date = text.slice(at, typeAt - 1);
      const { time, month } = days.get(date) ?? dayOf(date);
      points.push({ price: Number(text.slice(priceAt, postcodeAt - 1)), month, cell: cellOf(text.slice(postcodeAt, end), text.slice(typeAt, priceAt - 1)), time, outcode });
      at = end + 1;
    }
  }
  if (sorted.length === 1) return new Map([[sorted[0] as string, groupByOutcode(Object.freeze(points), sorted[0] as string)]]);
  return new Map(
    sorted.map((month) => {
      const first = shiftMonth(month, -EVIDENCE_WINDOW_MONTHS);
      return [month, groupByOutcode(Object.freeze(points.filter((point) => point.month >= first && point.month <= month)), month)];
    }),
  );
}

/**
 * Where computeMarketIndex keeps what outward codes of one area share: the area's points of
 * a window month (key "area|month") and the area's index at a valuation date (key
 * "area|ISO date"). A valuation keeps them until the data's version moves; a rebuild for
 * its own run.
 */
export type MarketMemo = {
  areaPoints(key: string, load: () => Promise<AreaPoints>): Promise<AreaPoints>;
  areaIndex(key: string, build: () => Promise<PriceIndex>): Promise<PriceIndex>;
};

/**
 * The valuation date of a home's local market (findValuationDate: its outward code's, the
 * postcode area's when the outward code has no sales; `known` when the caller found the
 * outward code's already) and its price index: the outward code's months shrunk toward the
 * postcode area's, from the area's sales over the evidence window to that date. Another
 * region's later file moves neither the date nor the window.
 */
export async function computeMarketIndex(db: Db, place: { outcode: string; area: string }, memo: MarketMemo, known?: { latest: Date }): Promise<MarketIndex> {
  const outcodes = outcodesOfArea(place.area);
  const latest = known?.latest ?? (await findValuationDate(db, place.outcode)) ?? (await findValuationDate(db, outcodes));
  if (!latest) return { latestSaleDate: null, index: null };
  const month = toMonthKey(latest);
  const points = await memo.areaPoints(`${place.area}|${month}`, () => loadAreaIndexPoints(db, outcodes, month));
  const areaIndex = await memo.areaIndex(`${place.area}|${latest.toISOString()}`, async () => buildAreaIndexOfPrepared(points.prepared(), latest));
  return { latestSaleDate: latest, index: buildLocalIndexOfPoints(points.byOutcode.get(place.outcode) ?? [], place.outcode, latest, areaIndex) };
}

type LevelRow = [month: string, level: number, sales: number];

/** An index as a MarketIndex row's columns (levels as JSON: numbers survive it exactly). */
function toRow(outcode: string, market: MarketIndex) {
  const index = market.index;
  const levels: LevelRow[] = index ? [...index.levels].map(([month, level]) => [month, level, index.counts.get(month) ?? 0]) : [];
  return { outcode, latestSaleDate: market.latestSaleDate, reference: index?.reference ?? null, first: index?.first ?? null, levels: JSON.stringify(levels), sales: index?.sales ?? 0 };
}

/** The stored market of an outward code, if it has a row (read it only while the summaries' build is current). */
export async function readStoredMarketIndex(db: Db, outcode: string): Promise<MarketIndex | undefined> {
  const [row] = await queryRows(db, Prisma.sql`SELECT "latestSaleDate", "reference", "first", "levels", "sales" FROM "MarketIndex" WHERE "outcode" = ${outcode}`);
  if (!row) return undefined;
  const latestSaleDate = readDate(row.latestSaleDate);
  const reference = readText(row.reference);
  const first = readText(row.first);
  if (!latestSaleDate || reference === null || first === null) return { latestSaleDate: null, index: null };
  const levels = JSON.parse(readText(row.levels) ?? "[]") as LevelRow[];
  return {
    latestSaleDate,
    index: { reference, first, levels: new Map(levels.map(([month, level]) => [month, level])), counts: new Map(levels.map(([month, , sales]) => [month, sales])), sales: readNumber(row.sales) ?? 0 },
  };
}

// Rows written per statement (6 values each, under SQLite's 999).
const WRITE_BATCH = 150;
// Outward codes whose valuation dates are asked again one by one (findValuationDate) at
// once: on PostgreSQL each is a round trip or two of its own.
const DATES_AT_ONCE = 8;

/**
 * The window's first instant before `latest` (windowStart) in SQL, in the form Sale's dates
 * are compared in: "start of month" before the months are taken off, so that the 29th of
 * February is never carried into March.
 */
export function sqlWindowStart(postgres: boolean, latest: Prisma.Sql): Prisma.Sql {
  return postgres
    ? Prisma.sql`date_trunc('month', ${latest}) - ${Prisma.raw(`interval '${EVIDENCE_WINDOW_MONTHS} months'`)}`
    : Prisma.sql`strftime('%Y-%m-%dT%H:%M:%f', ${latest}, 'start of month', ${Prisma.raw(`'-${EVIDENCE_WINDOW_MONTHS} months'`)}) || '+00:00'`;
}

/**
 * findValuationDate of every outward code of `outcodes`: one statement reads each one's latest
 * sale and whether its evidence window holds MIN_ANCHOR_SALES of its sales (counted no
 * further), through Sale's (outcode, date) index; the few that do not step back through
 * findValuationDate. One by one, national size was ~18,600 statements, each a round trip on
 * PostgreSQL, and 0.6 s of a rebuild's 1.5 s of markets into the import bench's database
 * while its connections were new.
 */
export async function findValuationDates(db: Db, outcodes: readonly string[]): Promise<Map<string, Date | null>> {
  const postgres = providerOfDb(db) === "postgres";
  const latest = Prisma.sql`"d"."latest"`;
  // MATERIALIZED: "latest" is read three times below, and flattened each would be a MAX of its own.
  const rows = await queryRows<{ outcode: unknown; latest: unknown; anchored: unknown }[]>(
    db,
    Prisma.sql`
    WITH "d" AS MATERIALIZED (
      SELECT "o"."value" AS "outcode", (SELECT MAX("s"."date") FROM "Sale" AS "s" WHERE "s"."outcode" = "o"."value") AS "latest"
      FROM (${sqlJsonList(db, outcodes)}) AS "o"
    )
    SELECT "d"."outcode" AS "outcode", ${latest} AS "latest",
      (SELECT COUNT(*) FROM (SELECT 1 FROM "Sale" AS "s" WHERE "s"."outcode" = "d"."outcode" AND "s"."date" >= ${sqlWindowStart(postgres, latest)} AND "s"."date" <= ${latest} LIMIT ${MIN_ANCHOR_SALES}) AS "w") AS "anchored"
    FROM "d"`,
  );
  const dates = new Map<string, Date | null>();
  const unanchored: string[] = [];
  for (const row of rows) {
    const outcode = readText(row.outcode) ?? "";
    const date = readDate(row.latest);
    if (date && readCount(row.anchored) < MIN_ANCHOR_SALES) unanchored.push(outcode);
    else dates.set(outcode, date);
  }
  for (let i = 0; i < unanchored.length; i += DATES_AT_ONCE) {
    const part = unanchored.slice(i, i + DATES_AT_ONCE);
    const found = await Promise.all(part.map((outcode) => findValuationDate(db, outcode)));
    part.forEach((outcode, k) => dates.set(outcode, found[k] ?? null));
  }
  return dates;
}

/**
 * The index of Sale every read of workOutMarkets goes through (the schema's
 * @@index([outcode, date, propertyType, category, price, postcode]), named by Prisma alike
 * on both databases): a load that set it aside builds it before the markets are worked out.
 */
export const MARKETS_READ_BY = "Sale_outcode_date_propertyType_category_price_postcode_idx";

/** An outward code's market as its MarketIndex row. */
export type MarketRow = ReturnType<typeof toRow>;

/** Worked-out markets, ready to write (workOutMarkets), and how long the working took. */
export type WorkedMarkets = { rows: MarketRow[]; seconds: number };

/**
 * Works out every outward code's market that has sales, from Sale alone (read through its
 * outward-code index), or only those of the postcode areas `areas` names. Outward codes go
 * area by area, so each area's points are read once.
 */
export async function workOutMarkets(db: Db, areas?: ReadonlySet<string>): Promise<WorkedMarkets> {
  const started = performance.now();
  const outcodes = (
    await queryRows<{ outcode: unknown }[]>(
      db,
      Prisma.sql`WITH RECURSIVE "o"("outcode") AS (
        SELECT MIN("outcode") FROM "Sale"
        UNION ALL
        SELECT (SELECT MIN("n"."outcode") FROM "Sale" AS "n" WHERE "n"."outcode" > "o"."outcode") FROM "o" WHERE "o"."outcode" IS NOT NULL
      ) SELECT "outcode" FROM "o" WHERE "outcode" IS NOT NULL`,
    )
  )
    .flatMap((row) => readText(row.outcode) ?? [])
    .filter((outcode) => !areas || areas.has(getPostcodeArea(outcode) ?? outcode));
  const dates = await findValuationDates(db, outcodes);
  let area = "";
  let points = new Map<string, Promise<AreaPoints>>();
  let indexes = new Map<string, Promise<PriceIndex>>();
  const memo: MarketMemo = {
    areaPoints: (key, load) => points.get(key) ?? points.set(key, load()).get(key)!,
    areaIndex: (key, build) => indexes.get(key) ?? indexes.set(key, build()).get(key)!,
  };
  // The months each area's outward codes are valued in: their points are read at once.
  const monthsOfArea = new Map<string, Set<string>>();
  for (const [outcode, date] of dates) {
    const own = getPostcodeArea(outcode) ?? outcode;
    if (date) (monthsOfArea.get(own) ?? monthsOfArea.set(own, new Set()).get(own)!).add(toMonthKey(date));
  }
  // An area's points of all its months, read at once, by "area|month" as the memo keeps them.
  const readArea = (own: string) => {
    const months = [...(monthsOfArea.get(own) ?? [])];
    if (!months.length) return new Map<string, Promise<AreaPoints>>();
    const read = loadAreaIndexPointsOfMonths(db, outcodesOfArea(own), months);
    return new Map(
      months.map((month) => {
        const monthPoints = read.then((byMonth) => byMonth.get(month) as AreaPoints);
        // A failed read throws where the first outward code awaits it; the months not reached then are not left unhandled.
        monthPoints.catch(() => undefined);
        return [`${own}|${month}`, monthPoints];
      }),
    );
  };
  // The next area's points are read while this one's are worked out: on PostgreSQL the read is
  // the server's work and the working out this process's, which took turns before (decision 142).
  // Two areas' points at a time are held.
  const areaOrder = [...new Set(outcodes.map((outcode) => getPostcodeArea(outcode) ?? outcode))];
  let next = areaOrder.length ? readArea(areaOrder[0] as string) : new Map<string, Promise<AreaPoints>>();
  let reached = 0;
  const rows: MarketRow[] = [];
  for (const outcode of outcodes) {
    const own = getPostcodeArea(outcode) ?? outcode;
    if (own !== area) {
      area = own;
      points = next;
      const following = areaOrder[++reached];
      next = following === undefined ? new Map() : readArea(following);
      indexes = new Map();
    }
    const latest = dates.get(outcode);
    rows.push(toRow(outcode, await computeMarketIndex(db, { outcode, area: own }, memo, latest ? { latest } : undefined)));
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

/**
 * Stores worked-out markets. Call it after the sale summaries' rebuild, which empties
 * MarketIndex in its transaction: a row is then of the data the current summaries were
 * built from, and an outward code with no row yet is worked out live.
 */
export async function writeMarkets(db: Db, rows: readonly MarketRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += WRITE_BATCH) await db.marketIndex.createMany({ data: rows.slice(i, i + WRITE_BATCH) });
}

/** workOutMarkets (of every outward code, or of `areas`'), then writeMarkets. */
export async function rebuildMarketIndexes(db: Db, areas?: ReadonlySet<string>): Promise<{ outcodes: number; seconds: number }> {
  const started = performance.now();
  const { rows } = await workOutMarkets(db, areas);
  await writeMarkets(db, rows);
  return { outcodes: rows.length, seconds: (performance.now() - started) / 1000 };
}
