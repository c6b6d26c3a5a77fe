import "server-only";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { writeLog } from "@/lib/log/write-log";
import { createLimiter } from "./create-limiter";

// The one PDF printer: a headless Chromium launched on first use and reused (a new browser
// per PDF costs ~0.65 s, a reused one ~0.15 s: notes/toolchain.md), relaunched when it
// dies. Its pages run no JavaScript and load nothing: every request a page would make
// (http, https, file, another port on this host, a frame, a font) is aborted, the page is
// offline, and the document's own policy forbids loading too.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-extensions",
  "--disable-default-apps",
];
// Two pages print at once (two cores serve the whole app); a few more wait, then 503.
const PRINT_CONCURRENCY = 2;
const PRINT_MAX_WAITING = 16;
const PRINT_TIMEOUT_MS = 20_000;
const LAUNCH_TIMEOUT_MS = 30_000;

const limiter = createLimiter({ concurrency: PRINT_CONCURRENCY, maxWaiting: PRINT_MAX_WAITING, busyMessage: "The PDF printer is busy. Try again in a few seconds." });
let browserPromise: Promise<Browser> | null = null;

function launchBrowser(): Promise<Browser> {
  const launching = puppeteer
    .launch({ executablePath: getEnv().CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: LAUNCH_TIMEOUT_MS, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false })
    .then((browser) => {
      browser.once("disconnected", () => {
        // closePrinter has already let it go; only an unexpected exit is worth a line.
        if (browserPromise !== launching) return;
        browserPromise = null;
        writeLog({ level: "warn", msg: "pdf printer: browser disconnected; the next print relaunches it" });
      });
      return browser;
    });
  launching.catch((error: unknown) => {
    if (browserPromise === launching) browserPromise = null;
    writeLog({ level: "error", msg: "pdf printer: browser failed to launch", error });
  });
  return launching;
}

async function getBrowser(): Promise<Browser> {
  browserPromise ??= launchBrowser();
  const browser = await browserPromise.catch(() => {
    throw new AppError("unavailable", "The PDF printer could not start. Try again in a moment; if it keeps failing, an administrator should check CHROMIUM_PATH.");
  });
  if (browser.connected) return browser;
  browserPromise = null;
  return getBrowser();
}

async function openLockedPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setOfflineMode(true);
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    // Already handled when interception is switching off as the page closes.
    if (!request.isInterceptResolutionHandled()) void request.abort("blockedbyclient").catch(() => undefined);
  });
  return page;
}

// Locked pages are kept for the next print (creating and locking one costs about as much
// as printing a short report). A page holds nothing between prints: no script ever runs,
// and setContent replaces the whole document.
const idlePages: Page[] = [];

async function takePage(browser: Browser): Promise<Page> {
  while (idlePages.length) {
    const page = idlePages.pop();
    if (page && !page.isClosed() && page.browser() === browser) return page;
    await page?.close().catch(() => undefined);
  }
  return openLockedPage(browser);
}

async function printOnPage(browser: Browser, document: string, timeoutMs: number): Promise<Uint8Array> {
  const page = await takePage(browser);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reusable = false;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError("unavailable", `The PDF took longer than ${timeoutMs / 1000} s to print. Try again in a moment.`)), timeoutMs);
    });
    const print = (async () => {
      await page.setContent(document, { waitUntil: "load", timeout: timeoutMs });
      return page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true, timeout: timeoutMs });
    })();
    // The losing print is left to fail on its closed page; its rejection is not the caller's.
    print.catch(() => undefined);
    const pdf = await Promise.race([print, timeout]);
    reusable = true;
    return pdf;
  } finally {
    clearTimeout(timer);
    // A page that failed or timed out is closed, never reused.
    if (reusable && idlePages.length < PRINT_CONCURRENCY) idlePages.push(page);
    else await page.close().catch(() => undefined);
  }
}

/**
 * Prints a whole HTML document (already sanitised, styles inline) to PDF bytes. Callers
 * pass documents from lib/reports' buildReportDocument; the page refuses every load
 * whatever the document asks for. `timeoutMs` (default 20 s) bounds one page's print:
 * tests shorten it to force the timeout.
 */
export function printPdf(document: string, { timeoutMs = PRINT_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<Uint8Array> {
  return limiter.run(async () => {
    const browser = await getBrowser();
    try {
      return await printOnPage(browser, document, timeoutMs);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A browser that died mid-print is relaunched by the next call; say so plainly.
      writeLog({ level: "error", msg: "pdf printer: print failed", error });
      throw new AppError("unavailable", "The PDF could not be printed. Try again in a moment.");
    }
  });
}

/** Closes the shared browser (tests, shutdown); the next print launches a new one. */
export async function closePrinter(): Promise<void> {
  idlePages.length = 0;
  const current = browserPromise;
  browserPromise = null;
  const browser = await current?.catch(() => null);
  await browser?.close().catch(() => undefined);
}
