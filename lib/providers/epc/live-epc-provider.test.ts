import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTtlCache } from "@/lib/cache/create-ttl-cache";
import { AppError } from "@/lib/errors/app-error";
import { startRecordedServer, type RecordedRoute } from "@/tests/helpers/recorded-server";
import { createLiveEpcProvider } from "./live-epc-provider.server";
import type { VendorCertificate } from "./vendor-schemas";

// Responses in the shapes the EPC data service documents (decision 060): the search's
// camelCase summaries, the certificate's snake_case document, its 404 "none" body.
const summary = (certificateNumber: string, registrationDate: string, extra: Record<string, unknown> = {}) => ({
  certificateNumber,
  uprn: "100000123456",
  addressLine1: "27 Bradwell Road",
  addressLine2: "Gosforth",
  addressLine3: null,
  addressLine4: null,
  postTown: "NEWCASTLE UPON TYNE",
  postcode: "NE3 3LJ",
  council: "Newcastle upon Tyne",
  constituency: "Newcastle upon Tyne North",
  currentEnergyEfficiencyBand: "D",
  registrationDate,
  ...extra,
});

const certificate = {
  data: {
    certificate_number: "0300-0000-0000-0000-0002",
    energy_rating_current: 61,
    energy_rating_potential: "83",
    environmental_impact_current: 55,
    inspection_date: "2024-05-28",
    registration_date: "2024-06-01",
    property_type: "0",
    built_form: "2",
    total_floor_area: "84.5",
    main_heating_controls: "Programmer, room thermostat and TRVs",
    main_heating: [{ description: "Boiler and radiators, mains gas", fuel: "mains gas" }],
    hot_water: { description: "From main system" },
    schema_version: "RdSAP-Schema-21.0.0",
  },
};

const NONE = { error: "No assessments could be found for that query" };

const routes: RecordedRoute[] = [
  {
    path: "/api/domestic/search",
    query: { uprn: "100000123456" },
    body: {
      data: [summary("0300-0000-0000-0000-0001", "2012-05-01", { currentEnergyEfficiencyBand: "E" }), summary("0300-0000-0000-0000-0002", "2024-06-01")],
      pagination: { totalRecords: 2, currentPage: 1, totalPages: 1, pageSize: 5000 },
    },
  },
  { path: "/api/certificate", query: { certificate_number: "0300-0000-0000-0000-0002" }, body: certificate },
  // Listed by the search but withdrawn since: the row keeps what the search said.
  { path: "/api/certificate", query: { certificate_number: "0300-0000-0000-0000-0001" }, status: 404, body: NONE },
  { path: "/api/domestic/search", query: { postcode: "ZZ9 9ZZ" }, status: 404, body: NONE },
  { path: "/api/domestic/search", query: { postcode: "YY9 9YY" }, status: 404, body: { data: { error: "No certificates could be found for that query" } } },
  { path: "/api/domestic/search", query: { postcode: "NE1 1AD" }, status: 401, body: { error: "Invalid token" } },
  { path: "/api/domestic/search", query: { postcode: "NE1 1AE" }, status: 429, body: { error: "Too many requests" } },
  { path: "/api/domestic/search", query: { postcode: "NE1 1AF" }, status: 500, body: "Internal Server Error" },
  { path: "/api/domestic/search", query: { postcode: "NE1 1AG" }, status: 404, body: "<html>Page not found</html>" },
  { path: "/api/domestic/search", query: { postcode: "NE1 1AH" }, body: { rows: [] } },
  { path: "/api/domestic/search", query: { postcode: "NE1 1AJ" }, delayMs: Infinity },
  {
    path: "/api/domestic/search",
    query: { postcode: "M14 5XX" },
    body: { data: Array.from({ length: 120 }, (_, i) => summary(`flat-${String(i).padStart(3, "0")}`, `2015-01-${String((i % 28) + 1).padStart(2, "0")}`)) },
  },
  ...Array.from({ length: 120 }, (_, i) => ({ path: "/api/certificate", query: { certificate_number: `flat-${String(i).padStart(3, "0")}` }, delayMs: 20, body: certificate })),
];

let vendor: Awaited<ReturnType<typeof startRecordedServer>>;
beforeAll(async () => {
  vendor = await startRecordedServer(routes);
});
afterAll(() => vendor.close());

const asOf = new Date("2026-11-26T12:00:00Z");
const provider = (timeoutMs = 2000) => createLiveEpcProvider({ baseUrl: vendor.url, token: "t0k-secret", timeoutMs }, createTtlCache<VendorCertificate | null>(1000, 60_000));

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("live EPC provider", () => {
  it("searches by UPRN with the bearer token, fetches each certificate, and answers our rows newest first", async () => {
    const answer = await provider().search({ kind: "uprn", uprn: "100000123456" }, asOf);
    const search = vendor.seen.find((r) => r.path === "/api/domestic/search" && r.query.uprn === "100000123456");
    expect(search?.query.page_size).toBe("5000");
    expect(search?.headers.authorization).toBe("Bearer t0k-secret");
    expect(answer.total).toBe(2);
    expect(answer.rows).toEqual([
      {
        certificate_number: "0300-0000-0000-0000-0002",
        address1: "27 Bradwell Road",
        address2: "Gosforth",
        posttown: "NEWCASTLE UPON TYNE",
        postcode: "NE3 3LJ",
        current_energy_rating: "D",
        current_energy_efficiency: 61,
        potential_energy_rating: "B",
        potential_energy_efficiency: 83,
        inspection_date: "2024-05-28",
        lodgement_date: "2024-06-01",
        property_type: "House",
        built_form: "Semi-Detached",
        total_floor_area: 84.5,
        environment_impact_current: 55,
        main_heating_controls: "Programmer, room thermostat and TRVs",
        mainheat_description: "Boiler and radiators, mains gas",
        hot_water_description: "From main system",
        uprn: "100000123456",
        date_of_expiry: "2034-06-01",
        expired: false,
        source: "epc-live",
      },
      expect.objectContaining({
        certificate_number: "0300-0000-0000-0000-0001",
        current_energy_rating: "E",
        potential_energy_rating: null,
        total_floor_area: null,
        date_of_expiry: "2022-05-01",
        expired: true,
        source: "epc-live",
      }),
    ]);
  });

  it("caches certificates: a second search fetches none again", async () => {
    const live = createLiveEpcProvider({ baseUrl: vendor.url, token: "t", timeoutMs: 2000 }, createTtlCache<VendorCertificate | null>(1000, 60_000));
    const count = () => vendor.seen.filter((r) => r.path === "/api/certificate" && r.query.certificate_number === "0300-0000-0000-0000-0002").length;
    await live.search({ kind: "uprn", uprn: "100000123456" }, asOf);
    const after = count();
    await live.search({ kind: "uprn", uprn: "100000123456" }, asOf);
    expect(count()).toBe(after);
  });

  it("fetches only the newest 100 certificates, at most 4 at a time", async () => {
    const before = vendor.seen.length;
    const started = Date.now();
    const answer = await provider().search({ kind: "postcode", postcode: "M14 5XX" }, asOf);
    // Each certificate takes 20 ms to arrive: 100 of them 4 at a time take at least 25 rounds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    expect(answer.total).toBe(120);
    expect(answer.rows).toHaveLength(100);
    const dates = answer.rows.map((r) => r.lodgement_date ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    expect(vendor.seen.slice(before).filter((r) => r.path === "/api/certificate")).toHaveLength(100);
  });

  it.each([
    ["ZZ9 9ZZ", "the documented error body"],
    ["YY9 9YY", "the error inside data"],
  ])("a 404 with %s (%s) means none found", async (postcode) => {
    expect(await provider().search({ kind: "postcode", postcode }, asOf)).toEqual({ rows: [], total: 0 });
  });

  it.each([
    ["NE1 1AD", 502, "The EPC register refused our credentials. An administrator should check its key in the settings."],
    ["NE1 1AE", 503, "The EPC register is limiting our requests. Try again in a minute."],
    ["NE1 1AF", 503, "The EPC register is not available (status 500). Try again later."],
    ["NE1 1AG", 502, "The EPC register sent an answer we could not read. Try again later."],
    ["NE1 1AH", 502, "The EPC register sent an answer we could not read. Try again later."],
  ])("vendor failure for %s → %i with a message people can read", async (postcode, status, message) => {
    const error = await errorOf(provider().search({ kind: "postcode", postcode }, asOf));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.message).not.toMatch(/t0k|Invalid token|Internal Server Error|html/);
  });

  it("gives up on a register that does not answer", async () => {
    const started = Date.now();
    const error = await errorOf(provider(300).search({ kind: "postcode", postcode: "NE1 1AJ" }, asOf));
    expect(error.status).toBe(503);
    expect(error.message).toBe("The EPC register did not answer within 0.3 s. Try again in a moment.");
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
