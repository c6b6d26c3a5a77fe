import type { ProprietorRow, TitleChargeRow, TitleRow } from "./demo-rows";
import { chooseOwnerKind, chooseProprietors, type OwnerKind } from "./choose-proprietors";
import { DEMO_SOURCE } from "./demo-constants";
import { describeTenure } from "./describe-tenure";
import { addDays, addYears, earliestOf, formatRegisterDate, pickDay } from "./demo-dates";
import { BUY_TO_LET_LENDERS, RESIDENTIAL_LENDERS } from "./name-lists";
import { createRandom } from "./seeded-random";
import type { DemoProperty } from "./demo-types";
import type { PortfolioPlan } from "./plan-portfolio";

type ChargeEntry = { date: Date; lender: string };

/** What the portfolio plan fixes about a title; other titles follow the demo's shares. */
export type TitleOverride = { ownerKind: OwnerKind; charges: ChargeEntry[]; keepOwnCharges: boolean; registered?: boolean };

export type TitleRows = {
  titles: TitleRow[];
  proprietors: ProprietorRow[];
  charges: TitleChargeRow[];
};

// Registered charges show on the title until they are discharged, so only open loans appear.
export function titleOverridesFrom(plan: PortfolioPlan): Map<string, TitleOverride> {
  const overrides = new Map<string, TitleOverride>();
  for (const holding of plan.holdings) {
    const open = holding.loans.filter((loan) => loan.status === "Open" && loan.chargeType !== "Debenture");
    overrides.set(holding.property.key, { ownerKind: "northbank", charges: open.map((loan) => ({ date: loan.dateRegistered, lender: loan.lender })), keepOwnCharges: false });
  }
  for (const charged of plan.charged) {
    const open = charged.loan.status === "Open" ? [{ date: charged.loan.dateRegistered, lender: charged.loan.lender }] : [];
    overrides.set(charged.property.key, { ownerKind: charged.ownerKind, charges: open, keepOwnCharges: true, registered: charged.registered });
  }
  return overrides;
}

const WEST_MIDLANDS_COUNTIES = new Set(["WEST MIDLANDS", "STAFFORDSHIRE", "STOKE-ON-TRENT", "WARWICKSHIRE", "WORCESTERSHIRE", "SHROPSHIRE", "HEREFORDSHIRE", "BIRMINGHAM"]);

function describeRegion(property: DemoProperty): string {
  if (property.region === "north-east") return "North East";
  if (property.region === "north-west") return "North West";
  return WEST_MIDLANDS_COUNTIES.has(property.parts.county ?? "") ? "West Midlands" : "East Midlands";
}

// About 55% of titles carry a mortgage: the purchase loan, or for older purchases sometimes a
// later remortgage; a few also have a second charge.
function planOwnCharges(property: DemoProperty, ownerKind: OwnerKind, asOf: Date): ChargeEntry[] {
  const random = createRandom(`title-charges:${property.key}`);
  if (!random.chance(ownerKind === "individual" ? 0.55 : 0.6)) return [];
  const lenders = ownerKind === "individual" ? RESIDENTIAL_LENDERS : BUY_TO_LET_LENDERS;
  const latest = addDays(asOf, -7);
  const sold = property.lastSale.date;
  const remortgage = addYears(sold, 6).getTime() < asOf.getTime() && random.chance(0.35);
  const date = remortgage ? pickDay(random, addYears(sold, 3), latest) : earliestOf(latest, addDays(sold, random.integer(1, 14)));
  const charges = [{ date, lender: random.weighted(lenders) }];
  if (random.chance(0.06)) charges.push({ date: pickDay(random, earliestOf(latest, addYears(date, 1)), latest), lender: random.weighted(lenders) });
  return charges;
}

export function buildTitles(
  properties: readonly DemoProperty[],
  titleNumbers: ReadonlyMap<string, string>,
  overrides: ReadonlyMap<string, TitleOverride>,
  asOf: Date,
  period: string,
): TitleRows {
  const rows: TitleRows = { titles: [], proprietors: [], charges: [] };
  for (const property of properties) {
    const titleNumber = titleNumbers.get(property.key);
    if (!titleNumber) throw new Error(`No title number planned for ${property.key}`);
    const override = overrides.get(property.key);
    if (override?.registered === false) continue; // unregistered land: no title, owner or charges
    const ownerKind = override?.ownerKind ?? chooseOwnerKind(property);
    const random = createRandom(`title:${property.key}`);
    rows.titles.push({
      titleNumber,
      tenure: describeTenure(property),
      propertyAddress: property.address.singleLine,
      postcode: property.parts.postcode,
      uprn: property.uprn,
      district: property.address.district,
      county: property.address.county,
      region: describeRegion(property),
      pricePaid: property.lastSale.price,
      dateProprietorAdded: earliestOf(asOf, addDays(property.lastSale.date, random.integer(14, 60))),
      source: DEMO_SOURCE,
      period,
    });
    rows.proprietors.push(...chooseProprietors(property, titleNumber, ownerKind));
    const own = override && !override.keepOwnCharges ? [] : planOwnCharges(property, ownerKind, asOf);
    const charges = [...own, ...(override?.charges ?? [])].sort((a, b) => a.date.getTime() - b.date.getTime());
    charges.forEach((charge, index) =>
      rows.charges.push({
        id: `${titleNumber}-C${index + 1}`,
        titleNumber,
        date: charge.date,
        description: `Registered charge dated ${formatRegisterDate(charge.date)} in favour of ${charge.lender}`,
        source: DEMO_SOURCE,
        period,
      }),
    );
  }
  return rows;
}
