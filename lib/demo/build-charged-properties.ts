import { describePpdTypeInFull } from "@/lib/property/ppd-types";
import type { ChargedPropertyRow, ProprietorRow } from "./demo-rows";
import { describeProprietorType } from "./choose-proprietors";
import { DEMO_SOURCE } from "./demo-constants";
import { degradeAddress } from "./degrade-address";
import { formatGbp } from "@/lib/format/format";
import { createRandom } from "./seeded-random";
import type { ChargedPlan, PortfolioPlan } from "./plan-portfolio";


function describeOwner(plan: ChargedPlan, proprietors: readonly ProprietorRow[]) {
  const first = proprietors[0];
  if (!plan.searchedAt || !first) return { currentProprietor: null, proprietorType: null, titleNumber: null, uprn: null };
  return {
    currentProprietor: proprietors.map((proprietor) => proprietor.name).join(" and "),
    proprietorType: describeProprietorType(first),
    titleNumber: plan.titleNumber,
    uprn: plan.property.uprn,
  };
}

function buildRow(clientId: string, plan: ChargedPlan, proprietors: readonly ProprietorRow[], asOf: Date): ChargedPropertyRow {
  const { property, loan } = plan;
  const common = {
    id: `demo-charged-${property.uprn}`,
    clientId,
    county: property.address.county,
    lender: loan.lender,
    amountSecured: formatGbp(loan.amountSecured),
    chargeType: loan.chargeType,
    status: loan.status,
    details: loan.details,
    searchedAt: plan.searchedAt,
    source: DEMO_SOURCE,
    createdAt: asOf,
    updatedAt: asOf,
  };
  if (plan.defect) {
    // Until the address is corrected nothing can be matched, so no sales or owner are known.
    const degraded = degradeAddress(property, plan.defect, createRandom(`defect:${property.key}`));
    return { ...common, ...degraded, uprn: null, addressCorrected: false, currentProprietor: null, proprietorType: null, titleNumber: null, lastSaleDate: null, lastSalePrice: null, saleCount: 0, salePropertyType: null };
  }
  const { address } = property;
  return {
    ...common,
    address: address.streetLine.length >= 5 ? address.streetLine : address.shortLine,
    fullAddress: address.singleLine,
    city: address.town,
    postcode: property.parts.postcode,
    addressCorrected: true,
    ...describeOwner(plan, proprietors),
    lastSaleDate: property.lastSale.date,
    lastSalePrice: property.lastSale.price,
    saleCount: property.sales.length,
    salePropertyType: describePpdTypeInFull(property.lastSale.propertyType),
  };
}

export function buildChargedProperties(clientId: string, plan: PortfolioPlan, proprietorsByTitle: ReadonlyMap<string, readonly ProprietorRow[]>, asOf: Date): ChargedPropertyRow[] {
  return plan.charged.map((charged) => buildRow(clientId, charged, proprietorsByTitle.get(charged.titleNumber) ?? [], asOf));
}
