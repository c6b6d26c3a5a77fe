import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/properties/search/route";
import { GET as trends } from "@/app/api/trends/route";
import { getOutcode } from "@/lib/postcode/normalise-postcode";
import { authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

// The seeded NE3 homes (£52k, £180k, £240k in Jan, Mar and Jun 2022) plus two sales that
// are not homes' prices, as NE1 4AL's aparthotel and office blocks were: a £12.4M "Other"
// (commercial) sale and a £4M category B (additional price paid) detached house, in the
// months the homes sold. Neither may move an average, a change or a trend; both stay listed.
const HOMES_AVERAGE = Math.round((52_000 + 180_000 + 240_000) / 3);

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.current().db;
  await seedArea(db);
  const sale = (id: string, price: number, date: string, propertyType: string, category: string) => ({
    transactionId: id, price, date: new Date(date), postcode: "NE3 3LJ", outcode: getOutcode("NE3 3LJ"), propertyType, newBuild: false, tenure: "F",
    paon: id, street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", district: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category, uprn: null, source: "hmlr-ppd", period: "2022-01..2022-09",
  });
  await db.sale.createMany({ data: [sale("{C1}", 12_400_000, "2022-06-10", "O", "B"), sale("{C2}", 4_000_000, "2022-03-15", "D", "B")] });
});

type SearchBody = {
  properties: { id: string; status: string; price: string; nonResidential?: boolean }[];
  total: number;
  areaStats: { average: number | null };
  priceTrend: { month: string; average: number; count: number }[];
  coverage: { nonResidentialSales: number; notes: string[] };
};

async function getSearch(path: string) {
  const response = await search(authed(path));
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

type TrendsBody = { totalSales: number; basis: string; series: { month: string; averagePrice: number; volume: number }[]; byType: Record<string, unknown> };

async function getTrends(query: string) {
  const response = await trends(authed(`/api/trends${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as TrendsBody;
}

describe("residential price figures leave out commercial and category B sales", () => {
  it("search: the average and the trend are of homes; the other sales are listed, labelled and counted apart", async () => {
    const body = await getSearch("/api/properties/search?postcode=NE3%203LJ&radius=1");
    expect(body.areaStats.average).toBe(HOMES_AVERAGE);
    expect(body.priceTrend).toEqual([
      { month: "2022-01", average: 52_000, count: 1 },
      { month: "2022-03", average: 180_000, count: 1 },
      { month: "2022-06", average: 240_000, count: 1 },
    ]);
    expect(body.coverage.nonResidentialSales).toBe(2);
    expect(body.coverage.notes.join(" ")).toContain("2 sales are not in the average, change or trend");
    expect(body.total).toBe(7); // 3 homes + 2 other sales + 2 listings
    const labelled = body.properties.filter((p) => p.nonResidential).map((p) => p.price).sort();
    expect(labelled).toEqual(["12400000", "4000000"]);
    expect(body.properties.filter((p) => p.status === "sold" && !p.nonResidential)).toHaveLength(3);
  });

  it("trends: all types means all residential types, and says so", async () => {
    const all = await getTrends("?area=NE3");
    expect(all.totalSales).toBe(3);
    expect(all.series.map((p) => p.averagePrice)).toEqual([52_000, 180_000, 240_000]);
    expect(Object.keys(all.byType)).toEqual(["D", "S", "F"]);
    expect(all.basis).toMatch(/^All residential types .* sold at standard prices \(Price Paid category A\)/);
    const detached = await getTrends("?area=NE3&propertyType=D");
    expect(detached.series.map((p) => p.averagePrice)).toEqual([240_000]);
  });

  it("trends: type Other, asked for by name, is shown as it is", async () => {
    const other = await getTrends("?area=NE3&propertyType=O");
    expect(other.totalSales).toBe(1);
    expect(other.series).toEqual([{ month: "2022-06", averagePrice: 12_400_000, medianPrice: 12_400_000, volume: 1 }]);
    expect(other.basis).toMatch(/^Price Paid type Other/);
  });
});
