import { ApiError, apiRequest } from "./api-fetch";
import { checkPdfDownload, readDownloadName } from "./check-pdf-download";

/** Saves a Blob as a download: a temporary link, revoked once the browser has started it. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a printed report, refuses anything that is not a real PDF with the messages of
 * spec part 2 §8 (a non-OK answer, a wrong type, an empty body, a bad signature), and saves
 * it under the name the server gave. Returns that name. The one download path of every report.
 */
export async function downloadPdf(url: string, fallbackName: string, init?: RequestInit): Promise<string> {
  let response: Response;
  try {
    response = await apiRequest(url, init);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Failed to generate PDF: ${error.status}${error.userMessage ? `. ${error.userMessage}` : ""}`);
    throw error;
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  const problem = checkPdfDownload(response.headers.get("content-type"), bytes);
  if (problem) throw new Error(problem);
  const fileName = readDownloadName(response.headers.get("content-disposition"), fallbackName);
  saveFile(new Blob([bytes], { type: "application/pdf" }), fileName);
  return fileName;
}
