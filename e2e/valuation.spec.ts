import { expect, test, type Page } from "./fixtures";
import { signIn, toast } from "./helpers";

// The first valuation reads the area's sales on a slow shared machine: allow for it.
const VALUATION_TIMEOUT = { timeout: 45_000 };

async function choose(page: Page, select: string, option: string) {
  await page.getByRole("combobox", { name: select }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: select })).toContainText(option);
}

test.describe("valuation tool", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/residential/valuation");
    await expect(page.getByRole("heading", { level: 1, name: "Valuation Tool" })).toBeVisible();
  });

  test("explains itself before a result and asks for a postcode", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "How Our Valuations Work" })).toBeVisible();
    await page.getByRole("button", { name: "Get valuation" }).click();
    await expect(toast(page)).toContainText("Required Field");
    await expect(toast(page)).toContainText("Please enter a postcode");
  });

  test("finds the address, fills the postcode and values the home with its comparables", async ({ page }) => {
    const finder = page.getByRole("combobox", { name: "Find address" });
    await finder.pressSequentially("27 Bradwell");
    const suggestion = page.getByRole("option", { name: /27 Bradwell Road.*NE3 3LJ/ });
    await expect(suggestion).toBeVisible();
    await expect(finder).toHaveAttribute("aria-expanded", "true");
    await suggestion.click();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("NE3 3LJ");
    await expect(page.getByRole("status").filter({ hasText: "Valuing" })).toContainText("27 Bradwell Road");

    // The chosen home's recorded type (a flat in Price Paid) fills the empty property type.
    await expect(page.getByRole("combobox", { name: "Property type" })).toContainText("Flat");
    await choose(page, "Property type", "Flat");
    await choose(page, "Bedrooms", "2");
    await page.getByRole("button", { name: "Get valuation" }).click();

    await expect(toast(page)).toContainText("Valuation Complete", VALUATION_TIMEOUT);
    await expect(toast(page)).toContainText("Property valuation has been calculated successfully.");
    const result = page.getByTestId("valuation-result");
    await expect(result.getByRole("heading", { name: /Valuation for 27 Bradwell Road/ })).toBeVisible();
    await expect(result).toContainText(/Value as at \d{1,2} \w+ 2022/);
    await expect(result.getByTestId("estimated-value")).toContainText(/£\d{2,3},\d{3}/);
    await expect(result.getByTestId("estimated-value")).toContainText(/Likely range £[\d,]+ – £[\d,]+/);
    await expect(result.getByTestId("estimated-rent")).toContainText(/£\d/);
    await expect(result.getByTestId("gross-yield")).toContainText(/\d+\.\d{2}%/);
    await expect(result.getByText(/(High|Medium|Low) confidence/)).toBeVisible();
    const comparables = result.getByRole("table", { name: "Comparable sales" });
    await expect(comparables.getByRole("columnheader", { name: "Adjusted price" })).toBeVisible();
    expect(await comparables.getByRole("row").count()).toBeGreaterThan(3);
    // A header sorts the comparables: ascending, descending, then back to the model's order.
    const priceHeader = comparables.getByRole("columnheader", { name: "Price", exact: true });
    const prices = async () => (await comparables.getByRole("row").filter({ has: page.getByRole("cell") }).evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[3]?.textContent ?? ""))).map((text) => Number(text.replace(/[£,]/g, "")));
    const modelOrder = await prices();
    await priceHeader.getByRole("button").click();
    await expect(priceHeader).toHaveAttribute("aria-sort", "ascending");
    expect(await prices()).toEqual([...modelOrder].sort((a, b) => a - b));
    await priceHeader.getByRole("button").click();
    await expect(priceHeader).toHaveAttribute("aria-sort", "descending");
    expect(await prices()).toEqual([...modelOrder].sort((a, b) => b - a));
    await priceHeader.getByRole("button").click();
    await expect(priceHeader).not.toHaveAttribute("aria-sort", /./);
    expect(await prices()).toEqual(modelOrder);
    await expect(result.getByRole("table", { name: "This home's recorded sales" })).toContainText("£52,000");
    await expect(page.getByRole("heading", { name: "How Our Valuations Work" })).toBeHidden();
  });

  test("warns on screen when the chosen type contradicts the home's recorded sale", async ({ page }) => {
    await page.getByRole("combobox", { name: "Find address" }).pressSequentially("27 Bradwell");
    await page.getByRole("option", { name: /27 Bradwell Road.*NE3 3LJ/ }).click();
    await expect(page.getByRole("combobox", { name: "Property type" })).toContainText("Flat");
    await choose(page, "Property type", "Semi-Detached");
    await page.getByRole("button", { name: "Get valuation" }).click();

    await expect(toast(page)).toContainText("Valuation Complete", VALUATION_TIMEOUT);
    const result = page.getByTestId("valuation-result");
    const warning = result.getByRole("alert", { name: "Check before relying on this value" });
    await expect(warning).toContainText("HM Land Registry records this home as a Flat (sold for £52,000 in Jan 2022), but the property type chosen is Semi-Detached.");
    await expect(warning).toContainText("That sale was left out of the value");
    await expect(result.getByText(/Blended .* with this home's own sale/)).toHaveCount(0);
    // Its EPC floor area is synthetic: shown and labelled, never used.
    await expect(result.getByText("from the EPC register (demo data, not used in the value)")).toBeVisible();
  });

  test("values a Stockport home: another region's later file does not move its date", async ({ page }) => {
    await page.getByRole("textbox", { name: "Postcode" }).fill("SK4 2AB");
    await choose(page, "Property type", "Semi-Detached");
    await page.getByRole("button", { name: "Get valuation" }).click();
    await expect(toast(page)).toContainText("Valuation Complete", VALUATION_TIMEOUT);
    await expect(page.getByTestId("valuation-result")).toContainText(/Value as at \d{1,2} \w+ 2019/);
  });

  test("keyboard: arrows move through suggestions, Enter chooses, Escape closes", async ({ page }) => {
    const finder = page.getByRole("combobox", { name: "Find address" });
    await finder.pressSequentially("Bradwell Road");
    await expect(page.getByRole("option").first()).toBeVisible();
    await finder.press("Escape");
    await expect(finder).toHaveAttribute("aria-expanded", "false");
    await finder.press("ArrowDown");
    await expect(finder).toHaveAttribute("aria-expanded", "true");
    const first = page.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(finder).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await finder.press("Enter");
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue(/^NE3 /);
  });

  test("says when no address matches", async ({ page }) => {
    await page.getByRole("combobox", { name: "Find address" }).pressSequentially("Zzyzx Qwerty");
    await expect(page.getByText("No addresses found. Try a different search term.")).toBeVisible();
  });

  test("a postcode outside the data fails with the server's message", async ({ page }) => {
    await page.getByRole("textbox", { name: "Postcode" }).fill("sw1a 1aa");
    await choose(page, "Property type", "Terraced");
    await page.getByRole("button", { name: "Get valuation" }).click();
    await expect(toast(page)).toContainText("Valuation Failed", VALUATION_TIMEOUT);
    await expect(toast(page)).toContainText("Postcode SW1A 1AA was not found.");
    await expect(page.getByRole("heading", { name: "How Our Valuations Work" })).toBeVisible();
  });
});
