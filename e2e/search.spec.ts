import Database from "better-sqlite3";
import { expect, test, type Locator, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn } from "./helpers";

const POSTCODE_MESSAGE = "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3).";
const UPRN_MESSAGE = "UPRN should be a numeric value (1-12 digits)";
const ADDRESS_MESSAGE = "Enter at least 3 characters of the address.";
// The first search builds the page's data on a slow shared machine: allow for it.
const SEARCH_TIMEOUT = { timeout: 45_000 };

/** A UPRN from the loaded data: 27 Bradwell Road, NE3 3LJ (it has a recorded sale). */
function bradwellRoadUprn(): string {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const row = db.prepare(`SELECT uprn FROM "Address" WHERE postcode = 'NE3 3LJ' AND paon = '27' AND street = 'Bradwell Road'`).get() as { uprn: string } | undefined;
    if (!row) throw new Error("27 Bradwell Road, NE3 3LJ is missing from the e2e database");
    return row.uprn;
  } finally {
    db.close();
  }
}

function results(page: Page) {
  return page.getByRole("region", { name: "Search results" });
}

/** A stat card: the label, its value and its detail line share one container. */
function statCard(page: Page, label: string): Locator {
  return results(page).getByText(label, { exact: true }).locator("xpath=..");
}

function cards(page: Page) {
  return results(page).getByTestId("property-card");
}

function priceOf(text: string): number {
  const match = /£([\d,]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no price in "${text}"`);
  return Number(match[1].replace(/,/g, ""));
}

async function chooseOption(page: Page, combobox: string, option: string) {
  const select = page.getByRole("combobox", { name: combobox });
  await select.selectOption({ label: option });
  await expect(select.locator("option:checked")).toHaveText(option);
}

/** Waits for the server's answer to a new order (the cards shown meanwhile are marked busy). */
async function waitForSorted(page: Page) {
  await expect(results(page).locator('ul[aria-busy="true"]')).toHaveCount(0, SEARCH_TIMEOUT);
}

/** Presses Load more until every property is listed. */
async function showAll(page: Page) {
  await waitForSorted(page);
  const more = results(page).getByRole("button", { name: "Load more" });
  while (await more.isVisible()) {
    const before = await cards(page).count();
    await more.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
}

async function searchPostcode(page: Page, postcode: string, radius?: string) {
  await page.getByRole("textbox", { name: "Postcode" }).fill(postcode);
  if (radius) await chooseOption(page, "Radius", radius);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("property search", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/search");
    await expect(page.getByRole("heading", { level: 1, name: "Property Search" })).toBeVisible();
  });

  test("shows the Get Started cards before any search, and the three search tabs", async ({ page }) => {
    const getStarted = page.getByRole("region", { name: "Get started" });
    for (const card of ["Property Search", "Valuation Tool", "Area Analysis", "Property Comparison"]) {
      await expect(getStarted.getByRole("link", { name: `Get Started with ${card}` })).toBeVisible();
    }
    await expect(page.getByRole("tab")).toHaveText(["Postcode", "UPRN", "Address"]);
    await expect(page.getByRole("tab", { name: "Postcode" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("combobox", { name: "Radius" }).locator("option:checked")).toHaveText("1 mile");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();
    await expect(results(page)).toHaveCount(0);
  });

  test("NE1 4AL within half a mile: commercial and category B sales are labelled and kept out of the average", async ({ page }) => {
    await searchPostcode(page, "NE1 4AL", "0.5 miles");
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    // Homes here sell for well under £300,000; the office blocks and the aparthotel (millions) are not in the average.
    await expect(statCard(page, "Average Price")).toContainText(/homes at standard prices, [\d,]+ other sales left out/);
    expect(priceOf(await statCard(page, "Average Price").locator("p").nth(1).innerText())).toBeLessThan(300_000);
    const labelled = cards(page).filter({ has: page.getByText("Non-residential / additional price paid", { exact: true }) });
    await expect(labelled.first()).toBeVisible();
    await expect(results(page).getByText(/sales? (is|are) not in the average, change or trend/)).toBeVisible();
  });

  test("postcode NE3 3LJ within 1 mile: stat cards, status badges, sort, layout and price trends", async ({ page }) => {
    await searchPostcode(page, "ne3 3lj", "1 mile");

    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    await expect(page.getByRole("region", { name: "Get started" })).toHaveCount(0);
    await expect(statCard(page, "Average Price")).toContainText(/£[\d,]+/);
    await expect(statCard(page, "Average Price")).toContainText(/over 12 months|12-month change/);
    await expect(statCard(page, "Properties Found")).toContainText(/\d/);
    await expect(statCard(page, "Days on Market")).toContainText(/\d+ days/);
    await expect(statCard(page, "Search Radius")).toContainText("1 mile");
    await expect(statCard(page, "Search Radius")).toContainText("Around NE3 3LJ");

    // Cards of each status: sales from the Land Registry, for-sale and to-let demo listings.
    await expect(cards(page).first()).toBeVisible();
    for (const status of ["Sold", "For Sale", "To Let"]) {
      await expect(cards(page).filter({ has: page.getByText(status, { exact: true }) }).first()).toBeVisible();
    }
    const found = Number((await statCard(page, "Properties Found").locator("p").nth(1).innerText()).replace(/,/g, ""));
    expect(found).toBeGreaterThanOrEqual(await cards(page).count());

    // The server answers 50 cards at a time; Load more (a button, here from the keyboard)
    // fetches the next page after them.
    const showing = (count: number) => results(page).getByText(new RegExp(`^Showing ${count.toLocaleString("en-GB")} of ${found.toLocaleString("en-GB")} properties$`));
    await expect(cards(page)).toHaveCount(Math.min(found, 50));
    await expect(showing(Math.min(found, 50))).toBeVisible();
    expect(found, "NE3 3LJ within a mile has more than a page").toBeGreaterThan(50);
    await results(page).getByRole("button", { name: "Load more" }).focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(Math.min(found, 100), SEARCH_TIMEOUT);
    await expect(showing(Math.min(found, 100))).toBeVisible();

    // Sort by price: sale prices dearest first, then the monthly rents (pcm) dearest first,
    // never a rent among the sale prices; "Lowest first" turns each group round.
    await chooseOption(page, "Sort by", "Price");
    await expect(page.getByRole("combobox", { name: "Order" }).locator("option:checked")).toHaveText("Highest first");
    await showAll(page);
    const priceTexts = await cards(page).getByText(/^£[\d,]+( pcm)?$/).allInnerTexts();
    expect(priceTexts).toHaveLength(await cards(page).count());
    const firstRent = priceTexts.findIndex((text) => text.endsWith("pcm"));
    expect(firstRent).toBeGreaterThan(0);
    const salePrices = priceTexts.slice(0, firstRent);
    const rents = priceTexts.slice(firstRent);
    expect(rents.every((text) => text.endsWith("pcm"))).toBe(true);
    expect(salePrices.map(priceOf)).toEqual(salePrices.map(priceOf).sort((a, b) => b - a));
    expect(rents.map(priceOf)).toEqual(rents.map(priceOf).sort((a, b) => b - a));

    await chooseOption(page, "Order", "Lowest first");
    await showAll(page);
    const ascending = await cards(page).getByText(/^£[\d,]+( pcm)?$/).allInnerTexts();
    expect(ascending.slice(0, firstRent).map(priceOf)).toEqual(salePrices.map(priceOf).sort((a, b) => a - b));
    expect(ascending.slice(firstRent).map(priceOf)).toEqual(rents.map(priceOf).sort((a, b) => a - b));
    expect(ascending.slice(firstRent).every((text) => text.endsWith("pcm"))).toBe(true);

    // Each figure names its own source: a sold card's price, date and type are Price Paid's,
    // its floor area and UPRN the demo layers'; Days on Market is of the demo listings.
    const soldWithSize = cards(page).filter({ has: page.getByText("Sold", { exact: true }) }).filter({ hasText: "sq ft" }).first();
    const sources = soldWithSize.getByRole("list", { name: "Sources" });
    await expect(sources.getByRole("listitem").filter({ hasText: "Price, date and type:" })).toContainText("HM Land Registry Price Paid");
    await expect(sources.getByRole("listitem").filter({ hasText: /Floor area( and UPRN)?:/ })).toContainText("Demo data (synthetic)");
    await expect(sources.getByRole("listitem").filter({ hasText: "HM Land Registry Price Paid" })).not.toContainText(/floor area|UPRN/i);
    await expect(statCard(page, "Days on Market")).toContainText("Demo data (synthetic)");
    // The coverage line reads its period as months, never "2022-01..2022-09".
    await expect(page.getByText(/^Sales: HM Land Registry Price Paid, [A-Z][a-z]{2,3} \d{4}( – [A-Z][a-z]{2,3} \d{4})?\./)).toBeVisible();

    // Grid / list toggle.
    const grid = page.getByRole("button", { name: "Grid view" });
    const list = page.getByRole("button", { name: "List view" });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveAttribute("aria-pressed", "false");
    await list.click();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await grid.click();
    await expect(grid).toHaveAttribute("aria-pressed", "true");

    // Price Trends tab: the bar chart and its min–max caption.
    await page.getByRole("tab", { name: "Price Trends" }).click();
    await expect(page.getByText(/Range: £[\d,]+ – £[\d,]+/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Average sale price by month" })).toBeVisible();
  });

  test("an outward code searches the whole area", async ({ page }) => {
    await searchPostcode(page, "NE3");
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    const radiusCard = statCard(page, "Search Radius");
    await expect(radiusCard).toContainText("NE3");
    await expect(radiusCard).toContainText("Whole outward code");
    await expect(radiusCard).not.toContainText("mile");
    await expect(cards(page).first()).toBeVisible();
  });

  test("validation: postcode, UPRN and address", async ({ page }) => {
    const search = page.getByRole("button", { name: "Search", exact: true });

    await page.getByRole("textbox", { name: "Postcode" }).fill("hello");
    await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
    await expect(search).toBeDisabled();

    await page.getByRole("tab", { name: "UPRN" }).click();
    await page.getByRole("textbox", { name: "UPRN" }).fill("12a");
    await expect(page.getByText(UPRN_MESSAGE)).toBeVisible();
    await expect(search).toBeDisabled();
    await page.getByRole("textbox", { name: "UPRN" }).fill("1234567890123");
    await expect(page.getByText(UPRN_MESSAGE)).toBeVisible();
    await expect(search).toBeDisabled();
    await page.getByRole("textbox", { name: "UPRN" }).fill("123456");
    await expect(page.getByText(UPRN_MESSAGE)).toBeHidden();
    await expect(search).toBeEnabled();

    await page.getByRole("tab", { name: "Address" }).click();
    await page.getByRole("textbox", { name: "Address" }).fill("ab");
    await expect(page.getByText(ADDRESS_MESSAGE)).toBeVisible();
    await expect(search).toBeDisabled();
    await page.getByRole("textbox", { name: "Address" }).fill("abc");
    await expect(page.getByText(ADDRESS_MESSAGE)).toBeHidden();
    await expect(search).toBeEnabled();
    await expect(page.getByRole("region", { name: "Get started" })).toBeVisible();
  });

  test("a valid postcode outside the bundled data shows the server's message", async ({ page }) => {
    await searchPostcode(page, "SW1A 1AA");
    const error = page.getByRole("alert").filter({ hasText: "The search could not be completed." });
    await expect(error).toBeVisible(SEARCH_TIMEOUT);
    await expect(error).toContainText("Postcode SW1A 1AA was not found.");
    await expect(results(page)).toHaveCount(0);
  });

  test("a UPRN search shows that property's card", async ({ page }) => {
    const uprn = bradwellRoadUprn();
    await page.getByRole("tab", { name: "UPRN" }).click();
    await page.getByRole("textbox", { name: "UPRN" }).fill(` ${uprn} `);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    const card = cards(page).filter({ hasText: `UPRN ${uprn}` }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText("27 Bradwell Road");
    await expect(card).toContainText("NE3 3LJ");
    await expect(card.getByText("Sold", { exact: true })).toBeVisible();
    // The radius card says briefly what was searched, not the whole address.
    await expect(statCard(page, "Search Radius")).toContainText("Single property");
    await expect(statCard(page, "Search Radius")).toContainText(`UPRN ${uprn}`);
  });

  test("an address search finds the property", async ({ page }) => {
    await page.getByRole("tab", { name: "Address" }).click();
    await page.getByRole("textbox", { name: "Address" }).fill("27 Bradwell Road, NE3 3LJ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    await expect(cards(page).filter({ hasText: "27 Bradwell Road" }).first()).toBeVisible();
  });

  test("a searched postcode appears in Recent Searches, and its link runs the search again", async ({ page }) => {
    // A postcode no other journey searches, so it is the newest entry.
    const postcode = "NE3 3PN";
    await searchPostcode(page, postcode.toLowerCase());
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);

    const recent = page.getByRole("region", { name: "Recent Searches" });
    const link = recent.getByRole("link", { name: postcode, exact: true });
    await expect(link).toBeVisible();
    await expect(recent.getByRole("link").first()).toHaveText(postcode);
    await expect(link).toHaveAttribute("href", `/residential/search?postcode=${encodeURIComponent(postcode)}`);

    await link.click();
    await expect(page).toHaveURL(/\/residential\/search\?postcode=NE3(%20|\+)3PN$/);
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue(postcode);
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    await expect(statCard(page, "Search Radius")).toContainText(`Around ${postcode}`);
  });

  test("?postcode= pre-fills the form and runs the search", async ({ page }) => {
    await page.goto("/residential/search?postcode=NE3%203LJ");
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("NE3 3LJ");
    await expect(results(page)).toBeVisible(SEARCH_TIMEOUT);
    await expect(statCard(page, "Search Radius")).toContainText("1 mile");
    await expect(statCard(page, "Search Radius")).toContainText("Around NE3 3LJ");
    await expect(cards(page).first()).toBeVisible();
  });
});
