import { beforeAll, describe, expect, it } from "vitest";
import { GET as trends } from "@/app/api/trends/route";
import { authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();
beforeAll(async () => seedArea(database.current().db));

describe("GET /api/trends", () => {
  it.each([
    ["", 5],
    ["?area=NE3", 3],
    ["?area=NE3%203", 3],
    ["?area=ne3%203lj", 3],
    ["?area=Newcastle%20upon%20Tyne", 5],
    ["?area=NE3&propertyType=D", 1],
  ])("%s → %i sales", async (query, count) => {
    const response = await trends(authed(`/api/trends${query}`));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { totalSales: number; series: { volume: number }[] };
    expect(body.totalSales).toBe(count);
    expect(body.series.reduce((a, p) => a + p.volume, 0)).toBe(count);
  });

  it.each([
    ["?propertyType=X", 400, "propertyType must be"],
    ["?area=M99", 404, "No sales were found for M99"],
    ["?area=%3Cscript%3E", 404, "Enter an outward code"],
  ])("%s → %i", async (query, status, message) => {
    const response = await trends(authed(`/api/trends${query}`));
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });
});
