import { formatDate, formatGbp } from "@/lib/format/format";
import { html, type SafeHtml } from "@/lib/reports/html";
import { formatFigure, formatSource, NOT_AVAILABLE } from "./format-figure";
import { DEMO_NOTICE, REPORT_HEADING, SECTION_HEADINGS, SURROUNDING_GROUPS } from "./report-labels";
import type { FigureGroup, MarketingReport, ReportComparable } from "./schemas";

export const REPORT_FOOTNOTE =
  "Prepared from open registers and our own records to describe the home for marketing. The value is an automated estimate from recorded sales, not a survey or a RICS valuation.";

function renderFigures(group: FigureGroup): SafeHtml {
  const rows = Object.values(group).map(
    (f) => html`<tr><th scope="row">${f.label}</th><td>${formatFigure(f)}${f.note ? html`<br><small class="muted">${f.note}</small>` : null}</td><td class="${f.source?.demo ? "warning" : "muted"}">${formatSource(f.source)}</td></tr>`,
  );
  return html`<table><thead><tr><th>Figure</th><th>Value</th><th>Source and period</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderComparables(comparables: ReportComparable[]): SafeHtml {
  if (!comparables.length) return html`<p class="muted">No comparable sales: the home was not valued.</p>`;
  const rows = comparables.map(
    (c) => html`<tr><td>${c.address}, ${c.postcode}</td><td>${c.propertyType}</td><td>${formatDate(c.date)}</td><td>${formatGbp(c.price)}</td><td>${c.distanceMetres === null ? "—" : `${c.distanceMetres} m`}</td></tr>`,
  );
  return html`<table><thead><tr><th>Address</th><th>Type</th><th>Sold</th><th>Price</th><th>Distance</th></tr></thead><tbody>${rows}</tbody></table><p class="muted">HM Land Registry Price Paid sales the valuation weighed most.</p>`;
}

/** The report as an HTML body (title and body; lib/reports' buildReportDocument sanitises and wraps it). */
export function renderMarketingReportHtml(report: MarketingReport): { title: string; body: string } {
  const { property, surroundings } = report;
  const body = html`<article>
<header>
<h1>${REPORT_HEADING}</h1>
<p><strong>${property.address ?? NOT_AVAILABLE}</strong></p>
<p class="muted">UPRN ${report.uprn} · Report date ${formatDate(report.reportDate)}${property.addressSource ? ` · Address: ${formatSource(property.addressSource)}` : ""}</p>
${report.containsDemoData ? html`<p><span class="badge badge-demo">Contains demo data</span> <small class="muted">${DEMO_NOTICE}</small></p>` : null}
</header>
<section><h2>${SECTION_HEADINGS.property}</h2>${renderFigures(property.attributes)}</section>
<section><h2>${SECTION_HEADINGS.indoor}</h2>${renderFigures(property.indoor)}</section>
<section><h2>${SECTION_HEADINGS.outdoor}</h2>${renderFigures(property.outdoor)}</section>
<section><h2>${SECTION_HEADINGS.value}</h2>${renderFigures(property.value)}${property.valuationNotes.length ? html`<ul>${property.valuationNotes.map((n) => html`<li class="warning">${n}</li>`)}</ul>` : null}</section>
<section><h2>${SECTION_HEADINGS.comparables}</h2>${renderComparables(property.comparables)}</section>
<h2>${SECTION_HEADINGS.surroundings}</h2>
${SURROUNDING_GROUPS.map((key) => html`<section><h3>${SECTION_HEADINGS[key]}</h3>${renderFigures(surroundings[key])}</section>`)}
<footer>${REPORT_FOOTNOTE}</footer>
</article>`;
  return { title: `${REPORT_HEADING} · UPRN ${report.uprn}`, body: body.value };
}
