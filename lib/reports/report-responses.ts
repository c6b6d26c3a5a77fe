import { REPORT_CONTENT_SECURITY_POLICY } from "./build-report-document";

/** A printed report as a download: application/pdf, named, never cached. */
export function toPdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "no-store",
    },
  });
}

/** A rendered report shown in a browser tab, under a policy that lets it load and run nothing. */
export function toReportHtmlResponse(document: string): Response {
  return new Response(document, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": REPORT_CONTENT_SECURITY_POLICY,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
