// Warm print time of each report beside a trivial page on the same shared browser
// (issue 11: aim under 300 ms). Figures, not pass/fail.
import type { Db } from "@/lib/db/client";
import { buildReportDocument } from "@/lib/reports/build-report-document";
import { closePrinter, printPdf } from "@/lib/reports/print-pdf.server";
import { findTitleReportDocument } from "@/lib/title-report/find-title-report-document.server";
import { heading, percentile } from "./bench-db";

const RUNS = 15;

async function timePrints(document: string): Promise<{ median: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    bytes = (await printPdf(document)).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), bytes };
}

export async function benchReportPrinting(db: Db) {
  heading("Report printing (warm, one shared Chromium)");
  // A UPRN with a title, so the report has every section.
  const title = await db.title.findFirst({ where: { uprn: { not: null } }, orderBy: { titleNumber: "asc" }, select: { uprn: true } });
  if (!title?.uprn) {
    console.log("no title with a UPRN in the bench database: skipped");
    return;
  }
  try {
    const trivial = buildReportDocument({ title: "trivial", body: "<p>Hello</p>" });
    const coldStart = performance.now();
    await printPdf(trivial);
    console.log(`first print (browser launch included): ${(performance.now() - coldStart).toFixed(0)} ms`);
    const { document } = await findTitleReportDocument(db, title.uprn);
    console.log(`| document | runs | median ms | p95 ms | PDF bytes |\n|---|---|---|---|---|`);
    for (const [name, html] of [["trivial page", trivial], [`SRA title report (UPRN ${title.uprn})`, document]] as const) {
      const figures = await timePrints(html);
      console.log(`| ${name} | ${RUNS} | ${figures.median.toFixed(0)} | ${figures.p95.toFixed(0)} | ${figures.bytes} |`);
    }
  } finally {
    await closePrinter();
  }
}
