import { beforeAll, describe, expect, it } from "vitest";
import { GET as getBuildCost } from "@/app/api/build-costs/[id]/route";
import { GET as listBuildCosts } from "@/app/api/costs/build/route";
import { importFile } from "@/lib/import/import-file";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { SHIPPED_RATES } from "./rebuild-seed";

type Costs = { rateSet: string; indicative: boolean; source: string; priceDate: string; region: string; regionFactor: number; regionBasis: string; rates: { id: number; propertyType: string; buildPeriod: string; baseRatePerSqm: number; ratePerSqm: number }[] };

const database = useTestDatabase();

describe("with no rates loaded", () => {
  it("says an administrator should load them (503), never a made-up figure", async () => {
    const response = await listBuildCosts(authed("/api/costs/build"));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe("No rebuild cost rates are loaded. An administrator should load them: npm run import -- rebuild-rates <file>.");
  });
});

describe("GET /api/costs/build", () => {
  beforeAll(async () => {
    await importFile(database.current().db, "rebuild-rates", SHIPPED_RATES, { progress: false });
  });

  const list = async (query: string) => {
    const response = await listBuildCosts(authed(`/api/costs/build${query}`));
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Costs;
  };

  it("answers the rates for a postcode's region, in the table's order", async () => {
    const costs = await list("?postcode=ne3 3lj");
    expect(costs).toMatchObject({ rateSet: "indicative-2025", indicative: true, priceDate: "2025-01-01", region: "North East", regionFactor: 0.92, regionBasis: "by postcode area (NE3 3LJ)" });
    expect(costs.source).toMatch(/^Indicative, not BCIS/);
    expect(costs.rates).toHaveLength(25);
    expect(costs.rates[0]).toMatchObject({ propertyType: "detached", buildPeriod: "pre-1919", baseRatePerSqm: 2650, ratePerSqm: 2438 });
    expect(costs.rates.at(-1)).toMatchObject({ propertyType: "flat", buildPeriod: "2000-onwards" });
  });

  it("filters by house type and takes a region by name", async () => {
    const costs = await list("?region=london&houseType=terraced");
    expect(costs).toMatchObject({ region: "London", regionFactor: 1.22, regionBasis: "as given" });
    expect(costs.rates.map((r) => [r.buildPeriod, r.ratePerSqm])).toEqual([
      ["pre-1919", 2867],
      ["1919-1944", 2501],
      ["1945-1979", 2318],
      ["1980-1999", 2257],
      ["2000-onwards", 2318],
    ]);
  });

  it("answers the base rates, said so, with no place given", async () => {
    const costs = await list("");
    expect(costs).toMatchObject({ region: "United Kingdom", regionFactor: 1, regionBasis: "region unknown: the rate set's base rate, without a regional factor" });
  });

  it.each([
    ["?postcode=NOTAPOSTCODE", 400],
    ["?postcode=GY1 1AA", 400],
    ["?region=Narnia", 400],
    ["?houseType=castle", 400],
  ])("%s → %d", async (query, status) => {
    const response = await listBuildCosts(authed(`/api/costs/build${query}`));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
  });

  it("needs a session", async () => {
    expect((await listBuildCosts(anonymous("/api/costs/build"))).status).toBe(401);
  });
});

describe("GET /api/build-costs/{id}", () => {
  it("answers one rate with its set's region factors", async () => {
    const row = await database.current().db.rebuildRate.findFirstOrThrow({ where: { propertyType: "bungalow", buildPeriod: "1980-1999" } });
    const response = await getBuildCost(authed(`/api/build-costs/${row.id}`), params({ id: String(row.id) }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { regionFactors: { region: string; factor: number }[] };
    expect(body).toMatchObject({ id: row.id, rateSet: "indicative-2025", propertyType: "bungalow", buildPeriod: "1980-1999", ratePerSqm: 2100, indicative: true, priceDate: "2025-01-01" });
    expect(body.regionFactors).toHaveLength(12);
    expect(body.regionFactors).toContainEqual({ region: "Wales", factor: 0.95 });
  });

  it.each([
    ["abc", 400, "The rate id must be a whole number."],
    ["1.5", 400, "The rate id must be a whole number."],
    ["0", 400, "The rate id must be a whole number."],
    ["99999999999", 400, "The rate id must be a whole number."],
    ["999999", 404, "No build cost rate with id 999999 was found."],
  ])("%s → %d", async (id, status, message) => {
    const response = await getBuildCost(authed(`/api/build-costs/${id}`), params({ id }));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});
