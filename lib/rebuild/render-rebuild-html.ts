import { formatDate, formatGbp } from "@/lib/format/format";
import { html, type SafeHtml } from "@/lib/reports/html";
import { BUILD_PERIOD_LABELS, PROPERTY_TYPE_LABELS, REBUILD_HEADING, REBUILD_SECTIONS } from "./report-labels";
import type { RebuildAssessment } from "./schemas";

const row = (label: string, value: string | number | null) => html`<dt>${label}</dt><dd>${value ?? "Not available"}</dd>`;

/** The printed assessment's body: every figure the screen shows, values escaped by html``. */
export function renderRebuildHtml(report: RebuildAssessment): SafeHtml {
  const { assessment, property, rebuildCost, surveyor } = report;
  const area = rebuildCost.floorArea;
  return html`<article>
<header>
<h1>${REBUILD_HEADING}</h1>
<p class="muted">UPRN ${report.uprn} · Assessment date ${formatDate(assessment.assessmentDate)}${rebuildCost.rate.indicative ? html` · <span class="badge badge-demo">Indicative rates</span>` : ""}${area.demo ? html` · <span class="badge badge-demo">Demo data</span>` : ""}</p>
</header>
<section>
<h2>${REBUILD_SECTIONS.property}</h2>
<dl>
${row("Address", property.address)}
${row("Property type", PROPERTY_TYPE_LABELS[property.attributes.property_type] ?? property.attributes.property_type)}
${row("Build period", BUILD_PERIOD_LABELS[property.attributes.build_period] ?? property.attributes.build_period)}
${row("Gross external floor area", `${property.attributes.floor_area} m²`)}
${row("Floor area source", area.basis === "epc" ? `${area.source}: ${area.internalSqm} m² internal + ${area.allowancePercent}%` : area.source)}
</dl>
</section>
<section>
<h2>${REBUILD_SECTIONS.estimate}</h2>
<p><strong>${formatGbp(assessment.estimatedRebuildCost)}</strong> <span class="muted">(${formatGbp(rebuildCost.totalGbp)} before rounding up to the next £1,000)</span></p>
</section>
<section>
<h2>${REBUILD_SECTIONS.breakdown}</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col">Basis</th><th scope="col">Amount</th></tr></thead>
<tbody>
${rebuildCost.lines.map((line) => html`<tr><td>${line.label}</td><td>${line.basis}</td><td>${formatGbp(line.amountGbp)}</td></tr>`)}
<tr><th scope="row">Total</th><td></td><th>${formatGbp(rebuildCost.totalGbp)}</th></tr>
</tbody>
</table>
</section>
<section>
<h2>${REBUILD_SECTIONS.methodology}</h2>
<p>${assessment.methodology}</p>
</section>
<section>
<h2>${REBUILD_SECTIONS.surveyor}</h2>
${surveyor.needed ? html`<ul>${surveyor.reasons.map((reason) => html`<li class="warning">${reason}</li>`)}</ul>` : html`<p>Nothing we hold calls for a surveyor's valuation; the considerations below still apply.</p>`}
</section>
<section>
<h2>${REBUILD_SECTIONS.considerations}</h2>
<ul>${assessment.considerations.map((text) => html`<li>${text}</li>`)}</ul>
</section>
<section>
<h2>${REBUILD_SECTIONS.sources}</h2>
<dl>
${row("Rate set", `${rebuildCost.rate.rateSet}${rebuildCost.rate.indicative ? " (indicative)" : ""}`)}
${row("Rate source", rebuildCost.rate.source)}
${row("Price date", formatDate(rebuildCost.rate.priceDate))}
${row("Base rate", `£${rebuildCost.rate.baseRatePerSqm.toLocaleString("en-GB")} per m²`)}
${row("Region", `${rebuildCost.rate.region} × ${rebuildCost.rate.regionFactor} (${rebuildCost.rate.regionBasis})`)}
${row("Rate applied", `£${rebuildCost.rate.ratePerSqm.toLocaleString("en-GB")} per m²`)}
</dl>
${report.dataNotes.map((note) => html`<p class="warning">${note}</p>`)}
</section>
<footer>An estimate of the cost of rebuilding the home for insurance, from average rates: not a valuation of the property and not a survey. Confirm the sum insured with your insurer or a chartered surveyor.</footer>
</article>`;
}
