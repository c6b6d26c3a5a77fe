import { expect, test, type Page, type Response } from "./fixtures";
import { signIn } from "./helpers";

const CALCULATION = "/api/calculate-investment";

const isCalculation = (response: Response) => new URL(response.url()).pathname === CALCULATION && response.request().method() === "POST";
const sentValue = (response: Response) => (response.request().postDataJSON() as { propertyValue?: number } | null)?.propertyValue;
const figure = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function openCalculator(page: Page, path = "/residential/investment") {
  const firstCalculation = page.waitForResponse(isCalculation);
  await signIn(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Investment Calculator" })).toBeVisible();
  expect((await firstCalculation).status()).toBe(200);
  await expect(page.getByText("Figures up to date.")).toBeVisible();
}

test.describe("investment calculator", () => {
  test("opens with the spec defaults, checked by the server", async ({ page }) => {
    await openCalculator(page);
    await expect(page.getByLabel("Property value (£)")).toHaveValue("485000");
    await expect(page.getByLabel("Monthly rent (£)")).toHaveValue("1950");
    const deposit = page.getByLabel("Deposit (%)");
    await expect(deposit).toHaveValue("25");
    await expect(deposit).toHaveAttribute("min", "5");
    await expect(deposit).toHaveAttribute("max", "95");
    const rate = page.getByLabel("Interest rate (%)");
    await expect(rate).toHaveValue("3.5");
    await expect(rate).toHaveAttribute("step", "0.1");
    await expect(page.getByRole("radio", { name: "Standard" })).toBeChecked();

    await expect(figure(page, "Deposit")).toContainText("£121,250");
    await expect(figure(page, "Stamp duty")).toContainText("£11,750");
    await expect(figure(page, "Total initial cost")).toContainText("£136,400");
    await expect(figure(page, "Monthly mortgage")).toContainText("£1,821.02");
    await expect(figure(page, "Monthly expenses")).toContainText("£400.83");
    await expect(figure(page, "Monthly profit")).toContainText("-£271.85");
    await expect(figure(page, "Annual profit")).toContainText("-£3,262.20");
    await expect(figure(page, "Gross yield")).toContainText("4.82%");
    await expect(figure(page, "Net yield")).toContainText("-0.67%");
    await expect(figure(page, "ROI")).toContainText("-2.39%");

    const stampDuty = figure(page, "Stamp duty");
    await expect(stampDuty.getByRole("row", { name: /£250,001–£925,000/ })).toContainText("£11,750");
    await expect(stampDuty.getByRole("link", { name: /GOV\.UK/ })).toHaveAttribute("href", "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates");
  });

  test("recalculates 500 ms after the value changes, once per pause, and on Calculate", async ({ page }) => {
    await openCalculator(page);
    const sent: (number | undefined)[] = [];
    page.on("response", (response) => {
      if (isCalculation(response)) sent.push(sentValue(response));
    });

    const value = page.getByLabel("Property value (£)");
    await value.fill("");
    await expect(page.getByText("Enter the property value.").first()).toBeVisible();
    await expect(figure(page, "Deposit")).toContainText("—");
    await expect(page.locator("main")).not.toContainText("NaN");

    const recalculated = page.waitForResponse((r) => isCalculation(r) && sentValue(r) === 500_000);
    const typedAt = Date.now();
    await value.pressSequentially("500000", { delay: 40 });
    // The browser's own figures update at once; the server is asked after the pause.
    await expect(figure(page, "Deposit")).toContainText("£125,000");
    const response = await recalculated;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
    expect(await response.json()).toMatchObject({ deposit: 125_000, grossYield: 4.68 });
    await expect(page.getByText("Figures up to date.")).toBeVisible();
    await expect(figure(page, "Stamp duty")).toContainText("£12,500");
    expect(sent).toEqual([500_000]);

    const onDemand = page.waitForResponse((r) => isCalculation(r) && sentValue(r) === 500_000);
    await page.getByRole("button", { name: "Calculate" }).click();
    await onDemand;
    await expect(page.getByText("Figures up to date.")).toBeVisible();
  });

  test("buyer type: the additional-dwelling surcharge and first-time buyer relief", async ({ page }) => {
    await openCalculator(page);
    const stampDuty = figure(page, "Stamp duty");
    await expect(stampDuty).toContainText("£11,750");
    // The note says what the rates are and whose, not where the developers found them.
    await expect(stampDuty).toContainText("HM Revenue & Customs' Stamp Duty Land Tax bands for purchases from 23 September 2022 to 31 March 2025");
    await expect(stampDuty).not.toContainText("specification");

    const recalculated = page.waitForResponse((r) => isCalculation(r) && (r.request().postDataJSON() as { buyerType?: string }).buyerType === "additional");
    await page.getByRole("radio", { name: "Additional property (+5% surcharge)" }).check();
    // 5% of £485,000 = £24,250 more
    await expect(stampDuty).toContainText("£36,000");
    await expect(stampDuty).toContainText("Higher rates for additional dwellings");
    await recalculated;
    await expect(figure(page, "Total initial cost")).toContainText("£160,650");
    await expect(figure(page, "ROI")).toContainText("-2.03%");

    await page.getByRole("radio", { name: "First-time buyer" }).check();
    await expect(stampDuty).toContainText("£9,250");
    await expect(stampDuty).toContainText("First-time buyer relief");
  });

  test("the four tabs: costs, 10-year projection and scenarios", async ({ page }) => {
    await openCalculator(page);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Calculator", "Costs", "Projections (10-year)", "Scenarios"]);
    await expect(page.getByRole("tab", { name: "Calculator" })).toHaveAttribute("aria-selected", "true");

    // Keyboard: arrow keys move between tabs.
    await page.getByRole("tab", { name: "Calculator" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Costs" })).toHaveAttribute("aria-selected", "true");

    for (const [label, value] of [
      ["Legal fees (£)", "1500"],
      ["Survey (£)", "600"],
      ["Mortgage fees (£)", "1000"],
      ["Insurance (£ per year)", "300"],
      ["Management (% of rent)", "10"],
      ["Maintenance (£ per year)", "1000"],
      ["Voids (% of rent)", "5"],
      ["Mortgage term (years)", "25"],
    ] as const) {
      await expect(page.getByLabel(label)).toHaveValue(value);
    }
    const initialCosts = page.getByRole("table", { name: "Money needed to buy" });
    await expect(initialCosts.getByRole("row", { name: /Total initial cost/ })).toContainText("£136,400");
    await page.getByLabel("Legal fees (£)").fill("2500");
    await expect(initialCosts.getByRole("row", { name: /Total initial cost/ })).toContainText("£137,400");
    await expect(page.getByRole("table", { name: "A typical month" }).getByRole("row", { name: /Monthly profit/ })).toContainText("-£271.85");

    await page.getByRole("tab", { name: "Projections (10-year)" }).click();
    await expect(page.getByLabel("Property appreciation (% a year)")).toHaveValue("3");
    await expect(page.getByLabel("Rental growth (% a year)")).toHaveValue("2.5");
    const projection = page.getByRole("table").filter({ has: page.getByRole("columnheader", { name: "Cumulative return" }) });
    await expect(projection.getByRole("columnheader")).toHaveText(["Year", "Property value", "Annual rent", "Mortgage balance", "Equity", "Annual cash flow", "Cumulative return"]);
    await expect(projection.locator("tbody tr")).toHaveCount(10);
    await expect(projection.locator("tbody tr").first()).toContainText("£499,550");
    await expect(projection.locator("tbody tr").first()).toContainText("£23,400");
    await page.getByLabel("Property appreciation (% a year)").fill("0");
    await expect(projection.locator("tbody tr").last()).toContainText("£485,000");

    await page.getByRole("tab", { name: "Scenarios" }).click();
    const scenarios = page.getByRole("table", { name: "Static scenarios (indicative)" });
    await expect(scenarios.getByRole("columnheader")).toHaveText(["Scenario", "Growth %", "Rental growth %", "Voids %", "Maintenance per month", "10-year return", "Apply"]);
    for (const [name, cells] of [
      ["Conservative", ["1.5", "1.0", "8", "£150", "+15%", "Use"]],
      ["Moderate", ["3.0", "2.5", "5", "£83", "+45%", "Use"]],
      ["Optimistic", ["5.0", "4.0", "3", "£65", "+85%", "Use"]],
    ] as const) {
      await expect(scenarios.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell")).toHaveText([...cells]);
    }
    await expect(page.getByRole("heading", { name: "Risks and mitigations" })).toBeVisible();
    await expect(page.getByText("Mitigation:").first()).toBeVisible();

    await page.getByRole("button", { name: "Use the Conservative assumptions" }).click();
    await expect(page.getByRole("tab", { name: "Projections (10-year)" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Property appreciation (% a year)")).toHaveValue("1.5");
    await expect(page.getByLabel("Rental growth (% a year)")).toHaveValue("1");
  });

  test("at phone width (390 px) the tabs fit and no tab makes the page scroll sideways", async ({ page }) => {
    await openCalculator(page);
    // Signed in at desktop width (the navigation is a menu on phones), then a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    // What sticks out past the viewport's right edge, for a readable failure.
    const overflow = () =>
      page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const wide = [...document.querySelectorAll("main *")]
          .filter((el) => el.getBoundingClientRect().right > width + 1 && !el.closest("[class*='overflow-x-auto']"))
          .slice(0, 3)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute("class")).slice(0, 60)}`);
        return { scrolls: document.documentElement.scrollWidth > width, wide };
      });
    for (const name of ["Calculator", "Costs", "Projections (10-year)", "Scenarios"]) {
      const tab = page.getByRole("tab", { name });
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} tab inside the screen`).toBe(true);
      // ... and inside its tab list: wrapped rows do not spill out of a fixed-height bar.
      const list = await page.getByRole("tablist", { name: "Investment calculator sections" }).boundingBox();
      expect(box && list && box.y >= list.y && box.y + box.height <= list.y + list.height + 0.5, `${name} tab inside the tab list`).toBe(true);
      expect(await overflow(), `${name} tab`).toEqual({ scrolls: false, wide: [] });
    }
  });

  test("/investment (alias) shows the same calculator", async ({ page }) => {
    await openCalculator(page, "/investment");
    await expect(page.getByRole("tab")).toHaveCount(4);
    await expect(figure(page, "Deposit")).toContainText("£121,250");
    await expect(figure(page, "Stamp duty")).toContainText("£11,750");
  });
});
