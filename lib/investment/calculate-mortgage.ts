/**
 * A repayment (capital and interest) mortgage with monthly payments and interest
 * charged monthly at the annual rate / 12. Amounts in pounds, unrounded: callers round.
 */
export type RepaymentLoan = { principal: number; annualRatePercent: number; termYears: number };

const monthsIn = (termYears: number) => Math.round(termYears * 12);

/** Level monthly payment P·r / (1 − (1 + r)^−n); a 0% loan repays P / n a month. */
export function calculateMonthlyPayment({ principal, annualRatePercent, termYears }: RepaymentLoan): number {
  const n = monthsIn(termYears);
  if (principal <= 0 || n <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

/** What is still owed after `monthsPaid` payments; 0 once the term is over. */
export function calculateBalanceAfter(loan: RepaymentLoan, monthsPaid: number): number {
  const n = monthsIn(loan.termYears);
  const { principal } = loan;
  if (principal <= 0 || monthsPaid >= n) return 0;
  if (monthsPaid <= 0) return principal;
  const r = loan.annualRatePercent / 100 / 12;
  if (r === 0) return principal * (1 - monthsPaid / n);
  const growth = Math.pow(1 + r, monthsPaid);
  return Math.max(0, principal * growth - calculateMonthlyPayment(loan) * ((growth - 1) / r));
}
