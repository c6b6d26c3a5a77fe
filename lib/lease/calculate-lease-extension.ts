import { presentValueOfOne, roundPounds, yearsPurchase } from "@/lib/property/valuation-tables";
import { EXTENSION_BASIS_LABELS, type ExtensionBasis, type LeaseExtensionInput } from "./schemas";

/** The 1993 Act adds 90 years to the unexpired term at a peppercorn rent (s.56). */
export const EXTENSION_YEARS_1993 = 90;
/** The 2024 Act's standard extension: 990 years at a peppercorn rent. */
export const EXTENSION_YEARS_2024 = 990;
/** Marriage value is nil where the unexpired term exceeds 80 years (Schedule 13, para 4(2A)). */
export const MARRIAGE_VALUE_THRESHOLD_YEARS = 80;
export const LANDLORD_SHARE_OF_MARRIAGE_VALUE = 0.5;
/** LFRA 2024: the ground rent taken into account is capped at 0.1% of the freehold value. */
export const GROUND_RENT_CAP_2024 = 0.001;

export type LeaseExtensionPremium = {
  basis: ExtensionBasis;
  basisName: string;
  input: LeaseExtensionInput;
  extensionYears: number;
  /** The ground rent capitalised: the rent used (capped on the 2024 basis), the YP and its value. */
  term: { groundRent: number; groundRentUsed: number; yearsPurchase: number; value: number };
  /** The freehold value deferred for the unexpired term. */
  reversion: { presentValue: number; value: number };
  /** The landlord's interest now (term + reversion), after the extension, and the loss. */
  landlordBefore: number;
  landlordAfter: { years: number; presentValue: number; value: number };
  diminution: number;
  /** 1993 Act and 80 years or less only; null otherwise, with the reason in `marriageValueNote`. */
  marriageValue: null | {
    extendedLease: number;
    existingLease: number;
    /** (extended lease + landlord after) − (existing lease + landlord before), at least 0. */
    value: number;
    landlordShare: number;
  };
  marriageValueNote: string;
  premium: number;
  assumptions: string[];
};

function describeMarriageValue(basis: ExtensionBasis, unexpiredYears: number): string {
  if (basis === "lfra-2024") return "No marriage value: the 2024 Act removes it from the premium.";
  if (unexpiredYears > MARRIAGE_VALUE_THRESHOLD_YEARS) return `No marriage value: the unexpired term exceeds ${MARRIAGE_VALUE_THRESHOLD_YEARS} years (Schedule 13, paragraph 4(2A)).`;
  return `Marriage value is payable: the unexpired term is ${MARRIAGE_VALUE_THRESHOLD_YEARS} years or less; the landlord takes 50% of it (Schedule 13, paragraph 4).`;
}

function assumptionsOf(basis: ExtensionBasis): string[] {
  const common = [
    "The ground rent is taken as the same every year for the rest of the term: a rent that rises or is reviewed needs each stage valued apart.",
    "Rents are annually in arrears; factors are rounded to 6 decimal places, money to the whole pound.",
    "The freehold vacant possession value is of the flat with the tenant's improvements disregarded, as both Acts require.",
  ];
  if (basis === "1993-act") {
    return [
      "Leasehold Reform, Housing and Urban Development Act 1993, Schedule 13: a new lease of the unexpired term plus 90 years at a peppercorn rent.",
      "The landlord's interest after the extension is the freehold value deferred for the unexpired term plus 90 years.",
      "The existing lease is valued by the relativity you enter (its value as a share of the freehold); the extended lease by its own share (often 99%). Intermediate leases and hope value are not included.",
      ...common,
    ];
  }
  return [
    "Leasehold and Freehold Reform Act 2024, Schedule 4, as enacted: a 990-year extension at a peppercorn rent, with no marriage value.",
    "The capitalisation and deferment rates are the rates the Secretary of State prescribes by regulations. None are prescribed in our data: the rates used are the ones you enter.",
    "The ground rent taken into account is capped at 0.1% of the freehold value.",
    "The landlord's interest after the extension is the freehold value deferred for the unexpired term plus 990 years (next to nothing).",
    "These provisions are not in force until commencement regulations are made; until then the 1993 Act basis applies.",
    ...common,
  ];
}

/**
 * The premium for a statutory lease extension of a flat: the diminution in the landlord's
 * interest (the term, the ground rent capitalised at the capitalisation rate; the
 * reversion, the freehold vacant possession value deferred at the deferment rate; less what
 * the landlord still holds after the extension) plus, on the 1993 Act basis with 80 years or
 * less unexpired, half the marriage value. The 2024 Act basis has no marriage value.
 */
export function calculateLeaseExtension(input: LeaseExtensionInput): LeaseExtensionPremium {
  const { basis, unexpiredYears: n, freeholdValue } = input;
  const capRate = input.capitalisationRatePercent / 100;
  const deferRate = input.defermentRatePercent / 100;
  const extensionYears = basis === "1993-act" ? EXTENSION_YEARS_1993 : EXTENSION_YEARS_2024;

  const groundRentUsed = basis === "lfra-2024" ? Math.min(input.groundRentPerYear, roundPounds(freeholdValue * GROUND_RENT_CAP_2024)) : input.groundRentPerYear;
  const termYp = yearsPurchase(capRate, n);
  const termValue = roundPounds(groundRentUsed * termYp);
  const reversionPv = presentValueOfOne(deferRate, n);
  const reversionValue = roundPounds(freeholdValue * reversionPv);
  const landlordBefore = termValue + reversionValue;

  const afterPv = presentValueOfOne(deferRate, n + extensionYears);
  const landlordAfterValue = roundPounds(freeholdValue * afterPv);
  const diminution = landlordBefore - landlordAfterValue;

  let marriageValue: LeaseExtensionPremium["marriageValue"] = null;
  if (basis === "1993-act" && n <= MARRIAGE_VALUE_THRESHOLD_YEARS) {
    const extendedLease = roundPounds((freeholdValue * input.extendedLeaseValuePercent) / 100);
    const existingLease = roundPounds((freeholdValue * input.relativityPercent) / 100);
    const value = Math.max(0, extendedLease + landlordAfterValue - (existingLease + landlordBefore));
    marriageValue = { extendedLease, existingLease, value, landlordShare: roundPounds(value * LANDLORD_SHARE_OF_MARRIAGE_VALUE) };
  }

  return {
    basis,
    basisName: EXTENSION_BASIS_LABELS[basis],
    input,
    extensionYears,
    term: { groundRent: input.groundRentPerYear, groundRentUsed, yearsPurchase: termYp, value: termValue },
    reversion: { presentValue: reversionPv, value: reversionValue },
    landlordBefore,
    landlordAfter: { years: n + extensionYears, presentValue: afterPv, value: landlordAfterValue },
    diminution,
    marriageValue,
    marriageValueNote: describeMarriageValue(basis, n),
    premium: diminution + (marriageValue?.landlordShare ?? 0),
    assumptions: assumptionsOf(basis),
  };
}
