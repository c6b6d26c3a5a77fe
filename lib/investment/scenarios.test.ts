import { describe, expect, it } from "vitest";
import { INVESTMENT_RISKS, INVESTMENT_SCENARIOS } from "./scenarios";

describe("static scenarios (spec §9)", () => {
  it.each([
    ["Conservative", 1.5, 1.0, 8, 150, 15],
    ["Moderate", 3.0, 2.5, 5, 83, 45],
    ["Optimistic", 5.0, 4.0, 3, 65, 85],
  ])("%s: growth %d%%, rental growth %d%%, voids %d%%, maintenance £%d a month, 10-year return +%d%%", (name, growthPercent, rentalGrowthPercent, voidsPercent, maintenancePerMonth, tenYearReturnPercent) => {
    expect(INVESTMENT_SCENARIOS.find((s) => s.name === name)).toEqual({ name, growthPercent, rentalGrowthPercent, voidsPercent, maintenancePerMonth, tenYearReturnPercent });
  });

  it("lists the three scenarios in order, with risks and mitigations", () => {
    expect(INVESTMENT_SCENARIOS.map((s) => s.name)).toEqual(["Conservative", "Moderate", "Optimistic"]);
    expect(INVESTMENT_RISKS.length).toBeGreaterThanOrEqual(3);
    for (const { risk, mitigation } of INVESTMENT_RISKS) expect(risk && mitigation).toBeTruthy();
  });
});
