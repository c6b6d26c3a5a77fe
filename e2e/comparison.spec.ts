import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn, toast } from "./helpers";

const SEARCH_TIMEOUT = { timeout: 45_000 };
const COLUMNS = ["Property", "Price", "Price/sqft", "Bedrooms", "Bathrooms", "Size", "Status", "Date", "Actions"];

function counter(page: Page, n: number) {
  return page.getByLabel(`${n} of 4 properties`);
}

function searchResults(page: Page) {
  return page.getByRole("list", { name: "Search results" }).getByRole("listitem");
}

function comparedRows(page: Page) {
  return page.getByRole("table", { name: "Properties compared" }).getByRole("row").filter({ has: page.getByRole("cell") });
}

function savedSection(page: Page) {
  return page.getByText("Saved comparisons", { exact: true }).locator("xpath=../..");
}

/** Two sales in NE3 3 from the loaded data, as search-result ids and the start of their addresses. */
function twoSales(): { id: string; street: string }[] {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const rows = db
      .prepare(`SELECT transactionId, paon, street FROM "Sale" WHERE postcode LIKE 'NE3 3%' AND saon IS NULL AND paon IS NOT NULL AND street IS NOT NULL ORDER BY transactionId LIMIT 2`)
      .all() as { transactionId: string; paon: string; street: string }[];
    if (rows.length < 2) throw new Error("expected sales in NE3 3 in the e2e database");
    const title = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
    return rows.map((row) => ({ id: `sale-${row.transactionId.replace(/[{}]/g, "")}`, street: title(`${row.paon} ${row.street}`) }));
  } finally {
    db.close();
  }
}

async function openComparison(page: Page) {
  await signIn(page, "/tools/comparison");
  await expect(page.getByRole("heading", { level: 1, name: "Property Comparison" })).toBeVisible();
}

async function searchNe3(page: Page) {
  // The postcode as typed is normalised; the first page of sales is asked for (2 miles, spec §9, is the server's).
  const request = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/comparison-candidates" && url.searchParams.get("postcode") === "NE3 3LJ" && url.searchParams.get("source") === "sales" && url.searchParams.get("page") === "1";
  });
  await page.getByRole("textbox", { name: "Postcode" }).fill("ne3 3lj");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await request;
  await expect(searchResults(page).first()).toBeVisible(SEARCH_TIMEOUT);
}

/** The address each listed result offers to add, from its Add button. */
async function listedAddresses(page: Page): Promise<string[]> {
  const labels = await page.getByRole("list", { name: "Search results" }).getByRole("button", { name: /^Add / }).evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
  // One home sold twice is listed twice with one address: each address once.
  return [...new Set(labels.map((label) => label.replace(/^Add /, "")))];
}

async function add(page: Page, address: string) {
  await page.getByRole("button", { name: `Add ${address}`, exact: true }).first().click();
}

test.describe("property comparison", () => {
  test("an empty postcode asks for one", async ({ page }) => {
    await openComparison(page);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(toast(page)).toContainText("Enter Postcode");
    await expect(toast(page)).toContainText("Please enter a postcode to search for properties.");
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
  });

  test("text that is not a postcode shows the rule and sends no search", async ({ page }) => {
    await openComparison(page);
    let searched = false;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/comparison-candidates") searched = true;
    });
    await page.getByRole("textbox", { name: "Postcode" }).fill("not a postcode");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(/^Enter a UK postcode: a full postcode/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveAttribute("aria-invalid", "true");
    expect(searched).toBe(false);
  });

  test("real Price Paid sales first, ten a page with paging; listings apart and labelled as demo data", async ({ page }) => {
    await openComparison(page);
    await searchNe3(page);
    await expect(searchResults(page)).toHaveCount(10);
    await expect(page.getByRole("button", { name: /^Sales \([\d,]+\)$/ })).toHaveAttribute("aria-pressed", "true");
    // Every listed result is a sale, labelled by its source, Land Registry's.
    for (const line of await searchResults(page).allInnerTexts()) {
      expect(line).toContain("Sold");
      expect(line).toContain("HM Land Registry Price Paid");
      expect(line).not.toContain("Demo data");
    }
    const pages = page.getByRole("navigation", { name: "Result pages" });
    await expect(pages).toContainText(/^1–10 of [\d,]+ sales within 2 miles of NE3 3LJ · page 1 of [\d,]+/);
    await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();
    const firstPage = await listedAddresses(page);

    await pages.getByRole("button", { name: "Next" }).click();
    await expect(pages).toContainText(/^11–20 of [\d,]+ sales/, SEARCH_TIMEOUT);
    await expect(searchResults(page)).toHaveCount(10);
    const secondPage = await listedAddresses(page);
    expect(secondPage).not.toEqual(firstPage);
    await pages.getByRole("button", { name: "Previous" }).click();
    await expect(pages).toContainText(/^1–10 of/, SEARCH_TIMEOUT);
    expect(await listedAddresses(page)).toEqual(firstPage);

    // A real sale can be added: it reaches the table with its source.
    await add(page, firstPage[0] ?? "");
    await expect(toast(page)).toContainText("Property Added");
    await expect(comparedRows(page).first()).toContainText("HM Land Registry Price Paid");
    await expect(comparedRows(page).first().getByRole("cell").nth(6)).toHaveText("Sold");

    // Listings: the demo layer, labelled so, and a rent reads as a rent.
    await page.getByRole("button", { name: /^Listings \([\d,]+\)$/ }).click();
    await expect(pages).toContainText(/^1–10 of [\d,]+ listings within 2 miles/, SEARCH_TIMEOUT);
    const lines = await searchResults(page).allInnerTexts();
    for (const line of lines) {
      expect(line).toContain("Demo data (synthetic)");
      expect(/£[\d,]+ pcm/.test(line), line).toBe(line.includes("To Let"));
    }
  });

  test("add up to 4, no duplicates; the table and the counter", async ({ page }) => {
    await openComparison(page);
    await expect(counter(page, 0)).toHaveText("0/4");
    await searchNe3(page);
    const addresses = await listedAddresses(page);
    expect(addresses.length).toBeGreaterThanOrEqual(5);

    const save = page.getByRole("button", { name: "Save Comparison" });
    await expect(save).toBeDisabled();

    await add(page, addresses[0] ?? "");
    await expect(toast(page)).toContainText("Property Added");
    await expect(counter(page, 1)).toHaveText("1/4");
    await expect(save).toBeDisabled();

    await add(page, addresses[0] ?? "");
    await expect(toast(page)).toContainText("This property is already in your comparison.");
    await expect(counter(page, 1)).toHaveText("1/4");

    for (const [i, address] of addresses.slice(1, 4).entries()) {
      await add(page, address);
      await expect(toast(page)).toContainText("Property Added");
      await expect(counter(page, i + 2)).toHaveText(`${i + 2}/4`);
    }
    await expect(save).toBeEnabled();

    await add(page, addresses[4] ?? "");
    await expect(toast(page)).toContainText("You can compare up to 4 properties at once.");
    await expect(counter(page, 4)).toHaveText("4/4");

    const table = page.getByRole("table", { name: "Properties compared" });
    await expect(table.getByRole("columnheader")).toHaveText(COLUMNS);
    await expect(comparedRows(page)).toHaveCount(4);
    for (const address of addresses.slice(0, 4)) {
      await expect(comparedRows(page).filter({ hasText: address })).toHaveCount(1);
    }
    await expect(page.getByLabel("Comparison summary")).toContainText("Price range");
    await expect(page.getByLabel("Comparison summary")).toContainText("Size range");
    await expect(page.getByLabel("Comparison summary")).toContainText("Property types");

    await page.getByRole("button", { name: `Remove ${addresses[1]}`, exact: true }).click();
    await expect(counter(page, 3)).toHaveText("3/4");
    await expect(comparedRows(page)).toHaveCount(3);
    await expect(comparedRows(page).filter({ hasText: addresses[1] ?? "" })).toHaveCount(0);
  });

  test("at 1440 px every column shows; narrower, the sideways scroll is marked", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openComparison(page);
    await searchNe3(page);
    for (const address of (await listedAddresses(page)).slice(0, 4)) await add(page, address);
    await expect(comparedRows(page)).toHaveCount(4);
    const scroller = page.getByTestId("comparison-scroller");
    const fits = () => scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
    expect(await fits()).toBe(true);
    const box = await scroller.boundingBox();
    for (const header of await page.getByRole("table", { name: "Properties compared" }).getByRole("columnheader").all()) {
      const cell = await header.boundingBox();
      expect(cell && box && cell.x + cell.width <= box.x + box.width + 1, await header.innerText()).toBe(true);
    }
    await expect(page.getByRole("note").filter({ hasText: /scroll the table sideways/i })).toHaveCount(0);

    await page.setViewportSize({ width: 820, height: 900 });
    await expect.poll(fits).toBe(false);
    await expect(page.getByRole("note").filter({ hasText: "More columns to the right: scroll the table sideways." })).toBeVisible();
    await expect(page.getByTestId("comparison-scroll-shade")).toHaveCSS("opacity", "1");
    await expect(page.getByRole("region", { name: "Comparison table, scrolls sideways" })).toBeVisible();
    // Scrolled to the end, the right-hand shade goes and the note says how to get back.
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.getByTestId("comparison-scroll-shade")).toHaveCSS("opacity", "0");
    await expect(page.getByRole("note").filter({ hasText: "Scroll the table sideways to see every column." })).toBeVisible();
    // The page itself never scrolls sideways: only the table does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  test("save a comparison, reopen it and delete it", async ({ page }) => {
    // Start from no saved comparisons, so this run's is the only one listed.
    const db = new Database(E2E_DATABASE);
    db.exec(`DELETE FROM "Comparison"`);
    db.close();

    await openComparison(page);
    const saved = savedSection(page);
    await expect(saved.getByText("No saved comparisons yet.")).toBeVisible();

    await searchNe3(page);
    const addresses = (await listedAddresses(page)).slice(0, 3);
    for (const address of addresses) await add(page, address);
    await expect(counter(page, 3)).toHaveText("3/4");

    await page.getByRole("button", { name: "Save Comparison" }).click();
    await expect(toast(page)).toContainText("Comparison Saved");
    const entry = saved.getByRole("listitem");
    await expect(entry).toHaveCount(1);
    for (const address of addresses) await expect(entry).toContainText(address.split(",")[0] ?? address);

    // Empty the comparison, then Open brings the saved one back.
    for (const address of addresses) await page.getByRole("button", { name: `Remove ${address}`, exact: true }).click();
    await expect(counter(page, 0)).toHaveText("0/4");
    await entry.getByRole("button", { name: "Open" }).click();
    await expect(counter(page, 3)).toHaveText("3/4");
    await expect(comparedRows(page)).toHaveCount(3);
    for (const address of addresses) await expect(comparedRows(page).filter({ hasText: address })).toHaveCount(1);

    await entry.getByRole("button", { name: "Delete saved comparison" }).click();
    await expect(saved.getByRole("listitem")).toHaveCount(0);
    await expect(saved.getByText("No saved comparisons yet.")).toBeVisible();
    // Deleting the saved copy leaves the open comparison alone.
    await expect(counter(page, 3)).toHaveText("3/4");
  });

  test("a stored comparison of two sales can be reopened and deleted", async ({ page }) => {
    // Stored straight into the database, so this journey does not depend on saving.
    const sales = twoSales();
    const db = new Database(E2E_DATABASE);
    db.exec(`DELETE FROM "Comparison"`);
    db.prepare(`INSERT INTO "Comparison" (id, userId, propertyIds, createdAt) VALUES (?, ?, ?, ?)`).run(
      randomUUID(),
      "default-user",
      JSON.stringify(sales.map((sale) => sale.id)),
      new Date().toISOString(),
    );
    db.close();

    await openComparison(page);
    const entry = savedSection(page).getByRole("listitem");
    await expect(entry).toHaveCount(1);
    for (const sale of sales) await expect(entry).toContainText(sale.street);

    await entry.getByRole("button", { name: "Open" }).click();
    await expect(counter(page, 2)).toHaveText("2/4");
    await expect(comparedRows(page)).toHaveCount(2);
    for (const sale of sales) await expect(comparedRows(page).filter({ hasText: sale.street })).toHaveCount(1);
    await expect(comparedRows(page).first().getByRole("cell").nth(6)).toHaveText("Sold");

    await entry.getByRole("button", { name: "Delete saved comparison" }).click();
    await expect(entry).toHaveCount(0);
    await expect(savedSection(page).getByText("No saved comparisons yet.")).toBeVisible();
  });
});
