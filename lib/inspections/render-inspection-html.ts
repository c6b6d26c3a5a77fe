import { html, type SafeHtml } from "@/lib/reports/html";
import { RATING_LABELS, STATUS_LABELS, type InspectionStatus } from "./schemas";

export type InspectionReport = {
  id: string;
  address: string;
  uprn: string | null;
  status: InspectionStatus;
  dueDate: string;
  inspectedAt: string | null;
  inspector: string | null;
  ratings: { element: string; rating: string; note?: string }[];
  notes: string | null;
  /** Each photo inline as a data: URL: the printer loads nothing from outside the document. */
  photos: { dataUrl: string; caption: string | null; fileName: string }[];
};

const ratingLabel = (rating: string) => RATING_LABELS[rating as keyof typeof RATING_LABELS] ?? rating;

/** The printed inspection: where, when, who, the ratings by element, the notes and the photos. */
export function renderInspectionHtml(report: InspectionReport, printedOn: string): SafeHtml {
  return html`<article>
<header><h1>Property inspection</h1><p>${report.address}${report.uprn ? ` (UPRN ${report.uprn})` : ""}</p></header>
<section><h2>Inspection</h2>
<dl>
<dt>Status</dt><dd>${STATUS_LABELS[report.status]}</dd>
<dt>Due</dt><dd>${report.dueDate}</dd>
<dt>Inspected on</dt><dd>${report.inspectedAt ?? "Not yet inspected"}</dd>
<dt>Inspector</dt><dd>${report.inspector ?? "Not recorded"}</dd>
</dl></section>
<section><h2>Condition ratings</h2>
${report.ratings.length
  ? html`<table><thead><tr><th scope="col">Element</th><th scope="col">Rating</th><th scope="col">Note</th></tr></thead><tbody>${report.ratings.map((r) => html`<tr><td>${r.element}</td><td>${ratingLabel(r.rating)}</td><td>${r.note ?? ""}</td></tr>`)}</tbody></table>`
  : html`<p>No ratings recorded.</p>`}
<p><small>Ratings: 1 no repair needed; 2 repair not urgent; 3 urgent repair or further investigation; NI not inspected.</small></p>
</section>
<section><h2>Notes</h2><p>${report.notes ?? "No notes recorded."}</p></section>
<section><h2>Photographs</h2>
${report.photos.length
  ? report.photos.map((p, i) => html`<div class="photo"><img src="${p.dataUrl}" alt="${p.caption ?? p.fileName}"><p>Photo ${i + 1}: ${p.caption ?? p.fileName}</p></div>`)
  : html`<p>No photographs.</p>`}
</section>
<footer><p><small>Printed on ${printedOn}. Inspection ${report.id}.</small></p></footer>
</article>`;
}
