import { describe, expect, it } from "vitest";
import { analyseLeases, yearsBetween } from "./analyse-leases";
import { leaseAnalysisSchema, type LeaseAnalysisInput } from "./schemas";

const analyse = (input: LeaseAnalysisInput) => analyseLeases(leaseAnalysisSchema.parse(input));

describe("yearsBetween", () => {
  it.each([
    // 10 years with two leap days (2028, 2032): 3,652 days ÷ 365.25 = 9.9986 → 10.00
    ["2025-01-01", "2035-01-01", 10],
    // 365 + 365 + 181 = 911 days ÷ 365.25 = 2.4942 → 2.49
    ["2025-01-01", "2027-07-01", 2.49],
    ["2025-01-01", "2025-01-01", 0],
  ])("%s to %s is %d years", (from, to, years) => {
    expect(yearsBetween(from, to)).toBe(years);
  });
});

describe("analyseLeases: a three-tenant parade as at 1 January 2025", () => {
  const parade: LeaseAnalysisInput = {
    valuationDate: "2025-01-01",
    leases: [
      { tenant: "Unit 1 Bakery", areaM2: 250, rentPerYear: 100_000, start: "2020-01-01", expiry: "2035-01-01", breakDates: ["2030-01-01"], reviewDates: ["2025-01-01", "2030-01-01"] },
      { tenant: "Unit 2 Pharmacy", areaM2: 120, rentPerYear: 50_000, start: "2022-07-01", expiry: "2027-07-01" },
      { tenant: "Unit 3 Café", areaM2: 80, rentPerYear: 20_000, start: "2015-01-01", expiry: "2024-12-25" },
    ],
  };

  it("gives each lease its unexpired term, next break and next review", () => {
    const [bakery, pharmacy, cafe] = analyse(parade).leases;
    // Bakery: 10.00 years to expiry; its break on 1 Jan 2030 is 1,826 days away = 5.00 years.
    // Its review on the valuation date itself is past: the next is 1 Jan 2030.
    expect(bakery).toMatchObject({ status: "current", unexpiredYears: 10, nextBreak: "2030-01-01", yearsToBreak: 5, yearsToFirstExit: 5, nextReview: "2030-01-01", yearsToReview: 5 });
    // Pharmacy: no break, so its first exit is its expiry, 2.49 years away.
    expect(pharmacy).toMatchObject({ status: "current", unexpiredYears: 2.49, nextBreak: null, yearsToBreak: null, yearsToFirstExit: 2.49, nextReview: null });
    // Café: expired a week before the valuation date.
    expect(cafe).toMatchObject({ status: "expired", unexpiredYears: 0, nextBreak: null, nextReview: null });
  });

  it("weights the WAULT by rent over the leases not yet expired", () => {
    // To expiry: (£100,000 × 10.00 + £50,000 × 2.49) ÷ £150,000 = £1,124,500 ÷ £150,000 = 7.4967 → 7.50 years
    // To break:  (£100,000 × 5.00 + £50,000 × 2.49) ÷ £150,000 = £624,500 ÷ £150,000 = 4.1633 → 4.16 years
    const result = analyse(parade);
    expect(result.totalRent).toBe(150_000);
    expect(result.totalAreaM2).toBe(370);
    expect(result.rentYearsToExpiry).toBe(1_124_500);
    expect(result.rentYearsToBreak).toBe(624_500);
    expect(result.waultToExpiry).toBe(7.5);
    expect(result.waultToBreak).toBe(4.16);
  });

  it("a lease agreed but not started counts from the valuation date", () => {
    const result = analyse({ valuationDate: "2025-01-01", leases: [{ tenant: "Pre-let", rentPerYear: 10_000, start: "2025-06-01", expiry: "2035-01-01" }] });
    expect(result.leases[0]).toMatchObject({ status: "not-started", unexpiredYears: 10 });
    expect(result.waultToExpiry).toBe(10);
  });

  it("invariants: the WAULT to break is never longer than to expiry, and lies within the leases' terms", () => {
    const result = analyse(parade);
    expect(result.waultToBreak ?? 0).toBeLessThanOrEqual(result.waultToExpiry ?? 0);
    const live = result.leases.filter((l) => l.status !== "expired");
    expect(result.waultToExpiry).toBeGreaterThanOrEqual(Math.min(...live.map((l) => l.unexpiredYears)));
    expect(result.waultToExpiry).toBeLessThanOrEqual(Math.max(...live.map((l) => l.unexpiredYears)));
  });

  it("no rent (every lease expired or at nil rent): no WAULT, and no area total when one is unknown", () => {
    const result = analyse({ valuationDate: "2030-01-01", leases: [{ tenant: "Gone", rentPerYear: 1, start: "2020-01-01", expiry: "2025-01-01" }, { tenant: "Free", rentPerYear: 0, start: "2020-01-01", expiry: "2035-01-01" }] });
    expect(result.waultToExpiry).toBeNull();
    expect(result.waultToBreak).toBeNull();
    expect(result.totalAreaM2).toBeNull();
  });
});

describe("leaseAnalysisSchema", () => {
  it.each([
    [{ valuationDate: "2025-01-01", leases: [] }, "Add at least one lease."],
    [{ valuationDate: "2025-02-30", leases: [{ tenant: "A", rentPerYear: 1, start: "2020-01-01", expiry: "2030-01-01" }] }, "The valuation date must be a real date (YYYY-MM-DD)."],
    [{ valuationDate: "2025-01-01", leases: [{ tenant: "A", rentPerYear: 1, start: "2030-01-01", expiry: "2020-01-01" }] }, "The lease expiry of A must be after its start."],
    [{ valuationDate: "2025-01-01", leases: [{ tenant: "A", rentPerYear: 1, start: "2020-01-01", expiry: "2030-01-01", breakDates: ["2031-01-01"] }] }, "Every break date of A must fall after the start and before the expiry."],
    [{ valuationDate: "2025-01-01", leases: [{ tenant: " ", rentPerYear: 1, start: "2020-01-01", expiry: "2030-01-01" }] }, "Enter the tenant."],
  ])("refuses %j", (input, message) => {
    const result = leaseAnalysisSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});
