import { beforeAll, describe, expect, it } from "vitest";
import { GET as trends } from "@/app/api/trends/route";
import { authed, useTestDatabase } from "../helpers/api";
import { insertRowsInto } from "@/lib/db/insert-rows";

// A year of sales well past the ~125,000 at which "All areas" used to overflow the stack
// (Math.min(...times)) after reading every sale into memory: 180,000 rows with
// pseudo-random prices, days and types, a third in NE3 (Newcastle), the rest in M20
// (Manchester).
const COUNT = 180_000;
const TYPES = ["D", "S", "T", "F", "O"] as const;

function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Sale = { id: string; price: number; date: Date; type: string; outcode: "NE3" | "M20" };
const random = createRandom(20_220_101);
const sales: Sale[] = Array.from({ length: COUNT }, (_, i) => ({
  id: `{T${i}}`,
  price: 50_000 + Math.floor(random() * 950_000),
  date: new Date(Date.UTC(2022, i % 12, 1 + Math.floor(random() * 28), Math.floor(random() * 24))),
  type: TYPES[Math.floor(random() * TYPES.length)] ?? "T",
  outcode: i % 3 === 0 ? "NE3" : "M20",
}));

// The figures each month, worked out here in plain JavaScript, not by the product's SQL.
type Point = { month: string; averagePrice: number; medianPrice: number; volume: number };
function expectedSeries(rows: Sale[]): Point[] {
  const byMonth = new Map<string, number[]>();
  for (const sale of rows) {
    const month = sale.date.toISOString().slice(0, 7);
    const prices = byMonth.get(month);
    if (prices) prices.push(sale.price);
    else byMonth.set(month, [sale.price]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, prices]) => {
      const sorted = Float64Array.from(prices).sort();
      const mid = Math.floor(sorted.length / 2);
      const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
      let sum = 0;
      for (const price of prices) sum += price;
      return { month, averagePrice: Math.round(sum / prices.length), medianPrice: Math.round(median), volume: prices.length };
    });
}

const database = useTestDatabase();
beforeAll(async () => {
  await insertRowsInto(
    database.current().db,
    "Sale",
    sales.map((s) => ({
      transactionId: s.id, price: s.price, date: s.date, postcode: s.outcode === "NE3" ? "NE3 3LJ" : "M20 2AB", outcode: s.outcode, propertyType: s.type,
      newBuild: false, tenure: "F", category: "A", town: s.outcode === "NE3" ? "NEWCASTLE UPON TYNE" : "MANCHESTER", source: "hmlr-ppd", period: "2022",
    })),
  );
}, 180_000);

type Body = { area: string; totalSales: number; period: string; series: Point[]; byType: Record<string, Point[]> };
async function getTrends(query: string) {
  const response = await trends(authed(`/api/trends${query}`));
  return { status: response.status, body: (await response.json()) as Body };
}

describe("GET /api/trends over a national-scale year", () => {
  it("All areas: every month's median, average and count, overall and by type", async () => {
    const { status, body } = await getTrends("");
    expect(status).toBe(200);
    // "All types" is all residential types: the "Other" sales are left out of every figure.
    const homes = sales.filter((s) => s.type !== "O");
    expect(body).toMatchObject({ area: "All areas", totalSales: homes.length, period: "2022-01..2022-12" });
    expect(body.series).toEqual(expectedSeries(homes));
    expect(Object.keys(body.byType)).toEqual(TYPES.filter((type) => type !== "O"));
    for (const type of TYPES.filter((t) => t !== "O")) expect(body.byType[type]).toEqual(expectedSeries(sales.filter((s) => s.type === type)));
  });

  it("an outward code and a type, and a town", async () => {
    const flats = await getTrends("?area=NE3&propertyType=F");
    expect(flats.status).toBe(200);
    const expected = expectedSeries(sales.filter((s) => s.outcode === "NE3" && s.type === "F"));
    expect(flats.body.series).toEqual(expected);
    expect(flats.body.byType).toEqual({ F: expected });
    const town = await getTrends("?area=Manchester");
    expect(town.body.totalSales).toBe(sales.filter((s) => s.outcode === "M20" && s.type !== "O").length);
  });
});
