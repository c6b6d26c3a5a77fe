import { addDays, addYears, earliestOf, formatRegisterDate, pickDay } from "./demo-dates";
import { COMMERCIAL_LENDERS } from "./name-lists";
import { NORTHBANK_COMPANY, type OwnerKind } from "./choose-proprietors";
import { createRandom } from "./seeded-random";
import { roundTo, estimateValueAt } from "./estimate-value-at";
import type { DemoProperty } from "./demo-types";

export type LoanPlan = {
  dateRegistered: Date;
  status: "Open" | "Satisfied";
  lender: string;
  /** Integer pounds. */
  amountSecured: number;
  chargeType: "Legal Charge" | "Fixed Charge" | "Debenture";
  details: string;
};

/** Loans Northbank took out against one of its own properties: none, one, or a refinance. */
export function planHoldingLoans(property: DemoProperty, titleNumber: string, asOf: Date): LoanPlan[] {
  const random = createRandom(`holding-loans:${property.key}`);
  const roll = random.next();
  const count = roll < 0.35 ? 0 : roll < 0.9 ? 1 : 2;
  const latest = addDays(asOf, -30);
  const first = earliestOf(latest, addDays(property.lastSale.date, random.integer(1, 30)));
  const dates = count === 0 ? [] : count === 1 ? [first] : [first, pickDay(random, earliestOf(latest, addYears(first, 2)), latest)];
  return dates.map((date, index) => {
    const chargeType = random.chance(0.7) ? "Legal Charge" : "Fixed Charge";
    const status = count === 2 ? (index === 0 ? "Satisfied" : "Open") : random.chance(0.85) ? "Open" : "Satisfied";
    const where = `${property.address.singleLine} (title ${titleNumber})`;
    return {
      dateRegistered: date,
      status,
      lender: random.pick(COMMERCIAL_LENDERS),
      amountSecured: roundTo(estimateValueAt(property, date) * random.between(0.55, 0.75), 5_000),
      chargeType,
      details: chargeType === "Legal Charge" ? `Legal charge over ${where} securing a ${random.integer(3, 10)}-year term loan` : `Fixed charge over ${where} and its rental income`,
    };
  });
}

/** Northbank's all-assets debenture in favour of its main bank, registered at Companies House. */
export function planClientDebenture(asOf: Date): LoanPlan {
  const random = createRandom("northbank-debenture");
  return {
    dateRegistered: addDays(asOf, -random.integer(400, 1500)),
    status: "Open",
    lender: random.pick(COMMERCIAL_LENDERS),
    amountSecured: 2_500_000,
    chargeType: "Debenture",
    details: `Fixed and floating charge over all the property and undertaking of ${NORTHBANK_COMPANY.name}`,
  };
}

/** A bridging or term loan Northbank made, secured on someone else's property. */
export function planNorthbankLoan(property: DemoProperty, ownerKind: OwnerKind, asOf: Date): LoanPlan {
  const random = createRandom(`northbank-loan:${property.key}`);
  const latest = addDays(asOf, -14);
  const date = earliestOf(latest, pickDay(random, addDays(property.lastSale.date, 30), latest));
  const corporate = ownerKind === "company" || ownerKind === "overseas";
  const chargeType = random.weighted<LoanPlan["chargeType"]>(corporate ? [["Legal Charge", 60], ["Debenture", 25], ["Fixed Charge", 15]] : [["Legal Charge", 85], ["Fixed Charge", 15]]);
  const dated = formatRegisterDate(date);
  const months = random.pick([12, 18, 24]);
  const details = {
    "Legal Charge": `First legal charge dated ${dated} securing a ${months}-month bridging loan`,
    "Fixed Charge": `Fixed charge dated ${dated} over the property and its rental income`,
    Debenture: `Debenture dated ${dated}: fixed charge over the property, floating charge over the borrower's other assets`,
  }[chargeType];
  return {
    dateRegistered: date,
    status: random.chance(0.85) ? "Open" : "Satisfied",
    lender: NORTHBANK_COMPANY.name,
    amountSecured: roundTo(estimateValueAt(property, date) * random.between(0.5, 0.7), 5_000),
    chargeType,
    details,
  };
}
