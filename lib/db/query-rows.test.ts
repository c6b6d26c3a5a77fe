import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/sqlite/client";
import { createTestDb, type TestDb } from "@/tests/helpers/test-db";
import { queryRows } from "./query-rows";
import { readCount, readDate, readJsonList, readNumber, readText } from "./read-raw-values";
import { sqlJsonArrayAgg } from "./sql-json-list";

// The raw reader (decision 120) must read what Prisma's $queryRaw reads, through the
// readers of read-raw-values, on both databases: bound dates compare with stored ones
// alike, and counts, averages, dates, text and JSON lists come back as the same values.
describe("queryRows", () => {
  let t: TestDb;
  const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  beforeAll(async () => {
    t = await createTestDb();
    const sale = (transactionId: string, price: number, date: string) => ({
      transactionId,
      price,
      date: day(date),
      postcode: "NE3 3LJ",
      outcode: "NE3",
      propertyType: "S",
      newBuild: false,
      tenure: "F",
      category: "A",
      source: "test",
      period: "2024",
    });
    await t.db.sale.createMany({ data: [sale("A", 100_000, "2024-01-31"), sale("B", 250_001, "2024-02-01"), sale("C", 300_000, "2024-03-15")] });
  });
  afterAll(async () => t.cleanup());

  const figures = (from: Date) => Prisma.sql`
    SELECT COUNT(*) AS "count", AVG("price") AS "average", MIN("date") AS "first", MAX("transactionId") AS "last", ${sqlJsonArrayAgg(t.db, Prisma.sql`"transactionId"`)} AS "ids"
    FROM "Sale" WHERE "date" >= ${from}`;
  const read = (row: Record<string, unknown> | undefined) => ({
    count: readCount(row?.count),
    average: readNumber(row?.average),
    first: readDate(row?.first)?.toISOString(),
    last: readText(row?.last),
    ids: readJsonList(row?.ids).sort(),
  });

  it("reads what $queryRaw reads, a bound date comparing with the stored ones alike", async () => {
    for (const from of [day("2024-01-31"), day("2024-02-01"), new Date("2024-02-01T00:00:00.001Z")]) {
      const [prisma] = await t.db.$queryRaw<Record<string, unknown>[]>(figures(from));
      const [raw] = await queryRows(t.db, figures(from));
      expect(read(raw)).toEqual(read(prisma));
    }
    const [row] = await queryRows(t.db, figures(day("2024-02-01")));
    expect(read(row)).toEqual({ count: 2, average: 275_000.5, first: "2024-02-01T00:00:00.000Z", last: "C", ids: ["B", "C"] });
  });

  it("opens with the client's connection, and again after a disconnect", async () => {
    await t.db.$disconnect();
    const [row] = await queryRows<{ n: unknown }[]>(t.db, Prisma.sql`SELECT COUNT(*) AS "n" FROM "Sale"`);
    expect(readCount(row?.n)).toBe(3);
  });

  it("reads committed rows only, and a transaction's client reads its own writes through Prisma", async () => {
    const count = async (db: Parameters<typeof queryRows>[0]) => readCount((await queryRows<{ n: unknown }[]>(db, Prisma.sql`SELECT COUNT(*) AS "n" FROM "Listing"`))[0]?.n);
    const seen = await t.db.$transaction(async (tx) => {
      await tx.listing.create({ data: { id: "l1", address: "1 High Street", postcode: "NE3 3LJ", outcode: "NE3", price: 1000, status: "to_let", listingDate: day("2024-01-01"), source: "demo", period: "2024" } });
      return { inside: await count(tx as unknown as Parameters<typeof queryRows>[0]), outside: await count(t.db) };
    });
    expect(seen).toEqual({ inside: 1, outside: 0 });
    expect(await count(t.db)).toBe(1);
  });
});
