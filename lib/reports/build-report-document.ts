import { escapeHtml } from "./html";
import { sanitiseReportHtml } from "./sanitise-report-html";
import { REPORT_STYLES } from "./report-styles";

// The document's own policy: nothing may be loaded or run, whoever opens it (the browser
// tab of View Report, or the printer, which also refuses every request itself).
export const REPORT_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * A whole HTML document around a report body: the body is sanitised here (the one gate
 * every report passes before a page or the printer), the stylesheet is inline.
 */
export function buildReportDocument({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${REPORT_CONTENT_SECURITY_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${REPORT_STYLES}</style>
</head>
<body>
${sanitiseReportHtml(body)}
</body>
</html>`;
}
