import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerOfDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { readDate } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { toMonthKey } from "@/lib/valuation/months";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { computeMarketIndex, findValuationDate, findValuationDates, loadAreaIndexPoints, loadAreaIndexPointsOfMonths, MIN_ANCHOR_SALES, outcodesOfArea, sqlWindowStart, windowOfMonth, workOutMarkets } from "./market-indexes";
import { createMarketMemo } from "@/tests/helpers/create-market-memo";

// The markets' rebuild asks every outward code's valuation date in one statement, and reads
// an area's points once for all the months its outward codes are valued in. Both must give
// what the live valuation's reads give (findValuationDate, loadAreaIndexPoints): here with
// sales at times of day, a window that starts on the first instant of a month, the 29th of
// February, an outward code whose latest sale stands alone, and one with no sales.
let t: TestDb;
let n = 0;
const sale = (outcode: string, date: string, price = 150_000, propertyType = "T") => ({
  transactionId: `{MI-${++n}}`, price, date: new Date(date), postcode: `${outcode} 1AA`, outcode, propertyType, newBuild: false, tenure: "F",
  paon: String(n), street: "TEST ROAD", town: "TOWN", category: "A", source: "hmlr-ppd", period: "2024",
});
const days = (outcode: string, from: string, count: number, stepDays: number, time = "T00:00:00Z") =>
  Array.from({ length: count }, (_, i) => sale(outcode, `${new Date(Date.parse(`${from}T00:00:00Z`) + i * stepDays * 86_400_000).toISOString().slice(0, 10)}${time}`, 100_000 + i * 1_000));

const OUTCODES = ["DH1", "DH2", "DH3", "NE1", "NE2", "NE3"];

beforeAll(async () => {
  t = await createTestDb();
  await t.db.sale.createMany({
    data: [
      // Anchored at once; sales at times of day, and the latest on a day's last instant.
      ...days("NE1", "2023-01-05", 30, 9, "T13:45:10.250Z"),
      sale("NE1", "2023-09-30T23:59:59.999Z"),
      // Latest on the 29th of February: the window starts on 1 February 2022, not in March.
      ...days("NE2", "2022-02-01", MIN_ANCHOR_SALES - 1, 1),
      sale("NE2", "2024-02-29T10:00:00Z"),
      // Exactly MIN_ANCHOR_SALES in the window of its latest (from 1 May 2022), the first on
      // its first instant and one more on the instant before; earlier ones to step back to.
      ...days("NE3", "2021-02-01", MIN_ANCHOR_SALES, 15),
      sale("NE3", "2022-04-30T23:59:59.999Z"),
      sale("NE3", "2022-05-01T00:00:00Z"),
      ...days("NE3", "2023-01-10", MIN_ANCHOR_SALES - 2, 20),
      sale("NE3", "2024-05-20T00:00:00Z"),
      // A sale years after the rest stands alone: the date steps back to the earlier ones.
      ...days("DH1", "2021-03-01", 25, 11),
      sale("DH1", "2025-06-02T00:00:00Z"),
      // Too few sales anywhere: the latest of all.
      sale("DH2", "2020-01-01T00:00:00Z"),
      sale("DH2", "2020-07-15T00:00:00Z"),
      // Valued in another month than its area's other outward codes.
      ...days("DH3", "2022-01-03", 40, 7),
    ],
  });
});

afterAll(async () => {
  await t?.cleanup();
});

describe("findValuationDates", () => {
  it("starts a latest sale's window where the live read starts it", async () => {
    const postgres = providerOfDb(t.db) === "postgres";
    // The expression over a stored date, as the statement reads it (a sale of its own, gone after).
    const { transactionId } = await t.db.sale.create({ data: sale("ZZ8", "2024-01-01T00:00:00Z"), select: { transactionId: true } });
    try {
      for (const text of ["2024-02-29T10:00:00.000Z", "2024-03-31T23:59:59.999Z", "2023-01-01T00:00:00.000Z", "2022-12-31T23:59:59.999Z", "2020-02-29T00:00:00.000Z"]) {
        const latest = new Date(text);
        await t.db.sale.update({ where: { transactionId }, data: { date: latest } });
        const [row] = await queryRows<{ start: unknown }[]>(t.db, Prisma.sql`SELECT ${sqlWindowStart(postgres, Prisma.sql`"date"`)} AS "start" FROM "Sale" WHERE "transactionId" = ${transactionId}`);
        expect(readDate(row?.start), text).toEqual(windowOfMonth(toMonthKey(latest)).from);
      }
    } finally {
      await t.db.sale.delete({ where: { transactionId } });
    }
  });

  it("gives each outward code's findValuationDate", async () => {
    const dates = await findValuationDates(t.db, [...OUTCODES, "ZZ9"]);
    for (const outcode of [...OUTCODES, "ZZ9"]) expect(dates.get(outcode), outcode).toEqual(await findValuationDate(t.db, outcode));
    // The cases the fixture was built for.
    expect(dates.get("NE1")).toEqual(new Date("2023-09-30T23:59:59.999Z"));
    expect(dates.get("NE2")).toEqual(new Date("2024-02-29T10:00:00Z"));
    expect(dates.get("NE3")).toEqual(new Date("2024-05-20T00:00:00Z"));
    expect(dates.get("DH1")?.getUTCFullYear()).toBe(2021);
    expect(dates.get("DH2")).toEqual(new Date("2020-07-15T00:00:00Z"));
    expect(dates.get("ZZ9")).toBeNull();
  });

  it("counts a window's first instant in it and the instant before out", async () => {
    // Without the sale on 1 May 2022 NE3's window holds one too few: the date steps back to
    // the sale on the instant before, whose own window holds the earlier ones.
    await t.db.sale.deleteMany({ where: { outcode: "NE3", date: new Date("2022-05-01T00:00:00Z") } });
    const moved = (await findValuationDates(t.db, ["NE3"])).get("NE3");
    expect(moved).toEqual(new Date("2022-04-30T23:59:59.999Z"));
    expect(moved).toEqual(await findValuationDate(t.db, "NE3"));
  });
});

describe("an area's points read once for several months", () => {
  it("are each month's points as read alone", async () => {
    const months = ["2022-09", "2023-09", "2024-02"];
    const together = await loadAreaIndexPointsOfMonths(t.db, outcodesOfArea("NE"), months);
    for (const month of months) {
      const alone = await loadAreaIndexPoints(t.db, outcodesOfArea("NE"), month);
      const sorted = (points: readonly { time: number; price: number }[]) => [...points].sort((a, b) => a.time - b.time || a.price - b.price);
      expect(sorted(together.get(month)?.all ?? []), month).toEqual(sorted(alone.all));
      expect(alone.all.length).toBeGreaterThan(0);
    }
  });

  it("give the markets the live valuation works out", async () => {
    const { rows } = await workOutMarkets(t.db);
    expect(rows.map((row) => row.outcode).sort()).toEqual([...OUTCODES].sort());
    // DH's outward codes are valued in different months: they were worked out from one read of them all.
    const dhMonths = new Set(rows.filter((row) => row.outcode.startsWith("DH")).map((row) => row.latestSaleDate?.toISOString().slice(0, 7)));
    expect(dhMonths.size).toBeGreaterThan(1);
    for (const row of rows) {
      const live = await computeMarketIndex(t.db, { outcode: row.outcode, area: row.outcode.slice(0, 2) }, createMarketMemo());
      expect(row.latestSaleDate, row.outcode).toEqual(live.latestSaleDate);
      const levels = live.index ? [...live.index.levels].map(([month, level]) => [month, level, live.index?.counts.get(month) ?? 0]) : [];
      expect(JSON.parse(row.levels), row.outcode).toEqual(levels);
      expect(row.sales, row.outcode).toBe(live.index?.sales ?? 0);
    }
  });
});
