import type { AssetTraceRow, ChargeRow, PortfolioPropertyRow, ValuationRow } from "./demo-rows";
import { NORTHBANK_COMPANY } from "./choose-proprietors";
import { DEMO_SOURCE } from "./demo-constants";
import { describeTenure } from "./describe-tenure";
import { daysBetween } from "./demo-dates";
import { tidy } from "./format-address";
import { formatGbp } from "@/lib/format/format";
import type { LoanPlan } from "./plan-loans";
import type { HoldingPlan, PortfolioPlan } from "./plan-portfolio";

export type PortfolioRows = {
  properties: PortfolioPropertyRow[];
  valuations: ValuationRow[];
  charges: ChargeRow[];
  assetTrace: AssetTraceRow[];
};

// The spec highlights an address under 10 characters as incomplete; a genuine one that short
// ("3 The Ley") gets its locality so only the planned rows are flagged.
function formatHoldingAddress(holding: HoldingPlan): string {
  const { address, parts } = holding.property;
  if (holding.incompleteness === "short-address") {
    const candidates = [/^\d/.test(parts.paon ?? "") ? tidy(parts.paon) : null, tidy(parts.saon)];
    return candidates.find((text): text is string => !!text && text.length < 10) ?? address.streetLine.slice(0, 9).trim();
  }
  return address.streetLine.length >= 10 ? address.streetLine : address.shortLine;
}

function createChargeRow(clientId: string, titleNumber: string | null, id: string, loan: LoanPlan, asOf: Date): ChargeRow {
  return {
    id,
    clientId,
    titleNumber,
    dateRegistered: loan.dateRegistered,
    status: loan.status,
    lender: loan.lender,
    amountSecured: loan.amountSecured,
    chargeType: loan.chargeType,
    details: loan.details,
    source: DEMO_SOURCE,
    createdAt: asOf,
  };
}

// Loans taken within two months of completion financed the purchase; later ones refinanced it.
const PURCHASE_FINANCE_DAYS = 60;

function buildAssetTrace(clientId: string, holding: HoldingPlan): AssetTraceRow[] {
  const { lastSale } = holding.property;
  const purchaseLoan = holding.loans.find((loan) => daysBetween(lastSale.date, loan.dateRegistered) <= PURCHASE_FINANCE_DAYS);
  const events = [
    {
      date: lastSale.date,
      event: "Purchase",
      value: lastSale.price,
      notes: purchaseLoan
        ? `Acquired for ${formatGbp(lastSale.price)} with a ${formatGbp(purchaseLoan.amountSecured)} loan from ${purchaseLoan.lender}`
        : `Acquired for ${formatGbp(lastSale.price)} without borrowing`,
    },
    ...holding.loans
      .filter((loan) => loan !== purchaseLoan)
      .map((loan) => ({
        date: loan.dateRegistered,
        event: "Refinance",
        value: loan.amountSecured,
        notes: `${loan.chargeType} in favour of ${loan.lender}${loan.status === "Satisfied" ? ", since repaid" : ""}`,
      })),
    ...holding.valuations
      .filter((valuation) => valuation.valuationBasis === "Market Value")
      .map((valuation) => ({ date: valuation.valuationDate, event: "Valuation", value: valuation.currentValue, notes: `${valuation.valuationType} valuation, Market Value` })),
  ].sort((a, b) => a.date.getTime() - b.date.getTime());
  return events.map((entry, index) => ({ id: `demo-trace-${holding.titleNumber}-${index + 1}`, clientId, titleNumber: holding.titleNumber, ...entry, source: DEMO_SOURCE }));
}

export function buildPortfolioRows(clientId: string, plan: PortfolioPlan, asOf: Date): PortfolioRows {
  const rows: PortfolioRows = { properties: [], valuations: [], charges: [], assetTrace: [] };
  for (const holding of plan.holdings) {
    const { property, titleNumber } = holding;
    const address = formatHoldingAddress(holding);
    rows.properties.push({
      id: `demo-property-${titleNumber}`,
      clientId,
      titleNumber,
      address,
      city: property.address.town,
      county: property.address.county,
      postcode: holding.incompleteness === "missing-postcode" ? "" : property.parts.postcode,
      tenure: describeTenure(property),
      classification: holding.classification,
      uprn: property.uprn,
      ownerName: NORTHBANK_COMPANY.name,
      source: DEMO_SOURCE,
      createdAt: asOf,
      updatedAt: asOf,
    });
    holding.valuations.forEach((valuation, index) =>
      rows.valuations.push({
        id: `demo-valuation-${titleNumber}-${index + 1}`,
        clientId,
        titleNumber,
        address: property.address.singleLine,
        uprn: property.uprn,
        ...valuation,
        source: DEMO_SOURCE,
        createdAt: asOf,
      }),
    );
    holding.loans.forEach((loan, index) => rows.charges.push(createChargeRow(clientId, titleNumber, `demo-charge-${titleNumber}-${index + 1}`, loan, asOf)));
    rows.assetTrace.push(...buildAssetTrace(clientId, holding));
  }
  if (plan.debenture) rows.charges.push(createChargeRow(clientId, null, "demo-charge-debenture", plan.debenture, asOf));
  return rows;
}
