import { describe, expect, it } from "vitest";
import { POST as analyse } from "@/app/api/commercial/lease/analysis/route";
import { POST as extend } from "@/app/api/commercial/lease/extension/route";
import type { LeaseAnalysis } from "@/lib/lease/analyse-leases";
import type { LeaseExtensionPremium } from "@/lib/lease/calculate-lease-extension";
import { EXTENSION_FORM_DEFAULTS } from "@/lib/lease/schemas";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

// The calculations read no data, but the session they need is on record in a database.
useTestDatabase();

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

async function post(handler: (request: Request) => Promise<Response>, path: string, json: unknown) {
  const response = await handler(authed(path, { json }));
  return { status: response.status, body: (await response.json()) as unknown };
}

const ANALYSIS = "/api/commercial/lease/analysis";
const EXTENSION = "/api/commercial/lease/extension";
const parade = {
  valuationDate: "2025-01-01",
  leases: [
    { tenant: "Unit 1 Bakery", areaM2: 250, rentPerYear: 100_000, start: "2020-01-01", expiry: "2035-01-01", breakDates: ["2030-01-01"], reviewDates: ["2025-01-01", "2030-01-01"] },
    { tenant: "Unit 2 Pharmacy", areaM2: 120, rentPerYear: 50_000, start: "2022-07-01", expiry: "2027-07-01" },
  ],
};
const lease = parade.leases[1];

describe("POST /api/commercial/lease/analysis", () => {
  it("answers the schedule and the WAULT to expiry and to break", async () => {
    const { status, body } = await post(analyse, ANALYSIS, parade);
    expect(status).toBe(200);
    const r = body as LeaseAnalysis;
    // Worked by hand in lib/lease/analyse-leases.test.ts.
    expect(r.waultToExpiry).toBe(7.5);
    expect(r.waultToBreak).toBe(4.16);
    expect(r.leases.map((l) => [l.tenant, l.unexpiredYears, l.nextBreak, l.nextReview])).toEqual([
      ["Unit 1 Bakery", 10, "2030-01-01", "2030-01-01"],
      ["Unit 2 Pharmacy", 2.49, null, null],
    ]);
    expect(r.leases[1]).toMatchObject({ breakDates: [], reviewDates: [], areaM2: 120 });
  });

  it.each([
    ["no leases", { valuationDate: "2025-01-01", leases: [] }, "Add at least one lease."],
    ["no valuation date", { leases: [lease] }, "Enter the valuation date as a date (YYYY-MM-DD)."],
    ["a date that is no day", { valuationDate: "2025-13-01", leases: [lease] }, "The valuation date must be a real date (YYYY-MM-DD)."],
    ["a British date", { valuationDate: "01/01/2025", leases: [lease] }, "The valuation date must be a real date (YYYY-MM-DD)."],
    ["expiry before start", { valuationDate: "2025-01-01", leases: [{ ...lease, expiry: "2021-01-01" }] }, "The lease expiry of Unit 2 Pharmacy must be after its start."],
    ["a break after expiry", { valuationDate: "2025-01-01", leases: [{ ...lease, breakDates: ["2028-01-01"] }] }, "Every break date of Unit 2 Pharmacy must fall after the start and before the expiry."],
    ["a review before the start", { valuationDate: "2025-01-01", leases: [{ ...lease, reviewDates: ["2020-01-01"] }] }, "Every rent review date of Unit 2 Pharmacy must fall after the start and before the expiry."],
    ["no rent", { valuationDate: "2025-01-01", leases: [{ ...lease, rentPerYear: undefined }] }, "Enter the rent."],
    ["a negative area", { valuationDate: "2025-01-01", leases: [{ ...lease, areaM2: -5 }] }, "The area must be at least 0 m²."],
    ["leases not a list", { valuationDate: "2025-01-01", leases: lease }, "Send the leases as a list."],
    ["too many leases", { valuationDate: "2025-01-01", leases: Array.from({ length: 201 }, () => lease) }, "At most 200 leases at a time."],
    ["not an object", "lease", "Send a JSON object with a valuationDate and a list of leases."],
  ])("%s → 400", async (_name, json, message) => {
    const { status, body } = await post(analyse, ANALYSIS, json);
    expect(status).toBe(400);
    expect((body as ErrorBody).error).toMatchObject({ code: "bad_request", message });
  });

  it("names the lease a problem belongs to in the details", async () => {
    const { body } = await post(analyse, ANALYSIS, { valuationDate: "2025-01-01", leases: [parade.leases[0], { ...lease, rentPerYear: -1 }] });
    expect((body as ErrorBody).error.details).toEqual([{ path: "leases.1.rentPerYear", message: "The rent must be at least £0." }]);
  });

  it("needs a session", async () => {
    const response = await analyse(anonymous(ANALYSIS, { method: "POST", body: JSON.stringify(parade), headers: { "content-type": "application/json" } }));
    expect(response.status).toBe(401);
  });
});

describe("POST /api/commercial/lease/extension", () => {
  it("the 1993 Act premium with marriage value, the basis named", async () => {
    const { status, body } = await post(extend, EXTENSION, EXTENSION_FORM_DEFAULTS);
    expect(status).toBe(200);
    const p = body as LeaseExtensionPremium;
    // Worked by hand in lib/lease/calculate-lease-extension.test.ts.
    expect(p).toMatchObject({ basis: "1993-act", basisName: "1993 Act (current)", extensionYears: 90, landlordBefore: 17_242, diminution: 17_079, premium: 30_540 });
    expect(p.marriageValue).toMatchObject({ value: 26_921, landlordShare: 13_461 });
  });

  it("the 2024 Act basis: no marriage value, and what is assumed", async () => {
    const { status, body } = await post(extend, EXTENSION, { ...EXTENSION_FORM_DEFAULTS, basis: "lfra-2024" });
    expect(status).toBe(200);
    const p = body as LeaseExtensionPremium;
    expect(p).toMatchObject({ basisName: "LFRA 2024 (when in force)", extensionYears: 990, marriageValue: null, premium: 17_242 });
    expect(p.assumptions.some((a) => a.includes("not in force"))).toBe(true);
  });

  it.each([
    ["an unknown basis", { ...EXTENSION_FORM_DEFAULTS, basis: "2002-act" }, 'The basis must be "1993-act" or "lfra-2024".'],
    ["no unexpired term", { ...EXTENSION_FORM_DEFAULTS, unexpiredYears: 0 }, "The unexpired term must be at least 0.1 years."],
    ["a negative ground rent", { ...EXTENSION_FORM_DEFAULTS, groundRentPerYear: -10 }, "The ground rent must be at least £0."],
    ["no freehold value", { ...EXTENSION_FORM_DEFAULTS, freeholdValue: null }, "Enter the freehold vacant possession value."],
    ["a deferment rate of 0", { ...EXTENSION_FORM_DEFAULTS, defermentRatePercent: 0 }, "The deferment rate must be at least 0.1%."],
    ["a relativity over 100%", { ...EXTENSION_FORM_DEFAULTS, relativityPercent: 120 }, "The relativity must be at most 100%."],
    ["a rate as text", { ...EXTENSION_FORM_DEFAULTS, capitalisationRatePercent: "6%" }, "The capitalisation rate must be a number."],
  ])("%s → 400", async (_name, json, message) => {
    const { status, body } = await post(extend, EXTENSION, json);
    expect(status).toBe(400);
    expect((body as ErrorBody).error).toMatchObject({ code: "bad_request", message });
  });
});
