import { test as base, type BrowserContext, type Page, type ViewportSize } from "@playwright/test";

export * from "@playwright/test";

// Every journey imports `test` from here: one browser page per worker, reset before each
// test, instead of Playwright's new context and page per test. Opening a page cost ~1.5 s
// of CPU (the page's first load of the app's scripts and Playwright's own scripts), about a
// third of a journey's on the 2-core CI machine, where the journeys keep both cores busy
// (decision 154). What a test can leave on the page or its context is undone below; after
// a failure Playwright starts a new worker, so a failed test's page is never reused.

// The page events tests listen to. Not "close" or "crash": the page's own handlers use those.
const TEST_EVENTS = ["request", "response", "requestfinished", "requestfailed", "console", "pageerror", "dialog", "download", "popup", "filechooser", "framenavigated", "load", "domcontentloaded", "websocket", "worker"] as const;

// A blank page on the app's origin (answered here, not by the server), to clear its storage.
const BLANK_ON_ORIGIN = "/__journey-reset";

async function resetPage(page: Page, viewport: ViewportSize | null) {
  const context = page.context();
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await page.route(BLANK_ON_ORIGIN, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>reset</title>" }));
  await page.goto(BLANK_ON_ORIGIN);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.unrouteAll();
  await page.goto("about:blank");
  await context.clearCookies();
  await context.clearPermissions();
  if (viewport) await page.setViewportSize(viewport);
}

export const test = base.extend<object, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context: BrowserContext = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, acceptDownloads: true });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ workerPage, viewport }, use) => {
    await resetPage(workerPage, viewport);
    await use(workerPage);
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
});
