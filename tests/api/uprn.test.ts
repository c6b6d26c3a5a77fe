import { beforeAll, describe, expect, it } from "vitest";
import { GET as getUprn } from "@/app/api/uprn/[uprn]/route";
import { GET as getDetails } from "@/app/api/uprn/[uprn]/details/route";
import { GET as byAddress } from "@/app/api/uprn/search/address/route";
import { GET as byPostcode } from "@/app/api/uprn/search/postcode/route";
import { GET as byRadius } from "@/app/api/uprn/search/radius/route";
import { anonymous, authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();
beforeAll(async () => seedArea(database.current().db));

type List = { results: { uprn: string; address: string; distanceMetres?: number }[]; total: number; error?: { message: string } };

describe("UPRN endpoints", () => {
  it("GET /api/uprn/{uprn}", async () => {
    const response = await getUprn(authed("/api/uprn/100"), params({ uprn: "100" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ uprn: "100", address: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ" });
  });

  it("GET /api/uprn/{uprn}/details includes sales and listings", async () => {
    const response = await getDetails(authed("/api/uprn/101/details"), params({ uprn: "101" }));
    const body = (await response.json()) as { sales: { price: number }[]; listings: { status: string }[] };
    expect(body.sales.map((s) => s.price)).toEqual([180_000]);
    expect(body.listings.map((l) => l.status)).toEqual(["for_sale"]);
  });

  it.each([
    ["abc", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["1234567890123", 400, "UPRN should be a numeric value (1-12 digits)"],
    ["424242", 404, "No property with UPRN 424242"],
  ])("GET /api/uprn/%s → %i", async (uprn, status, message) => {
    const response = await getUprn(authed(`/api/uprn/${uprn}`), params({ uprn }));
    expect(response.status).toBe(status);
    const text = ((await response.json()) as { error: { message: string } }).error.message;
    expect(text).toContain(message);
    expect(text).not.toMatch(/^\w+: /);
  });

  it("searches by address, fuzzy and exact", async () => {
    const fuzzy = (await (await byAddress(authed("/api/uprn/search/address?q=27%20Bradwel%20Rd%20NE3%203LJ"))).json()) as List;
    expect(fuzzy.results[0]?.uprn).toBe("100");
    const exact = (await (await byAddress(authed("/api/uprn/search/address?q=31%20bradwell&fuzzy=false"))).json()) as List;
    expect(exact.results.map((r) => r.uprn)).toEqual(["101"]);
  });

  it("searches by postcode with limit and offset", async () => {
    const all = (await (await byPostcode(authed("/api/uprn/search/postcode?postcode=NE3"))).json()) as List;
    expect(all.total).toBe(3);
    const page = (await (await byPostcode(authed("/api/uprn/search/postcode?postcode=NE3&limit=1&offset=1"))).json()) as List;
    expect(page.results).toHaveLength(1);
    const one = (await (await byPostcode(authed("/api/uprn/search/postcode?postcode=ne3%203lj"))).json()) as List;
    expect(one.total).toBe(2);
  });

  it("searches by radius, nearest first", async () => {
    const body = (await (await byRadius(authed("/api/uprn/search/radius?lng=-1.6353&lat=55.0072&radius=50"))).json()) as List;
    expect(body.results.map((r) => r.uprn)).toEqual(["100", "101"]);
    expect(body.results[0]?.distanceMetres).toBeLessThan(5);
  });

  it.each([
    ["/api/uprn/search/address?q=ab", byAddress, "at least 3 characters"],
    ["/api/uprn/search/address?q=abc&limit=0", byAddress, "limit must be"],
    ["/api/uprn/search/address?q=abcd&fuzzy=maybe", byAddress, "fuzzy must be true or false"],
    ["/api/uprn/search/postcode?postcode=nowhere", byPostcode, "Enter a UK postcode"],
    ["/api/uprn/search/postcode?postcode=NE3&offset=-1", byPostcode, "offset must be"],
    ["/api/uprn/search/radius?lng=x&lat=55", byRadius, "The longitude must be a number in decimal degrees, for example -1.6353."],
    ["/api/uprn/search/radius?lng=-1&lat=95", byRadius, "The latitude must be between -90 and 90 degrees."],
    ["/api/uprn/search/radius?lng=-1&lat=55&radius=99999", byRadius, "The radius can be at most 5000 metres."],
    // Missing or empty coordinates are refused, not read as 0,0 (the Gulf of Guinea, where nothing is found).
    ["/api/uprn/search/radius", byRadius, "Enter a latitude in decimal degrees, for example 55.0072. Enter a longitude in decimal degrees, for example -1.6353."],
    ["/api/uprn/search/radius?lat=&lng=&radius=100", byRadius, "Enter a latitude in decimal degrees, for example 55.0072. Enter a longitude in decimal degrees, for example -1.6353."],
    ["/api/uprn/search/radius?lat=%20&lng=-1.6", byRadius, "Enter a latitude in decimal degrees, for example 55.0072."],
    ["/api/uprn/search/radius?lat=55&lng=-1.6&radius=", byRadius, "The radius must be more than 0 metres."],
    // No "q: " prefix and no "(q)": the sentence a person reads.
    ["/api/uprn/search/address", byAddress, "Enter an address to search for."],
  ])("%s → 400", async (path, handler, message) => {
    const response = await handler(authed(path));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
  });

  it("needs a session", async () => {
    expect((await byPostcode(anonymous("/api/uprn/search/postcode?postcode=NE3"))).status).toBe(401);
  });
});
