import { calculateMonthlyPayment } from "./calculate-mortgage";
import { calculateSdlt, type BuyerType, type SdltResult } from "./calculate-sdlt";
import { DEFAULT_BUYER_TYPE, INVESTMENT_TOOL_DEFAULTS } from "./defaults";
import type { CalculateInvestmentInput, InvestmentResponse } from "./schemas";

/** Every assumption of a calculation, with the tool defaults filled in. Money in pounds. */
export type InvestmentAssumptions = {
  propertyValue: number;
  depositPercent: number;
  monthlyRent: number;
  interestRate: number;
  termYears: number;
  buyerType: BuyerType;
  legalFees: number;
  surveyFee: number;
  mortgageFees: number;
  insurancePerYear: number;
  managementPercent: number;
  maintenancePerYear: number;
  voidsPercent: number;
};

/** Figures in pounds rounded to the penny; yields and ROI in percent to 2 decimal places. */
export type InvestmentResult = {
  assumptions: InvestmentAssumptions;
  deposit: number;
  loanAmount: number;
  stampDuty: SdltResult;
  initialCosts: { deposit: number; stampDuty: number; legalFees: number; surveyFee: number; mortgageFees: number; insurance: number; total: number };
  monthlyMortgage: number;
  monthlyExpenses: { management: number; maintenance: number; voids: number; insurance: number; total: number };
  monthlyProfit: number;
  annualProfit: number;
  grossYield: number;
  netYield: number;
  /** null when the total initial cost is 0: a return on nothing invested has no meaning. */
  roi: number | null;
};

export function resolveAssumptions(input: CalculateInvestmentInput): InvestmentAssumptions {
  const d = INVESTMENT_TOOL_DEFAULTS;
  return {
    propertyValue: input.propertyValue,
    depositPercent: input.depositPercent,
    monthlyRent: input.monthlyRent,
    interestRate: input.interestRate,
    termYears: input.termYears ?? d.termYears,
    buyerType: input.buyerType ?? DEFAULT_BUYER_TYPE,
    legalFees: input.legalFees ?? d.legalFees,
    surveyFee: input.surveyFee ?? d.surveyFee,
    mortgageFees: input.mortgageFees ?? d.mortgageFees,
    insurancePerYear: input.insurancePerYear ?? d.insurancePerYear,
    managementPercent: input.managementPercent ?? d.managementPercent,
    maintenancePerYear: input.maintenancePerYear ?? d.maintenancePerYear,
    voidsPercent: input.voidsPercent ?? d.voidsPercent,
  };
}

// Sums are done in whole pence so that the figures shown add up exactly.
export const toPence = (pounds: number) => Math.round(pounds * 100);
export const fromPence = (pence: number) => pence / 100;
export const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** Running costs per month at a given rent (spec §9): management and voids as % of rent, maintenance and insurance spread over 12 months. */
export function calculateMonthlyExpensesPence(monthlyRentPence: number, a: Pick<InvestmentAssumptions, "managementPercent" | "maintenancePerYear" | "voidsPercent" | "insurancePerYear">) {
  const management = Math.round((monthlyRentPence * a.managementPercent) / 100);
  const maintenance = Math.round(toPence(a.maintenancePerYear) / 12);
  const voids = Math.round((monthlyRentPence * a.voidsPercent) / 100);
  const insurance = Math.round(toPence(a.insurancePerYear) / 12);
  return { management, maintenance, voids, insurance, total: management + maintenance + voids + insurance };
}

/** The spec's investment formulas (part 1 §9), as one pure calculation. */
export function calculateInvestment(input: CalculateInvestmentInput): InvestmentResult {
  const a = resolveAssumptions(input);
  const depositPence = toPence((a.propertyValue * a.depositPercent) / 100);
  const loanPence = Math.max(0, toPence(a.propertyValue) - depositPence);
  const stampDuty = calculateSdlt(a.propertyValue, a.buyerType);

  const initial = {
    deposit: depositPence,
    stampDuty: toPence(stampDuty.stampDutyPounds),
    legalFees: toPence(a.legalFees),
    surveyFee: toPence(a.surveyFee),
    mortgageFees: toPence(a.mortgageFees),
    // The spec counts the first year's insurance as an initial cost as well as a running one.
    insurance: toPence(a.insurancePerYear),
  };
  const initialTotal = initial.deposit + initial.stampDuty + initial.legalFees + initial.surveyFee + initial.mortgageFees + initial.insurance;

  const rentPence = toPence(a.monthlyRent);
  const mortgagePence = toPence(calculateMonthlyPayment({ principal: fromPence(loanPence), annualRatePercent: a.interestRate, termYears: a.termYears }));
  const expenses = calculateMonthlyExpensesPence(rentPence, a);
  const monthlyProfitPence = rentPence - mortgagePence - expenses.total;
  // Annual net cash flow: the basis of net yield and ROI (spec §9).
  const annualProfitPence = monthlyProfitPence * 12;
  const annualProfit = fromPence(annualProfitPence);

  return {
    assumptions: a,
    deposit: fromPence(depositPence),
    loanAmount: fromPence(loanPence),
    stampDuty,
    initialCosts: {
      deposit: fromPence(initial.deposit),
      stampDuty: fromPence(initial.stampDuty),
      legalFees: fromPence(initial.legalFees),
      surveyFee: fromPence(initial.surveyFee),
      mortgageFees: fromPence(initial.mortgageFees),
      insurance: fromPence(initial.insurance),
      total: fromPence(initialTotal),
    },
    monthlyMortgage: fromPence(mortgagePence),
    monthlyExpenses: {
      management: fromPence(expenses.management),
      maintenance: fromPence(expenses.maintenance),
      voids: fromPence(expenses.voids),
      insurance: fromPence(expenses.insurance),
      total: fromPence(expenses.total),
    },
    monthlyProfit: fromPence(monthlyProfitPence),
    annualProfit,
    grossYield: roundTo2(((a.monthlyRent * 12) / a.propertyValue) * 100),
    netYield: roundTo2((annualProfit / a.propertyValue) * 100),
    roi: initialTotal > 0 ? roundTo2((annualProfitPence / initialTotal) * 100) : null,
  };
}

/** The six fields of the API response (spec §3), from the same calculation the page shows. */
export function toInvestmentResponse(result: InvestmentResult): InvestmentResponse {
  const { deposit, monthlyMortgage, monthlyProfit, annualProfit, grossYield, roi } = result;
  return { deposit, monthlyMortgage, monthlyProfit, annualProfit, grossYield, roi };
}
