import { beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/properties/search/route";
import { anonymous, authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();
beforeAll(async () => seedArea(database.current().db));

type Body = {
  properties: { id: string; status: string; price: string; postcode: string; saleDate: string | null; listingDate: string | null; latitude: number | null; sqft: number | null }[];
  total: number;
  areaStats: { average: number | null; growth_12_months: number | null; days_on_market: number | null; radius: number | null };
  priceTrend: { month: string; average: number; count: number }[];
  searchType: string;
  nextCursor?: string | null;
  error?: { message: string };
};

async function get(path: string) {
  const response = await search(authed(path));
  return { status: response.status, body: (await response.json()) as Body };
}

describe("GET /api/properties/search", () => {
  it("finds sales and listings within the radius of a postcode and records the search", async () => {
    const { status, body } = await get("/api/properties/search?postcode=ne3%203lj&radius=1");
    expect(status).toBe(200);
    expect(body.searchType).toBe("postcode");
    expect(body.total).toBe(5); // 3 NE3 sales + 2 listings; NE5 and NE27 are further than a mile
    expect(body.properties.map((p) => p.status)).toEqual(["to_let", "for_sale", "sold", "sold", "sold"]);
    expect(body.areaStats).toEqual({ average: Math.round((52_000 + 180_000 + 240_000) / 3), growth_12_months: null, days_on_market: 30, radius: 1 });
    expect(body.priceTrend.map((p) => p.month)).toEqual(["2022-01", "2022-03", "2022-06"]);
    const sold = body.properties.find((p) => p.status === "sold");
    expect(sold?.saleDate).toMatch(/^2022-/);
    expect(sold?.listingDate).toBeNull();
    const recent = await database.current().db.recentSearch.findMany();
    expect(recent.map((r) => r.postcode)).toContain("NE3 3LJ");
  });

  it("answers a repeated search from the cache and still records it", async () => {
    const db = database.current().db;
    const before = await db.recentSearch.count();
    const first = await get("/api/properties/search?postcode=NE5%205JS&radius=0.5");
    const second = await get("/api/properties/search?postcode=NE5%205JS&radius=0.5");
    expect(second.body).toEqual(first.body);
    expect(await db.recentSearch.count()).toBe(before + 2);
  });

  it("records a search once, not again for each further page", async () => {
    const db = database.current().db;
    const before = await db.recentSearch.count();
    const first = await get("/api/properties/search?postcode=NE3%203LJ&radius=1&pageSize=2");
    expect(first.body.nextCursor).toBeTruthy();
    const next = await get(`/api/properties/search?postcode=NE3%203LJ&radius=1&pageSize=2&cursor=${encodeURIComponent(first.body.nextCursor ?? "")}`);
    expect(next.status).toBe(200);
    expect(await db.recentSearch.count()).toBe(before + 1);
  });

  it("widens with the radius", async () => {
    const { body } = await get("/api/properties/search?postcode=NE3%203LJ&radius=10");
    expect(body.total).toBe(7);
  });

  it("searches a whole outward code or sector", async () => {
    expect((await get("/api/properties/search?postcode=NE3")).body.total).toBe(5);
    expect((await get("/api/properties/search?postcode=NE27%200")).body.total).toBe(1);
    expect((await get("/api/properties/search?postcode=NE3")).body.areaStats.radius).toBeNull();
  });

  it("searches by UPRN and by address", async () => {
    const byUprn = await get("/api/properties/search?searchType=uprn&uprn=101");
    expect(byUprn.status).toBe(200);
    expect(byUprn.body.properties.map((p) => p.status).sort()).toEqual(["for_sale", "sold"]);
    const byAddress = await get("/api/properties/search?searchType=address&address=27%20Bradwell%20Rd%20NE3%203LJ");
    expect(byAddress.status).toBe(200);
    expect(byAddress.body.properties[0]?.price).toBe("52000");
  });

  it.each([
    ["?searchType=radius&postcode=NE3", 400, "Invalid search type"],
    ["?searchType=bogus", 400, "Invalid search type"],
    ["?postcode=", 400, "Enter a UK postcode"],
    ["?postcode=hello", 400, "Enter a UK postcode"],
    ["?postcode=NE3%203LJ&radius=3", 400, "Radius must be one of"],
    [`?postcode=${"N".repeat(5000)}`, 400, "Enter a UK postcode"],
    ["?searchType=uprn&uprn=12a", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["?searchType=uprn&uprn=1234567890123", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["?searchType=address&address=ab", 400, "at least 3 characters"],
    ["?postcode=SW1A%201AA", 404, "was not found"],
    ["?searchType=uprn&uprn=999", 404, "No property with UPRN 999"],
  ])("%s → %i", async (query, status, message) => {
    const { status: actual, body } = await get(`/api/properties/search${query}`);
    expect(actual).toBe(status);
    expect(body.error?.message).toContain(message);
  });

  it("needs a session", async () => {
    expect((await search(anonymous("/api/properties/search?postcode=NE3"))).status).toBe(401);
  });
});
