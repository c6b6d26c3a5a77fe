import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getAddress } from "@/app/api/[namespace]/address/[address]/route";
import { GET as getAutocomplete } from "@/app/api/[namespace]/autocomplete/[text]/route";
import { GET as getInfo } from "@/app/api/[namespace]/info/route";
import { GET as getSchema } from "@/app/api/[namespace]/schema/route";
import { GET as getUdprn } from "@/app/api/[namespace]/udprn/[udprn]/route";
import { POST as postUprns } from "@/app/api/[namespace]/uprn/route";
import { GET as getUprn } from "@/app/api/[namespace]/uprn/[uprn]/route";
import { GET as getReport } from "@/app/api/reports/marketing/[uprn]/route";
import type { MarketingReport } from "@/lib/marketing-report/schemas";
import type { BatchItem, PropertyRecord } from "@/lib/property-data/types";
import { VENDOR_ROUTES } from "../fixtures/property-data-vendor";
import { startRecordedServer } from "../helpers/recorded-server";
import { authed, params, useTestDatabase } from "../helpers/api";

// With PROPERTY_DATA_API_KEY set, /api/chimnie/… forwards to the vendor (here a recorded
// stand-in) and the marketing report fills what our data lacks from it. Set before
// anything reads the environment (this hook runs before useTestDatabase's).
let vendor: Awaited<ReturnType<typeof startRecordedServer>>;
beforeAll(async () => {
  vendor = await startRecordedServer(VENDOR_ROUTES);
  vi.stubEnv("PROPERTY_DATA_API_KEY", "vendor-key");
  vi.stubEnv("PROPERTY_DATA_BASE_URL", vendor.url);
  vi.stubEnv("PROPERTY_DATA_TIMEOUT_MS", "500");
});
const database = useTestDatabase();
beforeAll(async () => {
  // UPRN 100: our address, EPC and sale, but no listing (so no bedrooms of our own).
  const db = database.current().db;
  await db.postcode.create({ data: { postcode: "NE3 3LJ", outcode: "NE3", sector: "NE3 3", latitude: 55.00717, longitude: -1.63528, districtCode: "E08000021", source: "os-codepoint-open", period: "2014-08" } });
  await db.address.create({ data: { uprn: "100", paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: "27 Bradwell Road, Newcastle upon Tyne NE3 3LJ", latitude: 55.0072, longitude: -1.6353, source: "os-open-uprn", period: "2026-01" } });
  await db.epcCertificate.create({ data: { lmkKey: "E100", uprn: "100", postcode: "NE3 3LJ", currentEnergyRating: "D", potentialEnergyRating: "B", propertyType: "House", builtForm: "Semi-Detached", totalFloorArea: 92, lodgementDate: new Date("2021-02-03"), source: "epc-register", period: "2026-09" } });
  // UPRN 777777: ours alone, while the vendor never answers for it.
  await db.address.create({ data: { uprn: "777777", paon: "29", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", singleLine: "29 Bradwell Road, Newcastle upon Tyne NE3 3LJ", latitude: 55.0072, longitude: -1.6354, source: "os-open-uprn", period: "2026-01" } });
  await db.sale.create({
    data: { transactionId: "{V1}", price: 150_000, date: new Date("2022-01-04"), postcode: "NE3 3LJ", outcode: "NE3", propertyType: "S", newBuild: false, tenure: "F", paon: "27", street: "BRADWELL ROAD", town: "NEWCASTLE UPON TYNE", county: "TYNE AND WEAR", category: "A", uprn: "100", source: "hmlr-ppd", period: "2022-01..2022-09" },
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await vendor.close();
});

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};
const lookup = (uprn: string, query = "", namespace = "chimnie") => getUprn(authed(`/api/${namespace}/uprn/${uprn}${query}`), params({ namespace, uprn }));
const errorOf = (body: unknown) => (body as { error: { message: string } }).error.message;

describe("the live vendor under its name", () => {
  it("info and schema forward the vendor's metadata and response schema beside ours", async () => {
    const info = await json<{ provider: string; kind: string; udprn: boolean; vendor: unknown }>(await getInfo(authed("/api/chimnie/info"), params({ namespace: "chimnie" })));
    expect(info).toMatchObject({ provider: "chimnie", kind: "live", udprn: true, vendor: { version: "7.6.0" } });
    const schema = await json<{ provider: string; fieldGroups: string[]; vendorSchema: unknown }>(await getSchema(authed("/api/chimnie/schema"), params({ namespace: "chimnie" })));
    expect(schema).toMatchObject({ provider: "chimnie", fieldGroups: ["property", "premium", "surroundings"], vendorSchema: { title: "Residential property response" } });
  });

  it("GET uprn/{uprn} answers the vendor's property in the provider record's shape, sourced to the vendor, with its key and options forwarded", async () => {
    const record = await json<PropertyRecord>(await lookup("100", "?fields=property,premium"));
    expect(record).toMatchObject({ uprn: "100", residential: true, address: { singleLine: "27 Bradwell Road, Newcastle upon Tyne", postcode: "NE3 3LJ", source: "chimnie", demo: false } });
    expect(record.property).toMatchObject({
      epc: { propertyType: "Semi-Detached House", totalFloorArea: 118, currentEnergyRating: "C", constructionAgeBand: "1930-1949", source: "chimnie" },
      rooms: { bedrooms: 4, bathrooms: 2, listingDate: null },
      lastSale: { price: 150_000, date: "2022-01-04", tenure: "F" },
      building: null,
    });
    expect(record.premium).toMatchObject({ valuation: { estimatedValue: 245_000, valueRange: [225_000, 265_000], rentalEstimate: 1150, source: "chimnie" }, ownership: { companyOwned: false, tenures: ["Freehold"] } });
    expect(record.surroundings).toBeUndefined();
    expect(record.notes.some((n) => n.startsWith("property.building:"))).toBe(true);
    const seen = vendor.seen.find((r) => r.path === "/residential/uprn/100");
    expect(seen?.query).toMatchObject({ api_key: "vendor-key", fields: "property,plus", force_residential: "true" });
  });

  it("refuses a non-residential property unless force_residential=false", async () => {
    expect(errorOf(await json(await lookup("200"), 404))).toContain("force_residential=false");
    expect(await json<PropertyRecord>(await lookup("200", "?force_residential=false"))).toMatchObject({ uprn: "200", residential: false });
  });

  it("answers udprn, address (with the match and the session echoed) and autocomplete through the vendor", async () => {
    const byUdprn = await json<PropertyRecord>(await getUdprn(authed("/api/chimnie/udprn/23750001"), params({ namespace: "chimnie", udprn: "23750001" })));
    expect(byUdprn).toMatchObject({ uprn: "100", udprn: "23750001" });
    const address = "27 Bradwell Road NE3 3LJ";
    const byAddress = await json<PropertyRecord>(await getAddress(authed(`/api/chimnie/address/${encodeURIComponent(address)}?autocomplete_session=s-9`), params({ namespace: "chimnie", address })));
    expect(byAddress.match).toEqual({ query: address, confidence: "inexact", score: null, autocompleteSession: "s-9" });
    expect(vendor.seen.find((r) => r.path.startsWith("/residential/address/"))?.query.autocomplete_session).toBe("s-9");
    const suggestions = await json<{ suggestions: { uprn: string | null; address: string }[]; session: string }>(
      await getAutocomplete(authed("/api/chimnie/autocomplete/27%20Bradw?max_results=1"), params({ namespace: "chimnie", text: "27 Bradw" })),
    );
    expect(suggestions).toEqual({ suggestions: [{ uprn: null, address: "27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ" }], session: "vendor-session-1" });
  });

  it("a batch answers each item in its place: found, unknown at the vendor (404), malformed (400)", async () => {
    const body = await json<{ results: BatchItem[] }>(await postUprns(authed("/api/chimnie/uprn", { method: "POST", json: { uprns: ["100", "404404", "12ab"] } }), params({ namespace: "chimnie" })));
    expect(body.results.map((r) => r.status)).toEqual([200, 404, 400]);
    expect(body.results[1]?.error).toContain("holds no property for UPRN 404404");
  });

  it.each([
    ["401401", 502, "refused our credentials"],
    ["500500", 503, "is not available (status 500)"],
    ["777777", 503, "did not answer within 0.5 s"],
    ["888888", 502, "could not read"],
  ])("vendor failure on %s → %i with a clear message and no vendor body", async (uprn, status, message) => {
    const body = await json(await lookup(uprn), status);
    expect(errorOf(body)).toContain(message);
    expect(errorOf(body)).toContain("property-data provider (chimnie)");
    expect(JSON.stringify(body)).not.toMatch(/vendor-key|maintenance|Internal Server Error/);
  });

  it("local still answers, and an unknown provider is still the JSON 404 naming both", async () => {
    expect(await json<PropertyRecord>(await lookup("100", "?fields=property", "local"))).toMatchObject({ uprn: "100", property: { epc: { source: "epc-register" }, rooms: null } });
    expect(errorOf(await json(await lookup("100", "", "acme"), 404))).toContain("configured providers are local, chimnie");
  });
});

describe("the marketing report reads through the provider layer", () => {
  it("fills the bedrooms our data lacks from the vendor, naming it, while our registers keep their figures", async () => {
    const response = await getReport(authed("/api/reports/marketing/100"), params({ uprn: "100" }));
    const report = await json<MarketingReport>(response);
    expect(Object.keys(report)).toEqual(["reportDate", "uprn", "reportType", "property", "surroundings", "containsDemoData"]);
    expect(report.property.attributes.bedrooms).toMatchObject({ value: 4, source: { name: "chimnie", demo: false } });
    expect(report.property.indoor.bathrooms).toMatchObject({ value: 2, source: { name: "chimnie" } });
    // Where both answer, ours wins: the EPC register's rating and the Price Paid type.
    expect(report.property.indoor.energy_rating).toMatchObject({ value: "D (potential B)", source: { name: "EPC register" } });
    expect(report.property.attributes.property_type).toMatchObject({ source: { name: "HM Land Registry Price Paid" } });
    expect(report.property.address).toBe("27 Bradwell Road, Newcastle upon Tyne NE3 3LJ");
  });

  it("a vendor that does not answer never fails the report: our data answers alone", async () => {
    const report = await json<MarketingReport>(await getReport(authed("/api/reports/marketing/777777"), params({ uprn: "777777" })));
    expect(report.property.address).toBe("29 Bradwell Road, Newcastle upon Tyne NE3 3LJ");
    expect(report.property.attributes.bedrooms).toMatchObject({ value: null, source: null });
  });
});
