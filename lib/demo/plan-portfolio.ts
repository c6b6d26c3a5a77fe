import { chooseOwnerKind, type OwnerKind } from "./choose-proprietors";
import { addDays } from "./demo-dates";
import { ADDRESS_DEFECTS, type AddressDefect } from "./degrade-address";
import { isCityCentre } from "./find-region";
import { planClientDebenture, planHoldingLoans, planNorthbankLoan, type LoanPlan } from "./plan-loans";
import { planValuations, type ValuationPlan } from "./plan-valuations";
import { createRandom, hashString } from "./seeded-random";
import type { DemoProperty } from "./demo-types";

// The Northbank Capital demo client: ~40 holdings of its own and ~60 properties it has lent
// against. On a small database the counts scale down so tests still see every case.
const MAX_HOLDINGS = 40;
const MAX_CHARGED = 60;
const MAX_INCOMPLETE_HOLDINGS = 4;
const DEFECTIVE_SHARE = 0.25;
const SEARCHED_SHARE = 0.3;

export type HoldingPlan = {
  property: DemoProperty;
  titleNumber: string;
  incompleteness: "missing-postcode" | "short-address" | null;
  classification: "Residential" | "Commercial" | "Mixed Use";
  loans: LoanPlan[];
  valuations: ValuationPlan[];
};

export type ChargedPlan = {
  property: DemoProperty;
  titleNumber: string;
  defect: AddressDefect | null;
  ownerKind: OwnerKind;
  /** When Northbank last ran an ownership search for it; null = not searched yet. */
  searchedAt: Date | null;
  /** false: no title is registered at this real address (unregistered land), so its search found none ('Not Found'). */
  registered: boolean;
  loan: LoanPlan;
};

export type PortfolioPlan = { holdings: HoldingPlan[]; charged: ChargedPlan[]; debenture: LoanPlan | null };

function classify(property: DemoProperty): HoldingPlan["classification"] {
  if (property.profile.saleType === "O") return "Commercial";
  const random = createRandom(`classification:${property.key}`);
  if (property.profile.saleType === "F" && isCityCentre(property.outcode) && random.chance(0.4)) return "Mixed Use";
  return random.weighted([["Residential", 82], ["Mixed Use", 10], ["Commercial", 8]]);
}

function getTitleNumber(titleNumbers: ReadonlyMap<string, string>, property: DemoProperty): string {
  const titleNumber = titleNumbers.get(property.key);
  if (!titleNumber) throw new Error(`No title number planned for ${property.key}`);
  return titleNumber;
}

// A bridging lender's borrowers are more often companies than owners on the register at large;
// the first two searched ones are a UK and an overseas company, so every badge has an example.
function chooseChargedOwner(property: DemoProperty, searchedIndex: number): OwnerKind {
  if (searchedIndex === 0) return "company";
  if (searchedIndex === 1) return "overseas";
  const roll = createRandom(`charged-owner:${property.key}`).next();
  return roll < 0.05 ? "overseas" : roll < 0.2 ? "company" : chooseOwnerKind(property);
}

export function planPortfolio(properties: readonly DemoProperty[], titleNumbers: ReadonlyMap<string, string>, asOf: Date): PortfolioPlan {
  const ranked = properties
    .map((property) => ({ property, rank: hashString(`northbank:${property.key}`) }))
    .sort((a, b) => a.rank - b.rank || (a.property.key < b.property.key ? -1 : 1))
    .map(({ property }) => property);
  const holdingCount = Math.min(MAX_HOLDINGS, Math.floor(properties.length / 4));
  const chargedCount = Math.min(MAX_CHARGED, Math.floor(properties.length * 0.4));
  const incompleteCount = Math.min(MAX_INCOMPLETE_HOLDINGS, Math.max(1, Math.floor(holdingCount / 3)));
  const defectiveCount = Math.round(chargedCount * DEFECTIVE_SHARE);
  const searchedCount = Math.round((chargedCount - defectiveCount) * SEARCHED_SHARE);

  const holdings = ranked.slice(0, holdingCount).map((property, index): HoldingPlan => {
    const titleNumber = getTitleNumber(titleNumbers, property);
    return {
      property,
      titleNumber,
      incompleteness: index >= incompleteCount ? null : index < incompleteCount / 2 ? "missing-postcode" : "short-address",
      classification: classify(property),
      loans: planHoldingLoans(property, titleNumber, asOf),
      valuations: planValuations(property, asOf),
    };
  });

  const charged = ranked.slice(holdingCount, holdingCount + chargedCount).map((property, index): ChargedPlan => {
    const defective = index < defectiveCount;
    const searchedIndex = defective ? -1 : index - defectiveCount;
    // The row just after the searched ones was searched too and found no title: about 15% of
    // England and Wales is unregistered land, and the screen needs a 'Not Found' example.
    const unregistered = searchedIndex === searchedCount;
    const searched = searchedIndex >= 0 && (searchedIndex < searchedCount || unregistered);
    const ownerKind = chooseChargedOwner(property, searched ? searchedIndex : -1);
    return {
      property,
      titleNumber: getTitleNumber(titleNumbers, property),
      defect: defective ? (ADDRESS_DEFECTS[index % ADDRESS_DEFECTS.length] ?? "street-typo") : null,
      ownerKind,
      searchedAt: searched ? addDays(asOf, -createRandom(`searched:${property.key}`).integer(1, 20)) : null,
      registered: !unregistered,
      loan: planNorthbankLoan(property, ownerKind, asOf),
    };
  });

  return { holdings, charged, debenture: holdings.length > 0 ? planClientDebenture(asOf) : null };
}
