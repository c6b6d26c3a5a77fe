import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db/query-rows";
import { readBytes } from "@/lib/db/read-raw-values";
import { Prisma } from "@/lib/generated/sqlite/client";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { packSaleMonthsStatement, sqlPackedSaleMonths, sumPackedSaleMonths } from "./sale-months";

// Decision 123: SaleSummary's counted month rows packed a unit and year a row, joined by the
// database into one value and summed by month, on both databases. Totals past 2^32 (the
// packed total's high word) and counts past 2^16, months either side of a year's end, a
// unit left out, a month before the window, and rows that are not counted months.
let t: TestDb;
const row = (unit: string, grain: string, period: string, counted: number, count: number, total: number) => {
  const at = new Date(`${period.length === 7 ? `${period}-01` : "2020-01-01"}T00:00:00Z`);
  return { unit, grain, period, counted, count, total, first: at, latest: at };
};

beforeAll(async () => {
  t = await createTestDb();
  await t.db.saleSummary.createMany({
    data: [
      row("NE3 3", "month", "2022-12", 1, 70_000, 9_007_199_254_740_000), // just under 2^53
      row("NE3 3", "month", "2023-01", 1, 3, 600_000),
      row("NE3 3", "month", "2023-01", 0, 5, 5_000_000), // not counted
      row("NE3 3", "month", "2020-06", 1, 2, 300_000), // before the window
      row("NE3 3AA", "month", "2023-01", 1, 1, 4_294_967_297), // 2^32 + 1
      row("NE3 3AA", "month", "2024-01", 1, 1, 111_000),
      row("NE3 3AA", "month", "2024-11", 1, 2, 250_000),
      row("NE4 9", "month", "2023-01", 1, 9, 900_000), // a unit not asked for
      row("NE3 3", "all", "all", 1, 70_005, 1),
      row("NE3 3", "day", "2023-01-05", 1, 3, 600_000),
    ],
  });
  await t.db.$executeRawUnsafe(packSaleMonthsStatement(t.provider));
}, 60_000);

afterAll(async () => {
  await t?.cleanup();
});

const readSums = async (units: string[], fromMonth: string) => {
  const list = Prisma.sql`SELECT "u"."unit" FROM (${Prisma.join(units.map((unit) => Prisma.sql`SELECT ${unit} AS "unit"`), " UNION ALL ")}) AS "u"`;
  const [packed] = await queryRows<{ months: unknown }[]>(t.db, sqlPackedSaleMonths(t.provider, list, fromMonth));
  return Object.fromEntries(sumPackedSaleMonths(readBytes(packed?.months), fromMonth));
};

describe("packed sale months", () => {
  it("hold a row a unit and year with counted months", async () => {
    const rows = await t.db.saleMonths.findMany({ orderBy: [{ unit: "asc" }, { year: "asc" }], select: { unit: true, year: true } });
    expect(rows).toEqual([
      { unit: "NE3 3", year: 2020 },
      { unit: "NE3 3", year: 2022 },
      { unit: "NE3 3", year: 2023 },
      { unit: "NE3 3AA", year: 2023 },
      { unit: "NE3 3AA", year: 2024 },
      { unit: "NE4 9", year: 2023 },
    ]);
  });

  it("sum the asked units' counted months from the window's first on, exactly", async () => {
    expect(await readSums(["NE3 3", "NE3 3AA"], "2022-12")).toEqual({
      "2022-12": { count: 70_000, total: 9_007_199_254_740_000 },
      "2023-01": { count: 4, total: 4_294_967_297 + 600_000 },
      "2024-01": { count: 1, total: 111_000 },
      "2024-11": { count: 2, total: 250_000 },
    });
  });

  it("leave out the months before the window, in a year read for its later months", async () => {
    expect(await readSums(["NE3 3AA"], "2024-02")).toEqual({ "2024-11": { count: 2, total: 250_000 } });
    expect(await readSums(["NE3 3"], "2023-01")).toEqual({ "2023-01": { count: 3, total: 600_000 } });
  });

  it("are empty for units without counted months", async () => {
    expect(await readSums(["NE9 9"], "2020-01")).toEqual({});
  });
});
