import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiPath, errorMessage } from "./api-fetch";
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

describe("errorMessage", () => {
  it.each([
    ["the server's sentence", new ApiError(400, JSON.stringify({ error: { code: "bad_request", message: "Enter a valid UK postcode." } }), "Bad Request"), "Enter a valid UK postcode."],
    ["a proxy's error page", new ApiError(502, "<html>Bad Gateway</html>", "Bad Gateway"), "The server could not answer (error 502). Try again in a moment."],
    ["an empty refusal", new ApiError(404, "", "Not Found"), "The request was refused (error 404). Check what you entered and try again."],
    ["an empty server message", new ApiError(400, JSON.stringify({ error: { message: " " } }), "Bad Request"), "The request was refused (error 400). Check what you entered and try again."],
    ["fetch failing (offline, Chrome)", new TypeError("Failed to fetch"), "The server could not be reached. Check your connection and try again."],
    ["fetch failing (Firefox)", new TypeError("NetworkError when attempting to fetch resource."), "The server could not be reached. Check your connection and try again."],
    ["fetch failing (Safari)", new TypeError("Load failed"), "The server could not be reached. Check your connection and try again."],
    ["a bug is not a network failure", new TypeError("Cannot read properties of undefined (reading 'x')"), "Cannot read properties of undefined (reading 'x')"],
    ["another error", new Error("Response did not match"), "Response did not match"],
    ["nothing usable", "boom", "The lookup failed."],
  ])("%s", (_name, error, expected) => {
    expect(errorMessage(error, "The lookup failed.")).toBe(expected);
  });

  it("keeps the spec's message on the error itself: status, colon, body text", () => {
    expect(new ApiError(502, "", "Bad Gateway").message).toBe("502: Bad Gateway");
  });
});
