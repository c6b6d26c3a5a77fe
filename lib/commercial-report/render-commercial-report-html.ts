import type { CommercialRecord } from "@/lib/commercial-search/schemas";
import type { InvestmentValuation } from "@/lib/commercial-valuation/value-investment";
import { formatDate, formatGbp, formatNumber } from "@/lib/format/format";
import type { LeaseAnalysis } from "@/lib/lease/analyse-leases";
import { html, type SafeHtml } from "@/lib/reports/html";
import { COMMERCIAL_REPORT_HEADING, COMMERCIAL_REPORT_SECTIONS } from "./report-labels";

export type CommercialReport = {
  property: { uprn?: string; transactionId?: string };
  preparedOn: string;
  records: CommercialRecord[];
  valuation: InvestmentValuation;
  lease: LeaseAnalysis | null;
};

const row = (label: string, value: string | number | null) => html`<dt>${label}</dt><dd>${value ?? "Not available"}</dd>`;
const percent = (value: number | null) => (value === null ? "Not available" : `${value}%`);
const years = (value: number | null) => (value === null ? "Not available" : `${value} years`);

function renderRecords(records: CommercialRecord[]): SafeHtml {
  return html`<table>
<thead><tr><th scope="col">Record</th><th scope="col">Address</th><th scope="col">Date</th><th scope="col">Type</th><th scope="col">Price</th><th scope="col">Floor area</th><th scope="col">Price per m²</th><th scope="col">EPC rating</th><th scope="col">Source</th></tr></thead>
<tbody>
${records.map(
  (r) => html`<tr><td>${r.kind === "sale" ? "Sale" : "EPC"}</td><td>${r.address}${r.postcode ? ` ${r.postcode}` : ""}</td><td>${formatDate(r.date)}</td><td>${r.propertyType ?? "—"}</td><td>${r.price === null ? "—" : formatGbp(r.price)}</td><td>${r.floorArea === null ? "—" : `${formatNumber(r.floorArea)} m²`}</td><td>${r.pricePerSqm === null ? "—" : formatGbp(r.pricePerSqm)}</td><td>${r.rating ?? "—"}</td><td>${r.source}</td></tr>`,
)}
</tbody>
</table>`;
}

function renderValuation(v: InvestmentValuation): SafeHtml {
  const { input, term, reversion } = v;
  return html`<h3>Inputs</h3>
<dl>
${row("Passing rent", `${formatGbp(input.passingRent)} a year`)}
${row("Estimated rental value (ERV)", `${formatGbp(input.estimatedRentalValue)} a year`)}
${row("Years to the review or lease end", years(input.yearsToReversion))}
${row("Term yield", percent(input.termYieldPercent))}
${row("Reversion yield", percent(input.reversionYieldPercent))}
${row("Purchaser's costs", percent(input.purchasersCostsPercent))}
</dl>
<h3>Working</h3>
<table>
<tbody>
<tr><td>Term: passing rent ${formatGbp(term.rent)} × YP ${term.years} years at ${term.yieldPercent}% (${term.yearsPurchase})</td><td>${formatGbp(term.value)}</td></tr>
<tr><td>Reversion: ERV ${formatGbp(reversion.rent)} × YP in perpetuity at ${reversion.yieldPercent}% (${reversion.yearsPurchaseInPerpetuity}) × PV of £1 in ${reversion.deferredYears} years (${reversion.presentValue}) = ${reversion.yearsPurchaseDeferred}</td><td>${formatGbp(reversion.value)}</td></tr>
<tr><th scope="row">Gross value (term + reversion)</th><th>${formatGbp(v.grossValue)}</th></tr>
<tr><td>Less purchaser's costs at ${v.purchasersCosts.percent}% (gross value ÷ ${(1 + v.purchasersCosts.percent / 100).toFixed(6)})</td><td>${formatGbp(v.purchasersCosts.amount)}</td></tr>
<tr><th scope="row">Capital value net of costs</th><th>${formatGbp(v.netValue)}</th></tr>
</tbody>
</table>
<dl>
${row("Net initial yield", percent(v.netInitialYieldPercent))}
${row("Equivalent yield", percent(v.equivalentYieldPercent))}
${row("Reversionary yield", percent(v.reversionaryYieldPercent))}
</dl>`;
}

function renderLease(lease: LeaseAnalysis | null): SafeHtml {
  if (!lease) return html`<p class="muted">No leases were given for this report.</p>`;
  return html`<dl>
${row("Valuation date", formatDate(lease.valuationDate))}
${row("Rent passing (leases not expired)", `${formatGbp(lease.totalRent)} a year`)}
${row("WAULT to expiry", years(lease.waultToExpiry))}
${row("WAULT to first break", years(lease.waultToBreak))}
</dl>
<table>
<thead><tr><th scope="col">Tenant</th><th scope="col">Rent</th><th scope="col">Expiry</th><th scope="col">Unexpired</th><th scope="col">Next break</th><th scope="col">Next review</th></tr></thead>
<tbody>
${lease.leases.map(
  (l) => html`<tr><td>${l.tenant}</td><td>${formatGbp(l.rentPerYear)}</td><td>${formatDate(l.expiry)}</td><td>${years(l.unexpiredYears)}</td><td>${l.nextBreak ? formatDate(l.nextBreak) : "None"}</td><td>${l.nextReview ? formatDate(l.nextReview) : "None"}</td></tr>`,
)}
</tbody>
</table>`;
}

/** The printed report's body: the property's search rows, the valuation with its inputs and working, the leases. */
export function renderCommercialReportHtml(report: CommercialReport): SafeHtml {
  const named = report.property.uprn !== undefined ? `UPRN ${report.property.uprn}` : `Transaction ${report.property.transactionId ?? ""}`;
  return html`<article>
<header>
<h1>${COMMERCIAL_REPORT_HEADING}</h1>
<p class="muted">${named} · Prepared ${formatDate(report.preparedOn)}</p>
</header>
<section>
<h2>${COMMERCIAL_REPORT_SECTIONS.records}</h2>
${renderRecords(report.records)}
</section>
<section>
<h2>${COMMERCIAL_REPORT_SECTIONS.valuation}</h2>
${renderValuation(report.valuation)}
</section>
<section>
<h2>${COMMERCIAL_REPORT_SECTIONS.lease}</h2>
${renderLease(report.lease)}
</section>
<section>
<h2>${COMMERCIAL_REPORT_SECTIONS.sources}</h2>
<p>Sales: HM Land Registry Price Paid Data (non-residential: property type Other or category B). Floor areas and ratings: EPC register, non-domestic certificates; a sale's floor area is that of a certificate at the same postcode with its UPRN or address. Price Paid records no rent: the valuation's rents and yields are the inputs above, not figures from the register. Valuation by the investment method (term and reversion, rents annually in arrears); lease figures from the dates given.</p>
</section>
</article>`;
}
