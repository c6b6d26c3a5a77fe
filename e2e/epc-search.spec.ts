import Database from "better-sqlite3";
import { expect, test, type Locator, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { getRatingColour } from "../lib/epc/rating-colour";
import { signIn, toast } from "./helpers";

const SEARCH_TIMEOUT = { timeout: 45_000 };
const FAILURE_TEXT = "Error searching EPC register. Please check your search term and try again.";

type Certificate = { uprn: string; postcode: string; currentEnergyRating: string | null; dateOfExpiry: unknown; source: string };

function readCertificates(sql: string): Certificate[] {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    return db.prepare(sql).all() as Certificate[];
  } finally {
    db.close();
  }
}

const toDate = (value: unknown) => new Date(typeof value === "number" ? value : String(value));

/** A home in the e2e data with an expired certificate and a newer valid one. */
function homeWithHistory(): { uprn: string; postcode: string; certificates: Certificate[] } {
  const rows = readCertificates(`SELECT uprn, postcode, currentEnergyRating, dateOfExpiry, source FROM "EpcCertificate" WHERE uprn IN (SELECT uprn FROM "EpcCertificate" WHERE uprn IS NOT NULL GROUP BY uprn HAVING COUNT(*) >= 2) ORDER BY uprn`);
  const byUprn = new Map<string, Certificate[]>();
  for (const row of rows) byUprn.set(row.uprn, [...(byUprn.get(row.uprn) ?? []), row]);
  for (const [uprn, certificates] of byUprn) {
    const expired = certificates.filter((c) => toDate(c.dateOfExpiry).getTime() < Date.now());
    const rated = certificates.every((c) => c.currentEnergyRating && /^[A-G]$/.test(c.currentEnergyRating));
    if (expired.length > 0 && expired.length < certificates.length && rated) return { uprn, postcode: certificates[0]!.postcode, certificates };
  }
  throw new Error("no home with an expired and a current certificate in the e2e database");
}

function results(page: Page): Locator {
  return page.getByRole("list", { name: "Energy Performance Certificates" }).getByRole("listitem");
}

async function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function searchByUprn(page: Page, uprn: string) {
  await page.getByRole("textbox", { name: "UPRN" }).fill(uprn);
  await page.getByRole("button", { name: "Search EPC" }).click();
}

async function checkHomeWithHistory(page: Page) {
  const home = homeWithHistory();
  await searchByUprn(page, home.uprn);
  await expect(page.getByRole("heading", { name: "EPC Search Results" })).toBeVisible(SEARCH_TIMEOUT);
  await expect(page.getByText(`Found ${home.certificates.length} Energy Performance Certificates`, { exact: true })).toBeVisible();
  const items = results(page);
  await expect(items).toHaveCount(home.certificates.length);

  // Every field of spec §2.1 on each result.
  for (const label of ["Current rating", "Potential rating", "Inspection date", "Property type", "Built form", "Total floor area", "CO₂ rating", "UPRN", "Valid until"]) {
    await expect(items.first().getByText(label, { exact: true })).toBeVisible();
  }
  await expect(items.first()).toContainText(home.postcode);
  await expect(items.first()).toContainText(/\d+ m²/);
  await expect(items.first()).toContainText(/\d+ points/);
  await expect(items.first().getByText(home.uprn, { exact: true })).toBeVisible();

  // Newest first: the valid-until dates fall down the list, and the oldest has expired.
  const validUntil = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const label = [...element.querySelectorAll("dt")].find((dt) => dt.textContent === "Valid until");
      return label?.nextElementSibling?.textContent?.replace(" (expired)", "") ?? "";
    }),
  );
  const times = validUntil.map((text) => Date.parse(`${text} UTC`));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  await expect(items.first().getByText("Expired", { exact: true })).toHaveCount(0);
  await expect(items.last().getByText("Expired", { exact: true })).toBeVisible();

  // Ratings in their colours, and the source said on each row.
  const badges = items.getByTestId("epc-rating");
  for (const badge of await badges.all()) {
    const letter = (await badge.textContent()) ?? "";
    expect(await backgroundOf(badge)).toBe(rgbOf(getRatingColour(letter).background));
  }
  const label = home.certificates[0]!.source === "demo" ? "Demo data (synthetic)" : "Source: EPC register (our import)";
  for (const item of await items.all()) await expect(item.getByText(label)).toBeVisible();
}

test.describe("EPC Register Search", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/tools/epc-search");
    await expect(page.getByRole("heading", { level: 1, name: "EPC Register Search" })).toBeVisible();
    await expect(page.getByText("Search the official UK Energy Performance Certificate database by UPRN or postcode")).toBeVisible();
  });

  test("a UPRN lists its certificates newest first with every field, rating colours, source and the expired one marked", async ({ page }) => {
    await expect(page.getByRole("tab", { name: "Search by UPRN" })).toHaveAttribute("aria-selected", "true");
    await checkHomeWithHistory(page);
  });

  test("the same journey fits a phone (390 px) without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkHomeWithHistory(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("a postcode typed loosely is searched whole; the typed text stays when changing tabs", async ({ page }) => {
    const home = homeWithHistory();
    const loose = home.postcode.toLowerCase().replace(" ", "");
    await page.getByRole("textbox", { name: "UPRN" }).fill(loose);
    await page.getByRole("tab", { name: "Search by Postcode" }).click();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue(loose);
    await page.getByRole("button", { name: "Search EPC" }).click();
    await expect(page.getByRole("heading", { name: "EPC Search Results" })).toBeVisible(SEARCH_TIMEOUT);
    const count = readCertificates(`SELECT uprn FROM "EpcCertificate" WHERE postcode = '${home.postcode}'`).length;
    await expect(page.getByText(new RegExp(`^Found ${count} Energy Performance Certificates`))).toBeVisible();
    await expect(results(page)).toHaveCount(Math.min(count, 100));
    for (const text of await results(page).allInnerTexts()) expect(text).toContain(home.postcode);
    await page.getByRole("tab", { name: "Search by UPRN" }).click();
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveValue(loose);
  });

  test("a blank or whitespace term shows the tab's destructive 'Error' toast and searches nothing", async ({ page }) => {
    await page.getByRole("button", { name: "Search EPC" }).click();
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Please enter a valid UPRN");
    await page.getByRole("tab", { name: "Search by Postcode" }).click();
    await page.getByRole("textbox", { name: "Postcode" }).fill("   ");
    await page.getByRole("button", { name: "Search EPC" }).click();
    await expect(toast(page)).toContainText("Please enter a valid postcode");
    await expect(page.getByRole("heading", { name: "EPC Search Results" })).toHaveCount(0);
  });

  test("'Searching...' while the register answers, then the empty state for a UPRN with no certificate", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/epc/search/*", async (route) => {
      await held;
      await route.continue();
    });
    await searchByUprn(page, "999999999999");
    const busy = page.getByRole("button", { name: "Searching..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByText("No EPC certificates found for this search.")).toBeVisible(SEARCH_TIMEOUT);
    await expect(page.getByText("Found 0 Energy Performance Certificates", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Search EPC" })).toBeEnabled();
  });

  test("a term the register cannot take shows the error card with the reason", async ({ page }) => {
    await searchByUprn(page, "abc");
    const card = page.getByRole("alert").filter({ hasText: FAILURE_TEXT });
    await expect(card).toBeVisible(SEARCH_TIMEOUT);
    await expect(card).toContainText("UPRN should be a numeric value (1-12 digits)");
    await page.getByRole("tab", { name: "Search by Postcode" }).click();
    await page.getByRole("textbox", { name: "Postcode" }).fill("NE3");
    await page.getByRole("button", { name: "Search EPC" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Enter a full UK postcode" })).toBeVisible(SEARCH_TIMEOUT);
  });

  test("a rating outside A–G is grey", async ({ page }) => {
    const [odd] = readCertificates(`SELECT uprn, postcode, currentEnergyRating, dateOfExpiry, source FROM "EpcCertificate" WHERE uprn IS NOT NULL AND currentEnergyRating IS NOT NULL AND currentEnergyRating NOT IN ('A','B','C','D','E','F','G') LIMIT 1`);
    // The demo layer always lodges a few (lib/demo/build-epc-certificates.ts): a journey that
    // skipped itself without them could never fail.
    expect(odd, "the bundled demo layer should hold a certificate rated outside A–G").toBeDefined();
    await searchByUprn(page, odd!.uprn);
    const badge = page.getByRole("list", { name: "Energy Performance Certificates" }).getByTestId("epc-rating").filter({ hasText: odd!.currentEnergyRating! }).first();
    await expect(badge).toBeVisible(SEARCH_TIMEOUT);
    expect(await backgroundOf(badge)).toBe(rgbOf(getRatingColour(null).background));
  });
});
