import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

const LOAD_TIMEOUT = { timeout: 45_000 };

function monthlyTable(page: Page) {
  return page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Median price" }) });
}

async function chooseType(page: Page, type: string) {
  await page.getByRole("combobox", { name: "Property type" }).click();
  await page.getByRole("option", { name: type, exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Property type" })).toContainText(type);
}

test.describe("market trends", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/tools/trends");
    await expect(page.getByRole("heading", { level: 1, name: "Market Trends" })).toBeVisible();
  });

  test("opens on NE3, all types, with the chart and the monthly table", async ({ page }) => {
    await expect(page.getByRole("textbox", { name: "Area" })).toHaveValue("NE3");
    await expect(page.getByRole("combobox", { name: "Property type" })).toContainText("All residential types");
    await expect(page.getByRole("heading", { name: "NE3 · All residential types" })).toBeVisible(LOAD_TIMEOUT);
    await expect(page.getByText(/^[\d,]+ sales, .+ · HM Land Registry Price Paid Data$/)).toBeVisible();
    // The figures say which sales they cover: homes at standard prices, not commercial or category B.
    await expect(page.getByText(/^All residential types \(detached, semi-detached, terraced, flats\) sold at standard prices/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Median price and number of sales by month" })).toBeVisible();

    const table = monthlyTable(page);
    await expect(table.getByRole("columnheader")).toHaveText(["Month", "Median price", "Average price", "Sales"]);
    const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
    expect(await rows.count()).toBeGreaterThan(1);
    await expect(rows.first().getByRole("cell")).toHaveText([/^[A-Z][a-z]{2} \d{4}$/, /^£[\d,]+$/, /^£[\d,]+$/, /^\d+$/]);
  });

  test("Detached and Show trends updates the heading and the figures", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "NE3 · All residential types" })).toBeVisible(LOAD_TIMEOUT);
    const allSales = await page.getByText(/^[\d,]+ sales, /).innerText();

    await chooseType(page, "Detached");
    await page.getByRole("button", { name: "Show trends" }).click();
    await expect(page.getByRole("heading", { name: "NE3 · Detached" })).toBeVisible(LOAD_TIMEOUT);
    await expect(page.getByRole("heading", { name: "NE3 · All residential types" })).toHaveCount(0);
    const detachedSales = await page.getByText(/^[\d,]+ sales, /).innerText();
    const count = (text: string) => Number(/^([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ""));
    expect(count(detachedSales)).toBeGreaterThan(0);
    expect(count(detachedSales)).toBeLessThan(count(allSales));
    await expect(page.getByRole("img", { name: "Median price and number of sales by month" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show trends" })).toBeEnabled();
  });

  test("an area with no sales shows the server's message", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "NE3 · All residential types" })).toBeVisible(LOAD_TIMEOUT);
    await page.getByRole("textbox", { name: "Area" }).fill("M99");
    await page.getByRole("button", { name: "Show trends" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "No sales were found for M99." });
    await expect(alert).toBeVisible(LOAD_TIMEOUT);
    await expect(page.getByRole("heading", { name: /^NE3 · / })).toHaveCount(0);
  });
});
