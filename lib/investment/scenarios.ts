/** One row of the static scenarios table (spec part 1 §9). */
export type InvestmentScenario = {
  name: "Conservative" | "Moderate" | "Optimistic";
  growthPercent: number;
  rentalGrowthPercent: number;
  voidsPercent: number;
  maintenancePerMonth: number;
  tenYearReturnPercent: number;
};

// Spec part 1 §9, "Scenarios (static)": shown as given, not computed.
export const INVESTMENT_SCENARIOS: readonly InvestmentScenario[] = [
  { name: "Conservative", growthPercent: 1.5, rentalGrowthPercent: 1.0, voidsPercent: 8, maintenancePerMonth: 150, tenYearReturnPercent: 15 },
  { name: "Moderate", growthPercent: 3.0, rentalGrowthPercent: 2.5, voidsPercent: 5, maintenancePerMonth: 83, tenYearReturnPercent: 45 },
  { name: "Optimistic", growthPercent: 5.0, rentalGrowthPercent: 4.0, voidsPercent: 3, maintenancePerMonth: 65, tenYearReturnPercent: 85 },
];

export type InvestmentRisk = { risk: string; mitigation: string };

export const INVESTMENT_RISKS: readonly InvestmentRisk[] = [
  {
    risk: "Interest rate rises: a higher rate when a fixed deal ends can turn a small monthly profit into a loss.",
    mitigation: "Test the figures at a rate 2 to 3 points higher, and consider a longer fixed rate.",
  },
  {
    risk: "Void periods and arrears: an empty month or a tenant who stops paying removes a whole month's rent.",
    mitigation: "Budget for voids, reference tenants carefully, and consider rent guarantee insurance.",
  },
  {
    risk: "Falling prices: values can fall, leaving less equity (or negative equity) when you sell or remortgage.",
    mitigation: "Plan to hold for the long term, keep a deposit buffer, and avoid borrowing at the highest loan-to-value.",
  },
  {
    risk: "Repairs and compliance: boilers, roofs, gas and electrical safety checks and energy performance upgrades cost more than expected.",
    mitigation: "Keep a contingency fund and commission a full survey before buying.",
  },
  {
    risk: "Tax and regulation: landlord taxation and tenancy law change, for example the restriction of mortgage interest relief for individual landlords.",
    mitigation: "Take tax advice on how to own the property and review the figures when the rules change.",
  },
];
