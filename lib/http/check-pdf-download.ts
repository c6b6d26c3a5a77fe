// Spec part 2 §5 and §8: a downloaded PDF is refused when the answer is not a PDF, is
// empty, or does not start with the PDF signature; each case has its own message.
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function checkPdfDownload(contentType: string | null, bytes: Uint8Array): string | null {
  if (!contentType?.toLowerCase().startsWith("application/pdf")) return "Server returned invalid response format - expected PDF";
  if (bytes.byteLength === 0) return "Empty PDF received from server";
  if (!PDF_SIGNATURE.every((byte, index) => bytes[index] === byte)) return "Server returned invalid PDF data";
  return null;
}

/** The name the server gave the file (Content-Disposition), or `fallback`. */
export function readDownloadName(contentDisposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(contentDisposition ?? "");
  return match?.[1] ?? fallback;
}
