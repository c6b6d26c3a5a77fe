import type { CommercialLease, LeaseAnalysisRequest } from "./schemas";

const MS_PER_DAY = 86_400_000;
/** Years are counted as days ÷ 365.25, so a leap day makes no step in a term. */
export const DAYS_PER_YEAR = 365.25;

export type LeaseStatus = "current" | "not-started" | "expired";

export type AnalysedLease = CommercialLease & {
  status: LeaseStatus;
  /** Years from the valuation date to expiry (2 places); 0 once expired. */
  unexpiredYears: number;
  /** The first break after the valuation date, and the years to it; null when none is left. */
  nextBreak: string | null;
  yearsToBreak: number | null;
  /** The income's term to the first date the tenant can leave: the next break, or expiry. */
  yearsToFirstExit: number;
  nextReview: string | null;
  yearsToReview: number | null;
};

export type LeaseAnalysis = {
  valuationDate: string;
  leases: AnalysedLease[];
  /** The rent the WAULT weighs: every lease not yet expired. */
  totalRent: number;
  totalAreaM2: number | null;
  /** Σ(rent × unexpired years) and Σ(rent × years to first exit), for the working. */
  rentYearsToExpiry: number;
  rentYearsToBreak: number;
  /** Weighted average unexpired lease term, to expiry and to the first break, in years (2 places); null with no rent. */
  waultToExpiry: number | null;
  waultToBreak: number | null;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Years from one YYYY-MM-DD date to a later one: days ÷ 365.25, to 2 places. */
export function yearsBetween(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY;
  return round2(days / DAYS_PER_YEAR);
}

function firstAfter(dates: readonly string[], date: string): string | null {
  return [...dates].sort().find((d) => d > date) ?? null;
}

function analyseLease(lease: CommercialLease, asOf: string): AnalysedLease {
  const expired = lease.expiry <= asOf;
  const status: LeaseStatus = expired ? "expired" : lease.start > asOf ? "not-started" : "current";
  const unexpiredYears = expired ? 0 : yearsBetween(asOf, lease.expiry);
  const nextBreak = expired ? null : firstAfter(lease.breakDates, asOf);
  const nextReview = expired ? null : firstAfter(lease.reviewDates, asOf);
  const yearsToBreak = nextBreak ? yearsBetween(asOf, nextBreak) : null;
  return {
    ...lease,
    status,
    unexpiredYears,
    nextBreak,
    yearsToBreak,
    yearsToFirstExit: yearsToBreak ?? unexpiredYears,
    nextReview,
    yearsToReview: nextReview ? yearsBetween(asOf, nextReview) : null,
  };
}

/**
 * A tenancy schedule as at the valuation date: each lease's unexpired term, next break and
 * next review, and the WAULT (weighted average unexpired lease term) to expiry and to break,
 * weighted by rent: Σ(rent × years) ÷ Σ rent, over the leases not yet expired. A lease
 * agreed but not yet started counts from the valuation date: its rent is contracted.
 */
export function analyseLeases({ valuationDate, leases }: LeaseAnalysisRequest): LeaseAnalysis {
  const analysed = leases.map((lease) => analyseLease(lease, valuationDate));
  const live = analysed.filter((lease) => lease.status !== "expired");
  const totalRent = live.reduce((sum, lease) => sum + lease.rentPerYear, 0);
  const rentYearsToExpiry = round2(live.reduce((sum, lease) => sum + lease.rentPerYear * lease.unexpiredYears, 0));
  const rentYearsToBreak = round2(live.reduce((sum, lease) => sum + lease.rentPerYear * lease.yearsToFirstExit, 0));
  const areas = live.map((lease) => lease.areaM2);
  const totalAreaM2 = areas.length && areas.every((a) => a !== null) ? areas.reduce((sum: number, a) => sum + (a ?? 0), 0) : null;
  return {
    valuationDate,
    leases: analysed,
    totalRent,
    totalAreaM2,
    rentYearsToExpiry,
    rentYearsToBreak,
    waultToExpiry: totalRent > 0 ? round2(rentYearsToExpiry / totalRent) : null,
    waultToBreak: totalRent > 0 ? round2(rentYearsToBreak / totalRent) : null,
  };
}
