import { formatDate, formatGbp } from "@/lib/format/format";
import { html, type SafeHtml } from "@/lib/reports/html";
import type { PropertyReportFacts } from "./property-report-facts";

const orNa = (value: string | null | undefined) => value || "N/A";
const money = (value: number | null) => (value === null ? "N/A" : formatGbp(value));

/** The report body: every value escaped by the template (an address holding markup reads as text). */
export function renderPropertyReport(facts: PropertyReportFacts, analysis: { writerName: string; paragraphs: string[] }, asOf: Date): SafeHtml {
  const p = facts.property;
  return html`<article class="report">
<header><h1>Property Report: ${facts.titleNumber}</h1><p>${facts.clientName} · ${formatDate(asOf)} · written by ${analysis.writerName}</p></header>
<section><h2>Property Information</h2><table><tbody>
<tr><th scope="row">Title number</th><td>${facts.titleNumber}</td></tr>
<tr><th scope="row">Address</th><td>${orNa(p?.address)}</td></tr>
<tr><th scope="row">City</th><td>${orNa(p?.city)}</td></tr>
<tr><th scope="row">Postcode</th><td>${orNa(p?.postcode)}</td></tr>
<tr><th scope="row">Tenure</th><td>${orNa(p?.tenure ?? facts.register?.tenure)}</td></tr>
<tr><th scope="row">UPRN</th><td>${orNa(facts.uprn ?? p?.uprn)}</td></tr>
<tr><th scope="row">Owner</th><td>${orNa(p?.ownerName ?? facts.register?.proprietors[0]?.name)}</td></tr>
</tbody></table></section>
<section><h2>Valuations</h2>${
    facts.valuations.length === 0
      ? html`<p>No valuations recorded.</p>`
      : html`<table><thead><tr><th>Date</th><th>Type</th><th>Value</th><th>Previous</th><th>Notes</th></tr></thead><tbody>${facts.valuations.map(
          (v) => html`<tr><td>${v.valuationDate ? formatDate(v.valuationDate) : "N/A"}</td><td>${orNa(v.valuationType)}</td><td>${money(v.currentValue)}</td><td>${money(v.previousValue)}</td><td>${orNa(v.notes)}</td></tr>`,
        )}</tbody></table>`
  }</section>
<section><h2>Charges</h2>${
    facts.charges.length === 0
      ? html`<p>No charges recorded.</p>`
      : html`<table><thead><tr><th>Registered</th><th>Status</th><th>Lender</th><th>Amount secured</th><th>Details</th></tr></thead><tbody>${facts.charges.map(
          (c) => html`<tr><td>${c.dateRegistered ? formatDate(c.dateRegistered) : "N/A"}</td><td>${c.status}</td><td>${orNa(c.lender)}</td><td>${money(c.amountSecured)}</td><td>${orNa(c.details)}</td></tr>`,
        )}</tbody></table>`
  }</section>
<section><h2>Analysis</h2>${analysis.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</section>
</article>`;
}
