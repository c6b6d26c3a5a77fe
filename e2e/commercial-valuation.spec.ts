import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

const figure = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function openValuation(page: Page) {
  await signIn(page, "/commercial/valuation");
  await expect(page.getByRole("heading", { level: 1, name: "Commercial Valuation" })).toBeVisible();
}

test.describe("commercial valuation", () => {
  test("values the textbook shop by term and reversion and shows the working", async ({ page }) => {
    await openValuation(page);
    await expect(page.getByLabel("Passing rent (£ a year)")).toHaveValue("50000");
    await expect(page.getByLabel("Purchaser's costs (%)")).toHaveValue("6.8");
    // Every input is explained beside it.
    await expect(page.getByText("The ERV: the rent the space would let for on the open market today")).toBeVisible();

    await page.getByRole("button", { name: "Value", exact: true }).click();
    await expect(figure(page, "Capital value (gross)")).toContainText("£833,335");
    await expect(figure(page, "Capital value (net of costs)")).toContainText("£780,276");
    await expect(figure(page, "Net initial yield")).toContainText("6.00%");
    await expect(figure(page, "Equivalent yield")).toContainText("6.98%");
    await expect(figure(page, "Reversionary yield")).toContainText("7.20%");
    const working = page.getByRole("table").filter({ hasText: "Gross value (term + reversion)" });
    await expect(working.getByRole("row", { name: /Term: passing rent for 3 years at 6%/ })).toContainText("2.673012");
    await expect(working.getByRole("row", { name: /Reversion: ERV in perpetuity/ })).toContainText("£699,684");
    await expect(working.getByRole("row", { name: /Capital value net of costs/ })).toContainText("£780,276");
  });

  test("a blank or impossible input is named under its field and nothing is sent", async ({ page }) => {
    await openValuation(page);
    let sent = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/commercial/valuation") sent++;
    });
    await page.getByLabel("Passing rent (£ a year)").fill("");
    await page.getByLabel("Reversion yield (%)").fill("0");
    await page.getByRole("button", { name: "Value", exact: true }).click();
    await expect(page.getByText("Enter the passing rent.")).toBeVisible();
    await expect(page.getByText("The reversion yield must be at least 0.1%.")).toBeVisible();
    await expect(page.getByLabel("Passing rent (£ a year)")).toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(0);
  });

  test("comparables: type-Other sales near a postcode, and the yield a known rent implies", async ({ page }) => {
    await openValuation(page);
    await page.getByLabel("Postcode").fill("ne1 5xu");
    await page.getByLabel("Radius").selectOption("0.5");
    await page.getByRole("button", { name: "Find comparables" }).click();
    await expect(page.getByText(/non-residential sales? in NE1 5XU \(within 0\.5 miles\)/)).toBeVisible();
    await expect(page.getByText("Price Paid records the price, not the rent")).toBeVisible();
    const rows = page.getByRole("table").filter({ hasText: "Implied yield" }).getByRole("row");
    const first = rows.nth(1);
    await expect(first).toContainText("No rent known");
    const price = Number((await first.getByRole("cell").nth(4).innerText()).replace(/[£,]/g, ""));
    expect(price).toBeGreaterThan(0);
    const rent = Math.round(price * 0.06);
    await first.getByRole("spinbutton").fill(String(rent));
    // Rent ÷ (price × 1.068), to 2 places.
    const expected = `${((rent / (price * 1.068)) * 100).toFixed(2)}%`;
    await expect(first.getByRole("cell").nth(6)).toHaveText(expected);

    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByRole("button", { name: "Find comparables" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Could not find comparables" })).toContainText("Postcode SW1A 1AA was not found.");
  });

  test("at phone width (390 px) the page does not scroll sideways", async ({ page }) => {
    await openValuation(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Value", exact: true }).click();
    await expect(figure(page, "Equivalent yield")).toContainText("6.98%");
    await page.getByLabel("Postcode").fill("NE1 5XU");
    await page.getByRole("button", { name: "Find comparables" }).click();
    await expect(page.getByText(/non-residential sales? in NE1 5XU/)).toBeVisible();
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(scrolls).toBe(false);
  });
});
