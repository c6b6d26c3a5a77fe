import { calculateBalanceAfter } from "./calculate-mortgage";
import { calculateMonthlyExpensesPence, fromPence, roundTo2, toPence, type InvestmentResult } from "./calculate-investment";
import { PROJECTION_YEARS } from "./defaults";

export type ProjectionAssumptions = { appreciationPercent: number; rentalGrowthPercent: number };

/** One year of the projection; money in pounds to the penny, at the end of the year unless said. */
export type ProjectionYear = {
  year: number;
  propertyValue: number;
  /** Rent received during the year. */
  annualRent: number;
  mortgageBalance: number;
  equity: number;
  /** Rent less mortgage payments and running costs during the year. */
  annualCashFlow: number;
  cumulativeCashFlow: number;
  /** Equity plus cumulative cash flow, less everything paid in at the start. */
  totalReturn: number;
  /** totalReturn as a percentage of the total initial cost; null when nothing was invested. */
  totalReturnPercent: number | null;
};

/**
 * Year-by-year projection (spec §9: 10 years, compounding value and rent each year).
 * The value grows by the appreciation rate each year; the rent is today's rent in year 1
 * and rises by the rental growth rate at each anniversary. Management and voids follow the
 * rent; maintenance and insurance stay at today's figures. The mortgage is the repayment
 * loan of the calculation, so payments stop if its term ends within the projection.
 */
export function projectInvestment(result: InvestmentResult, growth: ProjectionAssumptions, years: number = PROJECTION_YEARS): ProjectionYear[] {
  const a = result.assumptions;
  const loan = { principal: result.loanAmount, annualRatePercent: a.interestRate, termYears: a.termYears };
  const termMonths = Math.round(a.termYears * 12);
  const mortgagePence = toPence(result.monthlyMortgage);
  const initialPence = toPence(result.initialCosts.total);
  const valueGrowth = 1 + growth.appreciationPercent / 100;
  const rentGrowth = 1 + growth.rentalGrowthPercent / 100;

  const rows: ProjectionYear[] = [];
  let cumulativePence = 0;
  for (let year = 1; year <= years; year++) {
    const valuePence = toPence(a.propertyValue * Math.pow(valueGrowth, year));
    const rentPence = toPence(a.monthlyRent * Math.pow(rentGrowth, year - 1));
    const expenses = calculateMonthlyExpensesPence(rentPence, a);
    const monthsPaid = Math.min(12, Math.max(0, termMonths - 12 * (year - 1)));
    const cashFlowPence = 12 * rentPence - monthsPaid * mortgagePence - 12 * expenses.total;
    cumulativePence += cashFlowPence;
    const balancePence = toPence(calculateBalanceAfter(loan, 12 * year));
    const equityPence = valuePence - balancePence;
    const returnPence = equityPence + cumulativePence - initialPence;
    rows.push({
      year,
      propertyValue: fromPence(valuePence),
      annualRent: fromPence(12 * rentPence),
      mortgageBalance: fromPence(balancePence),
      equity: fromPence(equityPence),
      annualCashFlow: fromPence(cashFlowPence),
      cumulativeCashFlow: fromPence(cumulativePence),
      totalReturn: fromPence(returnPence),
      totalReturnPercent: initialPence > 0 ? roundTo2((returnPence / initialPence) * 100) : null,
    });
  }
  return rows;
}
