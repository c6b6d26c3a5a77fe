// The one stylesheet of printed reports, inline in each document (the printer loads
// nothing). System fonts only: Debian's Chromium has DejaVu/Liberation installed.
export const REPORT_STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; color: #111827; line-height: 1.45; margin: 0; }
article { max-width: 190mm; margin: 0 auto; padding: 8px; }
h1 { font-size: 18pt; margin: 0 0 4px; }
h2 { font-size: 12.5pt; margin: 18px 0 6px; padding-bottom: 3px; border-bottom: 1px solid #d1d5db; break-after: avoid; }
h3 { font-size: 11pt; margin: 10px 0 4px; }
p { margin: 4px 0; }
section { break-inside: avoid-page; }
.muted { color: #4b5563; }
.badge { display: inline-block; border: 1px solid #15803d; color: #15803d; border-radius: 4px; padding: 1px 6px; font-size: 9pt; font-weight: bold; }
.badge-demo { border-style: dashed; border-color: #92400e; color: #92400e; }
dl { display: grid; grid-template-columns: 38% 62%; margin: 0; }
dt { color: #4b5563; padding: 3px 0; border-bottom: 1px solid #f3f4f6; }
dd { margin: 0; padding: 3px 0; border-bottom: 1px solid #f3f4f6; }
table { width: 100%; border-collapse: collapse; margin: 4px 0; }
th, td { text-align: left; padding: 3px 6px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
th { font-weight: bold; background: #f9fafb; }
ul { margin: 4px 0; padding-left: 18px; }
li { margin: 2px 0; }
pre { white-space: pre-wrap; font-family: inherit; background: #f9fafb; border: 1px solid #e5e7eb; padding: 8px; margin: 4px 0; }
.tick { color: #15803d; font-weight: bold; }
.cross { color: #b91c1c; font-weight: bold; }
.warning { color: #92400e; }
img { display: block; max-width: 100%; max-height: 110mm; margin-top: 8px; }
.photo { break-inside: avoid; }
footer { margin-top: 18px; font-size: 9pt; color: #4b5563; border-top: 1px solid #d1d5db; padding-top: 6px; }
`;
