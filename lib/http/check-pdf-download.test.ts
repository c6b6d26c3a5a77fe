import { describe, expect, it } from "vitest";
import { checkPdfDownload, readDownloadName } from "./check-pdf-download";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("checkPdfDownload", () => {
  it.each([
    ["application/pdf", bytes("%PDF-1.4 …"), null],
    ["application/json", bytes('{"error":{}}'), "Server returned invalid response format - expected PDF"],
    [null, bytes("%PDF-1.4"), "Server returned invalid response format - expected PDF"],
    ["application/pdf", new Uint8Array(), "Empty PDF received from server"],
    ["application/pdf", bytes("<html>"), "Server returned invalid PDF data"],
  ])("%s → %s", (type, body, message) => {
    expect(checkPdfDownload(type, body)).toBe(message);
  });
});

describe("readDownloadName", () => {
  it("reads the server's file name, or falls back", () => {
    expect(readDownloadName('attachment; filename="sra-title-report-100-2026-11-26.pdf"', "x.pdf")).toBe("sra-title-report-100-2026-11-26.pdf");
    expect(readDownloadName(null, "x.pdf")).toBe("x.pdf");
  });
});
