import { describe, expect, it } from "vitest";
import { calculateBalanceAfter, calculateMonthlyPayment } from "./calculate-mortgage";

describe("calculateMonthlyPayment (repayment loan)", () => {
  it.each([
    // principal, rate %, years, expected monthly payment
    [363_750, 3.5, 25, 1821.02],
    [100_000, 5, 25, 584.59],
    [200_000, 6, 30, 1199.1],
    [150_000, 4.5, 20, 948.97],
    [120_000, 0, 25, 400],
    [0, 3.5, 25, 0],
  ])("£%i at %i%% over %i years ≈ £%d a month", (principal, annualRatePercent, termYears, payment) => {
    expect(calculateMonthlyPayment({ principal, annualRatePercent, termYears })).toBeCloseTo(payment, 2);
  });
});

describe("calculateBalanceAfter", () => {
  const loan = { principal: 363_750, annualRatePercent: 3.5, termYears: 25 };

  it.each([
    [0, 363_750],
    [300, 0],
    [360, 0],
  ])("after %i payments → £%i", (months, balance) => {
    expect(calculateBalanceAfter(loan, months)).toBeCloseTo(balance, 2);
  });

  it("falls every year and matches paying month by month", () => {
    const payment = calculateMonthlyPayment(loan);
    let owed = loan.principal;
    for (let month = 1; month <= 120; month++) owed = owed * (1 + 0.035 / 12) - payment;
    expect(calculateBalanceAfter(loan, 120)).toBeCloseTo(owed, 6);
    expect(calculateBalanceAfter(loan, 12)).toBeLessThan(loan.principal);
    expect(calculateBalanceAfter(loan, 24)).toBeLessThan(calculateBalanceAfter(loan, 12));
  });

  it("repays a 0% loan in equal parts", () => {
    expect(calculateBalanceAfter({ principal: 120_000, annualRatePercent: 0, termYears: 10 }, 60)).toBe(60_000);
  });
});
