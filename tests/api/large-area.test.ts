import { beforeAll, describe, expect, it } from "vitest";
import { GET as analyse } from "@/app/api/area-analysis/[postcode]/route";
import { GET as context } from "@/app/api/area/context/route";
import { GET as search } from "@/app/api/properties/search/route";
import { GET as trends } from "@/app/api/trends/route";
import { GET as byPostcode } from "@/app/api/uprn/search/postcode/route";
import { GET as byRadius } from "@/app/api/uprn/search/radius/route";
import { authed, params, useTestDatabase } from "../helpers/api";
import { insertRowsInto } from "@/lib/db/insert-rows";

// An outward code the size of Manchester's M9 or Newcastle's NE3 (every outward code with
// 1,000 or more postcodes answered 500 on SQLite: too many bind parameters): 4,000
// postcodes in ten sectors on an 80 × 50 grid about 7 km by 4 km, each with a sale in the
// latest 12 months and one in the 12 months before, an address, and some listings.
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";
const TYPES = ["D", "S", "T", "F", "O"] as const;
const DAY_MS = 86_400_000;

type Seed = { postcode: string; sector: string; latitude: number; longitude: number };
const postcodes: Seed[] = Array.from({ length: 4_000 }, (_, i) => {
  const sector = Math.floor(i / 400);
  const inward = `${sector}${LETTERS[Math.floor((i % 400) / 20)]}${LETTERS[i % 20]}`;
  return { postcode: `M9 ${inward}`, sector: `M9 ${sector}`, latitude: 53.5 + (i % 80) * 0.0008, longitude: -2.2 + Math.floor(i / 80) * 0.0012 };
});

type Sale = { id: string; price: number; date: Date; postcode: string; type: string };
const sales: Sale[] = postcodes.flatMap((p, i) => [
  { id: `{R${i}}`, price: 100_000 + (i % 97) * 1_000, date: new Date(Date.UTC(2022, 0, 1) + (i % 300) * DAY_MS), postcode: p.postcode, type: TYPES[i % 5] ?? "T" },
  { id: `{P${i}}`, price: 90_000 + (i % 89) * 1_000, date: new Date(Date.UTC(2021, 0, 1) + (i % 290) * DAY_MS), postcode: p.postcode, type: "T" },
]);
type Listing = { id: string; postcode: string; status: "for_sale" | "to_let"; price: number; daysOnMarket: number };
const listings: Listing[] = postcodes.flatMap((p, i): Listing[] =>
  i % 10 === 0 ? [{ id: `S${i}`, postcode: p.postcode, status: "for_sale", price: 150_000 + i, daysOnMarket: i % 60 }] : i % 10 === 5 ? [{ id: `L${i}`, postcode: p.postcode, status: "to_let", price: 700 + (i % 300), daysOnMarket: 7 }] : [],
);

// The figures, worked out here from the rows above rather than by the product's code.
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
function expectedStats(rows: Sale[]) {
  let latest = 0;
  for (const s of rows) latest = Math.max(latest, s.date.getTime());
  const recent = rows.filter((s) => s.date.getTime() > latest - 365 * DAY_MS).map((s) => s.price);
  const before = rows.filter((s) => s.date.getTime() <= latest - 365 * DAY_MS && s.date.getTime() > latest - 730 * DAY_MS).map((s) => s.price);
  const average = mean(recent);
  return { count: rows.length, average: Math.round(average), growth: Math.round(((average - mean(before)) / mean(before)) * 1000) / 10 };
}
const inSector = (sector: string) => new Set(postcodes.filter((p) => p.sector === sector).map((p) => p.postcode));

const database = useTestDatabase();
beforeAll(async () => {
  const db = database.current().db;
  await insertRowsInto(db, "Postcode", postcodes.map((p) => ({ postcode: p.postcode, outcode: "M9", sector: p.sector, latitude: p.latitude, longitude: p.longitude, districtCode: "E08000003", source: "os-codepoint-open", period: "2014-08" })));
  await insertRowsInto(db, "Sale", sales.map((s) => ({ transactionId: s.id, price: s.price, date: s.date, postcode: s.postcode, outcode: "M9", propertyType: s.type, newBuild: false, tenure: "F", category: "A", town: "MANCHESTER", source: "hmlr-ppd", period: "2021-01..2022-10" })));
  await insertRowsInto(db, "Listing", listings.map((l) => ({ id: l.id, address: `${l.id} Test Street, Manchester`, postcode: l.postcode, outcode: "M9", status: l.status, listingDate: new Date("2026-09-01"), price: l.price, daysOnMarket: l.daysOnMarket, source: "demo", period: "demo 2026" })));
  await insertRowsInto(db, "Address", postcodes.map((p, i) => ({ uprn: String(900_000 + i), paon: String(i), street: "TEST STREET", town: "MANCHESTER", postcode: p.postcode, singleLine: `${i} Test Street, Manchester ${p.postcode}`, latitude: p.latitude, longitude: p.longitude, source: "demo", period: "demo 2026" })));
}, 120_000);

type Json = Record<string, unknown> & { error?: { message: string } };
async function getJson(response: Response) {
  return { status: response.status, body: (await response.json()) as Json };
}

describe("an outward code with thousands of postcodes", () => {
  it("area analysis of the outward code, a sector and a postcode in it", async () => {
    const homes = sales.filter((s) => s.type !== "O");
    const outcode = await getJson(await analyse(authed("/api/area-analysis/M9"), params({ postcode: "M9" })));
    expect(outcode.status).toBe(200);
    const stats = expectedStats(homes);
    const lets = listings.filter((l) => l.status === "to_let");
    const forSale = listings.filter((l) => l.status === "for_sale");
    expect(outcode.body).toMatchObject({
      averagePrice: stats.average,
      priceChange: stats.growth,
      averageRent: Math.round(mean(lets.map((l) => l.price))),
      daysOnMarket: Math.round(mean(forSale.map((l) => l.daysOnMarket))),
      area: { label: "M9", kind: "outcode", postcodeCount: 4_000 },
      sales: { count: stats.count, period: "Jan 2021–Oct 2022" },
      rent: { count: lets.length, basis: "listings" },
      listings: { count: forSale.length },
    });

    const members = inSector("M9 3");
    const sector = await getJson(await analyse(authed("/api/area-analysis/M9%203"), params({ postcode: "M9 3" })));
    expect(sector.status).toBe(200);
    const sectorStats = expectedStats(homes.filter((s) => members.has(s.postcode)));
    expect(sector.body).toMatchObject({ averagePrice: sectorStats.average, priceChange: sectorStats.growth, area: { postcodeCount: 400 }, sales: { count: sectorStats.count } });

    const centre = postcodes[2_040]?.postcode ?? "";
    const circle = await getJson(await analyse(authed(`/api/area-analysis/${encodeURIComponent(centre)}`), params({ postcode: centre })));
    expect(circle.status).toBe(200);
    expect((circle.body.area as { postcodeCount: number }).postcodeCount).toBeGreaterThan(200);
  });

  it("area context of the outward code", async () => {
    const { status, body } = await getJson(await context(authed("/api/area/context?postcode=M9")));
    expect(status).toBe(200);
    expect(body.postcode).toBe("M9");
  });

  it("property search of the outward code, a sector and a 10-mile circle", async () => {
    // The average, its change and the trend are of homes ("Other" sales are listed and counted, not averaged).
    const homes = sales.filter((s) => s.type !== "O");
    const all = expectedStats(homes);
    const outcode = await getJson(await search(authed("/api/properties/search?postcode=M9")));
    expect(outcode.status).toBe(200);
    expect(outcode.body.total).toBe(sales.length + listings.length);
    expect(outcode.body.areaStats).toEqual({ average: all.average, growth_12_months: all.growth, days_on_market: Math.round(mean(listings.filter((l) => l.status === "for_sale").map((l) => l.daysOnMarket))), radius: null });
    expect((outcode.body.properties as unknown[]).length).toBe(50); // one page (docs/decisions/111)
    // The 12 months to the latest sale (Oct 2022): Nov 2021 to Oct 2022, months with sales only.
    const byMonth = new Map<string, number[]>();
    for (const s of homes) {
      const month = s.date.toISOString().slice(0, 7);
      if (month >= "2021-11") byMonth.set(month, [...(byMonth.get(month) ?? []), s.price]);
    }
    const trend = [...byMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, prices]) => ({ month, average: Math.round(mean(prices)), count: prices.length }));
    expect(outcode.body.priceTrend).toEqual(trend);

    const members = inSector("M9 7");
    const sector = await getJson(await search(authed("/api/properties/search?postcode=M9%207")));
    expect(sector.status).toBe(200);
    expect(sector.body.total).toBe(sales.filter((s) => members.has(s.postcode)).length + listings.filter((l) => members.has(l.postcode)).length);

    const circle = await getJson(await search(authed(`/api/properties/search?postcode=${encodeURIComponent(postcodes[2_040]?.postcode ?? "")}&radius=10`)));
    expect(circle.status).toBe(200);
    expect(circle.body.total).toBe(sales.length + listings.length);
  });

  it("trends of the outward code", async () => {
    const { status, body } = await getJson(await trends(authed("/api/trends?area=M9")));
    expect(status).toBe(200);
    expect(body.totalSales).toBe(sales.filter((s) => s.type !== "O").length); // all residential types
  });

  it("UPRNs by outward code and by a 5 km radius", async () => {
    const outcode = await getJson(await byPostcode(authed("/api/uprn/search/postcode?postcode=M9&limit=200")));
    expect(outcode.status).toBe(200);
    expect(outcode.body.total).toBe(4_000);
    const centre = postcodes[2_040] as Seed;
    const radius = await getJson(await byRadius(authed(`/api/uprn/search/radius?lat=${centre.latitude}&lng=${centre.longitude}&radius=5000&limit=20`)));
    expect(radius.status).toBe(200);
    const results = radius.body.results as { uprn: string; distanceMetres: number }[];
    expect(results[0]).toMatchObject({ uprn: "902040", distanceMetres: 0 });
    expect(results.map((r) => r.distanceMetres)).toEqual([...results.map((r) => r.distanceMetres)].sort((a, b) => a - b));
  });
});
