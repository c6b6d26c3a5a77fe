import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { recordDataChange } from "@/lib/data-version/record-data-change";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import { getMarketEvidence } from "@/lib/valuation/get-evidence.server";
import { useTestDatabase } from "../helpers/api";

const database = useTestDatabase();

// Two outward codes of one area whose valuation dates fall in the same month share one read
// of the area's sales (get-evidence.server.ts); each must still see only the sales up to its
// own date, as if it had read them alone.
beforeAll(async () => {
  const db: Db = database.current().db;
  let n = 0;
  const sale = (postcode: string, date: string, price: number) => ({
    transactionId: `{EV${String(++n).padStart(3, "0")}}`, price, date: new Date(`${date}T00:00:00Z`), postcode, outcode: getOutcode(postcode),
    propertyType: "T", newBuild: false, tenure: "F", paon: String(n), street: "SHARED STREET", town: "NEWCASTLE", district: "NEWCASTLE", county: "TYNE AND WEAR", category: "A", source: "hmlr-ppd", period: "2020-01..2022-06",
  });
  const months = ["2021-01", "2021-04", "2021-07", "2021-10", "2022-01", "2022-03", "2022-05"];
  await db.sale.createMany({
    data: [
      ...months.flatMap((m, i) => [sale("NE1 1AA", `${m}-10`, 150_000 + i * 1_000), sale("NE3 3AA", `${m}-12`, 180_000 + i * 1_000)]),
      ...Array.from({ length: 12 }, (_, i) => sale("NE3 3AA", `2021-${String(1 + (i % 9)).padStart(2, "0")}-20`, 170_000 + i * 500)),
      sale("NE3 3AA", "2022-06-10", 200_000), // NE3's latest sale: its valuation date
      sale("NE1 1AA", "2022-06-15", 160_000), // after NE3's date, in the same month
      sale("NE1 1AA", "2022-06-20", 161_000), // NE1's latest sale
      sale("NE1 1AA", "2019-12-31", 99_000), // before either window
    ],
  });
  await recordDataChange(db, ["sale"]);
});

describe("valuation evidence shared by an area's outward codes", () => {
  it("gives each outward code the area's sales up to its own date only", async () => {
    const db = database.current().db;
    const ne1 = await getMarketEvidence(db, { outcode: "NE1", area: "NE" });
    const ne3 = await getMarketEvidence(db, { outcode: "NE3", area: "NE" });
    expect(ne1.latestSaleDate?.toISOString().slice(0, 10)).toBe("2022-06-20");
    expect(ne3.latestSaleDate?.toISOString().slice(0, 10)).toBe("2022-06-10");
    const dates = (sales: typeof ne1.sales) => sales.map((s) => s.date.toISOString().slice(0, 10));
    expect(dates(ne1.sales)).toContain("2022-06-15");
    expect(dates(ne1.sales)).toContain("2022-06-20");
    expect(dates(ne3.sales)).not.toContain("2022-06-15");
    expect(dates(ne3.sales)).not.toContain("2022-06-20");
    expect(ne3.sales.every((s) => s.date <= (ne3.latestSaleDate as Date))).toBe(true);
    expect(dates(ne3.sales)).not.toContain("2019-12-31");
    // Every sale of the area in NE3's window, in transaction order, as one read of its own gives.
    const expected = await db.sale.findMany({
      where: { outcode: { in: ["NE1", "NE3"] }, date: { gte: new Date("2020-06-01T00:00:00Z"), lte: ne3.latestSaleDate as Date } },
      orderBy: { transactionId: "asc" },
      select: { transactionId: true },
    });
    expect(ne3.sales.map((s) => s.id)).toEqual(expected.map((s) => s.transactionId));
  });
});
