import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import { expect, test, type Download, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn } from "./helpers";

const TIMEOUT = { timeout: 45_000 };
const TODAY = new Date().toISOString().slice(0, 10);

// No real address starts with "=", so one is seeded for the UPRN journey, at a postcode that
// holds nothing else, and removed afterwards. (The writer's unit tests cover every character.)
const SEEDED = { uprn: "999999999901", postcode: "NE99 9ZZ", singleLine: '=HYPERLINK("http://example.invalid","Flat 1"), E2E Road' };

function seedFormulaAddress() {
  const db = new Database(E2E_DATABASE);
  try {
    db.prepare(`DELETE FROM "Address" WHERE uprn = ?`).run(SEEDED.uprn);
    db.prepare(`INSERT INTO "Address" (uprn, paon, street, postcode, singleLine, source, period) VALUES (?, '1', 'E2E Road', ?, ?, 'e2e', 'seeded')`).run(SEEDED.uprn, SEEDED.postcode, SEEDED.singleLine);
  } finally {
    db.close();
  }
}

function removeFormulaAddress() {
  const db = new Database(E2E_DATABASE);
  try {
    db.prepare(`DELETE FROM "Address" WHERE uprn = ?`).run(SEEDED.uprn);
  } finally {
    db.close();
  }
}

/** Clicks Export CSV and returns the file's name and text (BOM kept, to check it). */
async function exportCsv(page: Page, button = page.getByRole("button", { name: "Export CSV" })): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, "utf8") };
}

/** A CSV's lines, split on CRLF (a line break inside a quoted field would be LF alone here). */
function lines(text: string): string[] {
  return text.split("\r\n");
}

test.describe("CSV export", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/search");
  });

  test("search results download as a CSV with the screen's columns, units and unformatted numbers", async ({ page }) => {
    await page.getByRole("textbox", { name: "Postcode" }).fill("NE3 3LJ");
    const radius = page.getByRole("combobox", { name: "Radius" });
    await radius.selectOption({ label: "1 mile" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const button = page.getByRole("button", { name: "Export CSV" });
    await expect(button).toBeEnabled(TIMEOUT);

    // Keyboard: focus the button and press Enter.
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toBe(`search-NE3-3LJ-1mile-${TODAY}.csv`);
    const text = await readFile(await download.path(), "utf8");

    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, first] = lines(text.slice(1));
    expect(header).toBe("Address,Postcode,Status,Price (£),Rent (£ per month),Type,Non-residential / additional price paid,Bedrooms,Bathrooms,Floor area (sq ft),Date,Source,Period");
    // The first row is the first card on screen (sorted by date): its address, and its price as a plain number.
    const card = page.getByTestId("property-card").first();
    const firstAddress = (await card.locator("p[title]").first().getAttribute("title")) ?? "";
    expect(firstAddress.length).toBeGreaterThan(0);
    expect(first?.startsWith(firstAddress.includes(",") ? `"${firstAddress}"` : firstAddress)).toBe(true);
    // The card's first line is its price ("£167,500", with " pcm" for a rent).
    const shownPrice = /£([\d,]+)/.exec((await card.locator("p").first().textContent()) ?? "")?.[1]?.replace(/,/g, "");
    expect(shownPrice).toMatch(/^\d+$/);
    expect(first).toMatch(new RegExp(`,(Sold|For Sale),${shownPrice},,|,To Let,,${shownPrice},`));
    expect(first).not.toContain("£");
    expect(first).toMatch(/,\d{4}-\d{2}-\d{2},/);
  });

  test("UPRN results download, and an address starting with = arrives neutralised", async ({ page }) => {
    seedFormulaAddress();
    try {
      await page.goto("/tools/uprn-lookup");
      await page.getByRole("tab", { name: "Postcode" }).click();
      await page.getByRole("textbox", { name: "Postcode" }).fill(SEEDED.postcode);
      await page.getByRole("button", { name: "Look up" }).click();
      await expect(page.getByText("1 UPRN found")).toBeVisible(TIMEOUT);

      const { name, text } = await exportCsv(page);
      expect(name).toBe(`uprn-NE99-9ZZ-${TODAY}.csv`);
      const [header, row, end] = lines(text.replace(/^\uFEFF/, ""));
      expect(header).toBe("UPRN,Address,Postcode,Latitude,Longitude,Distance (m),Source,Period");
      // Neutralised with a leading quote, then quoted per RFC 4180 (it has commas and quotes).
      expect(row).toBe(`${SEEDED.uprn},"'=HYPERLINK(""http://example.invalid"",""Flat 1""), E2E Road",NE99 9ZZ,,,,e2e,seeded`);
      expect(end).toBe("");
    } finally {
      removeFormulaAddress();
    }
  });

  test("comparable sales export in the order the table is sorted", async ({ page }) => {
    await page.goto("/residential/valuation");
    await page.getByRole("textbox", { name: "Postcode" }).fill("NE3 3LJ");
    await page.getByRole("combobox", { name: "Property type" }).click();
    await page.getByRole("option", { name: "Flat", exact: true }).click();
    await page.getByRole("button", { name: "Get valuation" }).click();
    const comparables = page.getByRole("table", { name: "Comparable sales" });
    await expect(comparables).toBeVisible(TIMEOUT);
    const priceHeader = comparables.getByRole("columnheader", { name: "Price", exact: true });
    await priceHeader.getByRole("button").click();
    await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");

    const { name, text } = await exportCsv(page, page.getByRole("button", { name: "Export CSV of comparable sales" }));
    expect(name.toLowerCase()).toBe(`comparables-ne3-3lj-flat-${TODAY}.csv`);
    const [header, ...rows] = lines(text.replace(/^\uFEFF/, "")).filter(Boolean);
    expect(header).toBe("Address,Postcode,Floor area (sq ft),Type,Date,Price (£),Adjusted price (£),Distance (miles),Weight (%),Source");
    expect(rows.length).toBe((await comparables.getByRole("row").count()) - 1);
    // Price is the fifth column counted from the end (addresses may hold quoted commas).
    const prices = rows.map((row) => Number(row.split(",").at(-5)));
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("the trends table exports its months with unformatted prices, source and period", async ({ page }) => {
    await page.goto("/tools/trends");
    const table = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Median price" }) });
    const firstRow = table.getByRole("row").filter({ has: page.getByRole("cell") }).first();
    await expect(firstRow).toBeVisible(TIMEOUT);
    const { name, text } = await exportCsv(page);
    expect(name).toBe(`trends-NE3-all-${TODAY}.csv`);
    const [header, row] = lines(text.replace(/^\uFEFF/, ""));
    expect(header).toBe("Month,Median price (£),Average price (£),Sales,Source,Period");
    const [month, median, , sales] = (await firstRow.getByRole("cell").allInnerTexts()).map((t) => t.trim());
    expect(row).toMatch(/^\d{4}-\d{2},\d+,\d+,\d+,[^,]+,/);
    expect(row).toContain(`,${median?.replace(/[£,]/g, "")},`);
    expect(row?.split(",")[3]).toBe(sales);
    expect(new Date(`${row?.slice(0, 7)}-01T00:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "numeric", timeZone: "UTC" })).toBe(month);
  });

  test("the map's list view exports the properties it lists", async ({ page }) => {
    await page.goto("/tools/map");
    await page.getByRole("textbox", { name: "Postcode" }).fill("NE3 3LJ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText(/^[1-9]\d* of \d+ properties shown$/)).toBeVisible(TIMEOUT);
    await page.getByRole("tab", { name: "List View" }).click();
    const items = page.getByRole("list", { name: "Properties on the map" }).getByRole("listitem");
    const count = await items.count();
    const { name, text } = await exportCsv(page);
    expect(name).toBe(`map-NE3-3LJ-1mile-${TODAY}.csv`);
    const [header, ...rows] = lines(text.replace(/^\uFEFF/, "")).filter(Boolean);
    expect(header).toMatch(/^Address,Postcode,Status,Price \(£\),Rent \(£ per month\),/);
    expect(rows).toHaveLength(count);
  });

  test("the comparison exports only once it has a row, with its price per sq ft column", async ({ page }) => {
    await page.goto("/tools/comparison");
    const button = page.getByRole("button", { name: "Export CSV" });
    await expect(button).toBeDisabled();
    await page.getByRole("textbox", { name: "Postcode" }).fill("NE3 3LJ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const add = page.getByRole("list", { name: "Search results" }).getByRole("button", { name: /^Add / }).first();
    await expect(add).toBeVisible(TIMEOUT);
    const address = ((await add.getAttribute("aria-label")) ?? "").replace(/^Add /, "");
    await add.click();
    await expect(button).toBeEnabled();

    const { name, text } = await exportCsv(page, button);
    // Named by the postcodes compared: the first result within 2 miles may be in another one.
    expect(name).toMatch(new RegExp(`^comparison-[A-Z0-9]+-[A-Z0-9]+-${TODAY}\\.csv$`));
    const [header, row, end] = lines(text.replace(/^\uFEFF/, ""));
    expect(header).toBe("Address,Postcode,Status,Price (£),Rent (£ per month),Type,Non-residential / additional price paid,Bedrooms,Bathrooms,Floor area (sq ft),Date,Source,Period,Price per sq ft (£)");
    expect(row?.startsWith(address.includes(",") ? `"${address}"` : address)).toBe(true);
    expect(end).toBe("");
  });
});
