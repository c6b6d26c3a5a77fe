import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath } from "./api-fetch";
import { defaultQueryFn } from "./query-client-options";

describe("apiPath", () => {
  it.each([
    ["/api/trends", {}, "/api/trends"],
    ["/api/trends", { area: "NE3", propertyType: "all" }, "/api/trends?area=NE3&propertyType=all"],
    ["/api/uprn/{uprn}/details", { uprn: "100000123456" }, "/api/uprn/100000123456/details"],
    ["/api/area-analysis/{postcode}", { postcode: "NE3 3LJ" }, "/api/area-analysis/NE3%203LJ"],
    ["/api/uprn/search/{kind}", { kind: "radius", lat: "55", lng: "-1.6", radius: "100" }, "/api/uprn/search/radius?lat=55&lng=-1.6&radius=100"],
    ["/api/properties/search", { searchType: "postcode", postcode: "", radius: "1" }, "/api/properties/search?searchType=postcode&postcode=&radius=1"],
    ["/api/x", { a: undefined, b: null, c: 0, d: false }, "/api/x?c=0&d=false"],
  ])("apiPath(%s, %j) = %s", (path, params, expected) => {
    expect(apiPath(path, params)).toBe(expected);
  });

  it("refuses a path whose placeholder has no value", () => {
    expect(() => apiPath("/api/uprn/{uprn}/details", {})).toThrow(/needs uprn/);
  });
});

describe("defaultQueryFn", () => {
  afterEach(() => vi.unstubAllGlobals());

  async function requestedUrl(queryKey: readonly unknown[]): Promise<string> {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    // The query function reads only the key.
    await defaultQueryFn({ queryKey } as unknown as Parameters<typeof defaultQueryFn>[0]);
    return String((fetch.mock.calls[0] as unknown[] | undefined)?.[0]);
  }

  it("GETs the key joined by '/' (spec §9)", async () => {
    expect(await requestedUrl(["/api/comparisons", "default-user"])).toBe("/api/comparisons/default-user");
  });

  it("GETs [path, params] keys through apiPath", async () => {
    expect(await requestedUrl(["/api/comparisons/{userId}", { userId: "default-user" }])).toBe("/api/comparisons/default-user");
    expect(await requestedUrl(["/api/searches/recent", {}])).toBe("/api/searches/recent");
  });
});
