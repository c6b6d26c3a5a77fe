// `npm run bench -- first-card` (issue 15 aim: the first result card in the browser under
// 300 ms after the answer arrives). The production server on the bench database (or on a
// scale shape), Debian's Chromium signed in through the login screen, and postcode +
// radius searches clicked on /search, a different postcode each run so no answer comes
// from a cache. Every time is taken in the page, on its clock (performance.now()):
//   click     the Search button's click event (capture listener);
//   answer    the search call's responseEnd (Resource Timing: the last byte arrived);
//   cards     a MutationObserver sees the property cards; a frame (requestAnimationFrame,
//             then a message) later they are painted: the figure is that moment.
// Beside them, the page's main-thread CPU in the same windows, from a Chromium trace of each
// run (the thread time of its tasks): a busy machine stretches the wall times several-fold,
// not this.
// Settings:
//   FIRST_CARD_RUNS=10   measured runs per radius (after one unmeasured warm-up run)
//   SCALE_PORT=3442      the server's port
//   SCALE_DB=data/bench/scale/dense-2000000-….db  a scale shape instead of the bundle
import { existsSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { BENCH_DATABASE_URL, heading, percentile, readWholeSetting } from "./bench-db";
import { BENCH_PASSWORD, startServer, type Server } from "./serve";

const RADII = ["1", "10"] as const;
const WARM_UP = 1;
const SEARCH_PATH = "/api/properties/search";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

type Run = { clickToAnswer: number; answerToFirst: number; answerToAll: number; answerToFirstDom: number; cpuClickToAnswer: number; cpuAnswerToFirst: number; cards: number; total: number };
/** What the page records: a mark in the trace, the click, and each change in the number of cards (when React put them in, and when they were painted). */
type PageTimes = { zero: number; click: number | null; answer: number | null; counts: { count: number; dom: number; painted: number | null }[] };

/** Postcodes with sales and a place, evenly spread over the sorted list: a different one for every run. */
function pickPostcodes(file: string, n: number): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare(`SELECT DISTINCT s."postcode" AS v FROM "Sale" s JOIN "Postcode" p ON p."postcode" = s."postcode" WHERE p."latitude" IS NOT NULL ORDER BY 1`).all() as { v: string }[];
    if (rows.length < n) throw new Error(`${file} has only ${rows.length} postcodes with sales; the bench needs ${n} (lower FIRST_CARD_RUNS).`);
    const step = rows.length / n;
    return Array.from({ length: n }, (_, i) => (rows[Math.floor(i * step)] as { v: string }).v);
  } finally {
    db.close();
  }
}

// The in-page parts are plain JavaScript text: a function handed to page.evaluate would be
// serialised as tsx compiled it, with helpers (__name) the page does not have.

/** Installed before the click: records the click and every change in the number of cards (when React put them in, and when they were painted). */
const WATCH_CARDS = `(() => {
  const times = { zero: performance.mark("first-card-zero").startTime, click: null, answer: null, counts: [] };
  window.__firstCard = times;
  document.addEventListener("click", () => { if (times.click === null) times.click = performance.now(); }, { capture: true, once: true });
  // After the frame that paints the change: its rAF callback, then a task queued from it.
  const afterPaint = (entry) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { entry.painted = performance.now(); };
    channel.port2.postMessage(null);
  });
  let last = 0;
  new MutationObserver(() => {
    const count = document.querySelectorAll('[data-testid="property-card"]').length;
    if (count === last) return;
    last = count;
    const entry = { count, dom: performance.now(), painted: null };
    times.counts.push(entry);
    afterPaint(entry);
  }).observe(document.body, { childList: true, subtree: true });
})()`;

/** Waits in the page until `expected` cards are painted, then returns what it recorded, with the answer's responseEnd. */
const collect = (expected: number) => `new Promise((resolve, reject) => {
  const times = window.__firstCard;
  const started = performance.now();
  const check = () => {
    const done = times.counts.find((c) => c.count >= ${expected} && c.painted !== null);
    if (done || performance.now() - started > 30000) {
      const entries = performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname === ${JSON.stringify(SEARCH_PATH)});
      times.answer = entries.length ? entries[entries.length - 1].responseEnd : null;
      if (done) resolve(times);
      else reject(new Error("${expected} cards not painted within 30 s: " + JSON.stringify(times)));
    } else requestAnimationFrame(check);
  };
  check();
})`;

const TRACE_CATEGORIES = ["toplevel", "blink.user_timing"];
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };

/**
 * The page's main-thread CPU between two of its performance.now() times, in ms: the thread
 * time of the main thread's tasks in the trace (a task partly inside counts in proportion),
 * placed on the page's clock by the mark WATCH_CARDS left.
 */
function mainThreadCpu(trace: Buffer, times: PageTimes, from: number, to: number): number {
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.find((e) => e.name === "first-card-zero");
  if (!mark) throw new Error("the trace has no first-card-zero mark");
  const start = mark.ts + (from - times.zero) * 1000;
  const end = mark.ts + (to - times.zero) * 1000;
  let cpu = 0;
  let timed = false;
  for (const e of events) {
    if (e.name !== "ThreadControllerImpl::RunTask" || e.ph !== "X" || e.pid !== mark.pid || e.tid !== mark.tid || !e.dur) continue;
    // Chromium leaves the thread time out of tasks too short to have any.
    timed ||= e.tdur !== undefined;
    const overlap = Math.min(end, e.ts + e.dur) - Math.max(start, e.ts);
    if (overlap > 0) cpu += ((e.tdur ?? 0) * overlap) / e.dur;
  }
  if (!timed) throw new Error("the trace has no thread times");
  return cpu / 1000;
}

async function searchOnce(browser: Browser, page: Page, server: Server, postcode: string, radius: string): Promise<Run> {
  // A fresh screen each run, settled (hydrated, its own calls done), so only the search is timed.
  await page.goto(`${server.base}/search`, { waitUntil: "networkidle" });
  const form = page.getByRole("form", { name: "Property search" });
  await form.locator("#search-postcode").fill(postcode);
  await form.locator("#search-radius").selectOption(radius);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let times: PageTimes;
  let body: { total: number; properties: unknown[] };
  let trace: Buffer;
  try {
    await page.evaluate(WATCH_CARDS);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === SEARCH_PATH && r.request().method() === "GET", { timeout: 120_000 });
    await form.getByRole("button", { name: "Search" }).click();
    const response = await answered;
    if (!response.ok()) throw new Error(`search ${postcode} ${radius} mile(s): ${response.status()} ${(await response.text()).slice(0, 300)}`);
    body = (await response.json()) as typeof body;
    if (body.properties.length === 0) throw new Error(`search ${postcode} ${radius} mile(s) found nothing: choose other postcodes`);
    times = (await page.evaluate(collect(body.properties.length))) as PageTimes;
  } finally {
    trace = await browser.stopTracing();
  }
  const first = times.counts.find((c) => c.count > 0);
  const all = times.counts.find((c) => c.count >= body.properties.length);
  if (times.click === null || times.answer === null || !first?.painted || !all?.painted) throw new Error(`incomplete page times: ${JSON.stringify(times)}`);
  return {
    clickToAnswer: times.answer - times.click,
    answerToFirst: first.painted - times.answer,
    answerToFirstDom: first.dom - times.answer,
    answerToAll: all.painted - times.answer,
    cpuClickToAnswer: mainThreadCpu(trace, times, times.click, times.answer),
    cpuAnswerToFirst: mainThreadCpu(trace, times, times.answer, first.painted),
    cards: body.properties.length,
    total: body.total,
  };
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)}`;
}

/** Signs in through the login screen, then searches each radius WARM_UP + runs times, and prints the table. */
async function measure(browser: Browser, server: Server, postcodes: string[], perRadius: number) {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await page.goto(`${server.base}/search`);
  await page.getByPlaceholder("Enter password").fill(BENCH_PASSWORD);
  await page.getByRole("button", { name: "Access System" }).click();
  await page.getByRole("navigation", { name: "Main" }).waitFor();
  console.log(`| radius | runs | cards shown (of matches, median) | click → answer | answer → first card painted | answer → all cards painted | answer → first card in the DOM | page CPU, click → answer | page CPU, answer → first card painted |\n|---|---|---|---|---|---|---|---|---|`);
  let worst = 0;
  let worstCpu = 0;
  for (const [r, radius] of RADII.entries()) {
    const measured: Run[] = [];
    for (let i = 0; i < perRadius; i++) {
      const run = await searchOnce(browser, page, server, postcodes[r * perRadius + i] as string, radius);
      if (i >= WARM_UP) measured.push(run);
    }
    const median = (pick: (run: Run) => number) => percentile(measured.map(pick).sort((a, b) => a - b), 50);
    worst = Math.max(worst, percentile(measured.map((m) => m.answerToFirst).sort((a, b) => a - b), 95));
    worstCpu = Math.max(worstCpu, percentile(measured.map((m) => m.cpuAnswerToFirst).sort((a, b) => a - b), 95));
    console.log(
      `| ${radius} mile${radius === "1" ? "" : "s"} | ${measured.length} | ${median((m) => m.cards)} (of ${median((m) => m.total)}) | ${summary(measured.map((m) => m.clickToAnswer))} | ${summary(measured.map((m) => m.answerToFirst))} | ${summary(measured.map((m) => m.answerToAll))} | ${summary(measured.map((m) => m.answerToFirstDom))} | ${summary(measured.map((m) => m.cpuClickToAnswer))} | ${summary(measured.map((m) => m.cpuAnswerToFirst))} |`,
    );
  }
  const verdict = (ms: number) => `p95 ${ms.toFixed(0)} ms (${ms < 300 ? "met" : "NOT met"})`;
  console.log(`aim: first card under 300 ms after the answer — wall ${verdict(worst)}, page CPU ${verdict(worstCpu)}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
}

export async function benchFirstCard() {
  const runs = readWholeSetting("FIRST_CARD_RUNS", 10);
  const port = readWholeSetting("SCALE_PORT", 3442);
  const shape = process.env.SCALE_DB;
  if (shape && !existsSync(shape)) throw new Error(`SCALE_DB=${shape}: no such file (the scale shapes are in data/bench/scale/).`);
  const file = shape ?? BENCH_DATABASE_URL.slice("file:".length);
  const label = shape ? shape.replace(/^.*\//, "") : "bundle (25k)";
  heading(`Click to first result card (${label}; in-page times, ms, p50 / p95)`);
  const perRadius = WARM_UP + runs;
  const postcodes = pickPostcodes(file, RADII.length * perRadius);
  const server = await startServer(port, `file:${file}`);
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", headless: true, args: CHROMIUM_ARGS });
    try {
      await measure(browser, server, postcodes, perRadius);
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}
