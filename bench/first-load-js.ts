// First-load JavaScript of each page, as a browser receives it: the gzipped size of every
// script a fresh page load fetches (signed in, nothing cached).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { heading } from "./bench-db";
import { BENCH_PASSWORD, type Server } from "./serve";

const PAGES = ["/search", "/valuation", "/area-analysis", "/investment", "/comparison", "/map", "/tools/trends", "/tools/uprn-lookup", "/title-lookup"];

export async function benchFirstLoadJs(server: Server) {
  heading("First-load JavaScript per page (gzip)");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"] });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.base}/search`);
    await page.getByPlaceholder("Enter password").fill(BENCH_PASSWORD);
    await page.getByRole("button", { name: "Access System" }).click();
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    for (const path of PAGES) {
      const fresh = await browser.newContext({ storageState: await context.storageState() });
      const tab = await fresh.newPage();
      const scripts = new Set<string>();
      tab.on("response", (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js")) scripts.add(url.pathname);
      });
      await tab.goto(`${server.base}${path}`, { waitUntil: "networkidle" });
      let gzipBytes = 0;
      for (const script of scripts) gzipBytes += gzipSync(readFileSync(`.next${script.replace("/_next", "")}`)).length;
      console.log(`${path.padEnd(20)} ${(gzipBytes / 1024).toFixed(1).padStart(7)} kB gzip in ${scripts.size} scripts`);
      await fresh.close();
    }
  } finally {
    await browser.close();
  }
}
