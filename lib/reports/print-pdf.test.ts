import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePrinter, printPdf } from "./print-pdf.server";
import { buildReportDocument } from "./build-report-document";
import { readPdfText } from "./read-pdf-text";

// A local "canary": any request the printer's page makes would land here.
let canary: Server;
let canaryUrl = "";
const seen: string[] = [];

beforeAll(async () => {
  canary = createServer((req, res) => {
    seen.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/plain" }).end("CANARY-BODY-TEXT");
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  canaryUrl = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await closePrinter();
  await new Promise<void>((resolve) => canary.close(() => resolve()));
});

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

describe("printPdf", () => {
  it("prints a report document to a real PDF holding its text", async () => {
    const pdf = await printPdf(buildReportDocument({ title: "T", body: "<article><h1>Printer check</h1><p>UPRN 100023336956</p></article>" }));
    expect(isPdf(pdf)).toBe(true);
    const text = await readPdfText(pdf);
    expect(text).toContain("Printer check");
    expect(text).toContain("UPRN 100023336956");
  });

  it("loads nothing: an image from another port, a file:// frame, styles, fonts and a script are all refused", async () => {
    const hostile = `<!doctype html><html><head>
      <link rel="stylesheet" href="${canaryUrl}/style.css">
      <style>@import url("${canaryUrl}/import.css"); @font-face { font-family: X; src: url("${canaryUrl}/font.woff"); } body { background: url("${canaryUrl}/bg.png"); font-family: X; }</style>
      </head><body>
      <h1>Hostile document</h1>
      <img src="${canaryUrl}/image.png">
      <iframe src="file:///etc/passwd" width="600" height="300"></iframe>
      <iframe src="${canaryUrl}/frame.html"></iframe>
      <object data="file:///etc/passwd"></object>
      <script>document.body.innerHTML += "<p>SCRIPT-RAN</p>"; fetch("${canaryUrl}/fetch"); new Image().src = "${canaryUrl}/script-image.png";</script>
      <noscript><img src="${canaryUrl}/noscript.png"></noscript>
      </body></html>`;
    // Straight to the printer, not through the sanitiser: the page itself must refuse.
    // Twice: the second print runs on a page kept from an earlier print.
    await printPdf(hostile);
    const pdf = await printPdf(hostile);
    expect(isPdf(pdf)).toBe(true);
    const text = await readPdfText(pdf);
    expect(text).toContain("Hostile document");
    expect(text).not.toContain("SCRIPT-RAN");
    expect(text).not.toContain("CANARY-BODY-TEXT");
    expect(text).not.toMatch(/root:.*:0:0:/);
    // Give any late request time to arrive before declaring the canary untouched.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });

  it("reuses one browser and prints several documents at once within the bound", async () => {
    const documents = Array.from({ length: 5 }, (_, i) => buildReportDocument({ title: `D${i}`, body: `<p>Document number ${i}</p>` }));
    const pdfs = await Promise.all(documents.map((d) => printPdf(d)));
    const texts = await Promise.all(pdfs.map(readPdfText));
    texts.forEach((text, i) => expect(text).toContain(`Document number ${i}`));
  });

  it("a kept page holds nothing of the document printed before", async () => {
    await printPdf(buildReportDocument({ title: "first", body: "<p>FIRST-DOCUMENT</p>" }));
    const text = await readPdfText(await printPdf(buildReportDocument({ title: "second", body: "<p>Second document</p>" })));
    expect(text).toContain("Second document");
    expect(text).not.toContain("FIRST-DOCUMENT");
  });

  it("gives up on a page that does not print within the timeout with a clear error, and still serves the next job", async () => {
    // Thousands of pages of table: far more than 0.2 s of layout and printing on any machine.
    const rows = Array.from({ length: 40_000 }, (_, i) => `<tr><td>Row ${i}</td><td>${"slow ".repeat(8)}</td></tr>`).join("");
    const slow = buildReportDocument({ title: "slow", body: `<table>${rows}</table>` });
    const started = Date.now();
    await expect(printPdf(slow, { timeoutMs: 200 })).rejects.toMatchObject({ status: 503, message: "The PDF took longer than 0.2 s to print. Try again in a moment." });
    // The timeout answers promptly, not when the abandoned print would have finished.
    expect(Date.now() - started).toBeLessThan(10_000);
    const next = await printPdf(buildReportDocument({ title: "next", body: "<p>The job after a timeout</p>" }));
    expect(await readPdfText(next)).toContain("The job after a timeout");
  });

  it("relaunches the browser after it dies", async () => {
    await closePrinter();
    const pdf = await printPdf(buildReportDocument({ title: "again", body: "<p>After a restart</p>" }));
    expect(await readPdfText(pdf)).toContain("After a restart");
  });
});
