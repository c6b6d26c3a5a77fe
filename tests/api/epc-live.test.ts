import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as byPostcode } from "@/app/api/epc/postcode/[postcode]/route";
import { GET as byUprn } from "@/app/api/epc/search/[uprn]/route";
import type { EpcResponse } from "@/lib/epc/schemas";
import { startRecordedServer } from "../helpers/recorded-server";
import { authed, params, useTestDatabase } from "../helpers/api";

// With EPC_API_TOKEN set the routes ask the live register (here a recorded stand-in),
// set before anything reads the environment (this hook runs before useTestDatabase's).
const NONE = { error: "No assessments could be found for that query" };
let register: Awaited<ReturnType<typeof startRecordedServer>>;

beforeAll(async () => {
  register = await startRecordedServer([
    {
      path: "/api/domestic/search",
      query: { uprn: "100000123456" },
      body: { data: [{ certificateNumber: "0300-1", uprn: "100000123456", addressLine1: "27 Bradwell Road", postTown: "NEWCASTLE UPON TYNE", postcode: "NE3 3LJ", currentEnergyEfficiencyBand: "C", registrationDate: "2023-04-02" }], pagination: { totalRecords: 1 } },
    },
    { path: "/api/certificate", query: { certificate_number: "0300-1" }, body: { data: { energy_rating_current: 72, energy_rating_potential: 85, total_floor_area: 90, property_type: "0", built_form: "1", main_heating_controls: { code: 2106 }, floors: [{}] } } },
    { path: "/api/domestic/search", query: { postcode: "NE3 3LJ" }, status: 404, body: NONE },
    { path: "/api/domestic/search", query: { postcode: "NE1 1AD" }, status: 403, body: { error: "Forbidden" } },
    { path: "/api/domestic/search", query: { postcode: "NE1 1AE" }, status: 503, body: "down for maintenance" },
    { path: "/api/domestic/search", query: { postcode: "NE1 1AF" }, delayMs: Infinity },
  ]);
  vi.stubEnv("EPC_API_TOKEN", "live-token");
  vi.stubEnv("EPC_API_BASE_URL", register.url);
  vi.stubEnv("EPC_API_TIMEOUT_MS", "500");
});
useTestDatabase();
afterAll(async () => {
  vi.unstubAllEnvs();
  await register.close();
});

describe("EPC routes over the live register", () => {
  it("GET /api/epc/search/{uprn} answers the register's certificate (a sparse one) as our row, source epc-live", async () => {
    const response = await byUprn(authed("/api/epc/search/100000123456"), params({ uprn: "100000123456" }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as EpcResponse;
    expect(body.total).toBe(1);
    expect(body.rows[0]).toMatchObject({
      certificate_number: "0300-1",
      current_energy_rating: "C",
      current_energy_efficiency: 72,
      potential_energy_rating: "B",
      property_type: "House",
      built_form: "Detached",
      total_floor_area: 90,
      date_of_expiry: "2033-04-02",
      main_heating_controls: null,
      mainheat_description: null,
      source: "epc-live",
    });
    expect(register.seen.find((r) => r.path === "/api/domestic/search")?.headers.authorization).toBe("Bearer live-token");
  });

  it("GET /api/epc/postcode/{postcode}: the register's 'none found' is rows: []", async () => {
    const response = await byPostcode(authed("/api/epc/postcode/ne33lj"), params({ postcode: "ne33lj" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ rows: [], total: 0 });
  });

  it.each([
    ["NE1 1AD", 502, "The EPC register refused our credentials"],
    ["NE1 1AE", 503, "The EPC register is not available (status 503)"],
    ["NE1 1AF", 503, "The EPC register did not answer within 0.5 s"],
  ])("a register failure for %s → %i with a clear message", async (postcode, status, message) => {
    const response = await byPostcode(authed(`/api/epc/postcode/${encodeURIComponent(postcode)}`), params({ postcode }));
    expect(response.status).toBe(status);
    const text = await response.text();
    expect(text).toContain(message);
    expect(text).not.toMatch(/live-token|maintenance|Forbidden/);
  });

  it("a bad UPRN never reaches the register", async () => {
    const before = register.seen.length;
    expect((await byUprn(authed("/api/epc/search/abc"), params({ uprn: "abc" }))).status).toBe(400);
    expect(register.seen.length).toBe(before);
  });
});
