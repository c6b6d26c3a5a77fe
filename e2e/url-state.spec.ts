import { expect, test, type Page } from "./fixtures";
import { signIn, toast } from "./helpers";

// Issue 9 item 13: a search, an area analysis, a valuation's inputs and the trend filters
// live in the URL: submitting puts them there, a reload keeps them, back returns to the
// previous one, and opening such a URL runs it.
const LOAD = { timeout: 45_000 };

function searchResults(page: Page) {
  return page.getByRole("region", { name: "Search results" });
}

function radiusCard(page: Page) {
  return searchResults(page).getByText("Search Radius", { exact: true }).locator("xpath=..");
}

async function searchPostcode(page: Page, postcode: string, radius: string) {
  await page.getByRole("textbox", { name: "Postcode" }).fill(postcode);
  await page.getByRole("combobox", { name: "Radius" }).selectOption({ label: radius });
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("state in the URL", () => {
  test("property search: submit, reload, back, and a URL opened directly", async ({ page }) => {
    await signIn(page, "/search");
    await searchPostcode(page, "ne3 3lj", "0.5 miles");
    await expect(page).toHaveURL(/\/search\?postcode=NE3(\+|%20)3LJ&radius=0\.5$/);
    await expect(radiusCard(page)).toContainText("0.5 miles", LOAD);
    await expect(radiusCard(page)).toContainText("Around NE3 3LJ");

    // A reload keeps the search and its results.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("NE3 3LJ");
    await expect(page.getByRole("combobox", { name: "Radius" }).locator("option:checked")).toHaveText("0.5 miles");
    await expect(radiusCard(page)).toContainText("0.5 miles", LOAD);

    // A second search is a new history entry; back returns to the first, form and results.
    await searchPostcode(page, "NE3", "1 mile");
    await expect(page).toHaveURL(/\?postcode=NE3&radius=1$/);
    await expect(radiusCard(page)).toContainText("Whole outward code", LOAD);
    await page.goBack();
    await expect(page).toHaveURL(/\?postcode=NE3(\+|%20)3LJ&radius=0\.5$/);
    await expect(radiusCard(page)).toContainText("Around NE3 3LJ", LOAD);
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("NE3 3LJ");
    await expect(page.getByRole("combobox", { name: "Radius" }).locator("option:checked")).toHaveText("0.5 miles");
    await page.goForward();
    await expect(radiusCard(page)).toContainText("Whole outward code", LOAD);

    // An address search opened directly: the Address tab, its text, and a short radius card.
    await page.goto("/residential/search?searchType=address&address=27%20Bradwell%20Road%2C%20NE3%203LJ");
    await expect(page.getByRole("tab", { name: "Address" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("textbox", { name: "Address" })).toHaveValue("27 Bradwell Road, NE3 3LJ");
    await expect(radiusCard(page)).toContainText("Address match", LOAD);
    await expect(radiusCard(page)).toContainText("For “27 Bradwell Road, NE3 3LJ”");

    // A hand-edited radius falls back to the default rather than failing.
    await page.goto("/residential/search?postcode=NE3%203LJ&radius=7");
    await expect(page.getByRole("combobox", { name: "Radius" }).locator("option:checked")).toHaveText("1 mile");
    await expect(radiusCard(page)).toContainText("1 mile", LOAD);
    // A malformed postcode is ignored: the page opens as before any search.
    await page.goto("/residential/search?postcode=hello&searchType=bogus");
    await expect(page.getByRole("region", { name: "Get started" })).toBeVisible();
    await expect(searchResults(page)).toHaveCount(0);
  });

  test("area analysis: submit, reload and back", async ({ page }) => {
    await signIn(page, "/residential/area-analysis");
    await expect(page.getByRole("heading", { name: "What an area analysis shows" })).toBeVisible();
    await page.getByRole("textbox", { name: "Postcode" }).fill("ne1 4st");
    await page.getByRole("button", { name: "Analyse Area" }).click();
    await expect(page).toHaveURL(/\/residential\/area-analysis\?postcode=NE1(\+|%20)4ST$/);
    await expect(page.getByRole("heading", { name: "Area analysis for NE1 4ST" })).toBeVisible(LOAD);

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("NE1 4ST");
    await expect(page.getByRole("heading", { name: "Area analysis for NE1 4ST" })).toBeVisible(LOAD);

    await page.goBack();
    await expect(page).toHaveURL(/\/residential\/area-analysis$/);
    await expect(page.getByRole("heading", { name: "What an area analysis shows" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("");
  });

  test("valuation: a URL opened directly runs it; a changed input is a new entry; back returns", async ({ page }) => {
    await signIn(page, "/residential/valuation");
    await page.goto("/residential/valuation?postcode=NE3%203LJ&propertyType=flat&bedrooms=2");
    await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveValue("NE3 3LJ");
    await expect(page.getByRole("combobox", { name: "Property type" })).toContainText("Flat");
    await expect(page.getByRole("combobox", { name: "Bedrooms" })).toContainText("2");
    await expect(toast(page)).toContainText("Valuation Complete", LOAD);
    const result = page.getByTestId("valuation-result");
    await expect(result.getByTestId("estimated-value")).toContainText(/£[\d,]+/);

    await page.getByRole("combobox", { name: "Bedrooms" }).click();
    await page.getByRole("option", { name: "3", exact: true }).click();
    await page.getByRole("button", { name: "Get valuation" }).click();
    await expect(page).toHaveURL(/\?postcode=NE3(\+|%20)3LJ&propertyType=flat&bedrooms=3$/);
    await expect(result.getByTestId("estimated-value")).toContainText(/£[\d,]+/, LOAD);

    await page.goBack();
    await expect(page).toHaveURL(/&bedrooms=2$/);
    await expect(page.getByRole("combobox", { name: "Bedrooms" })).toContainText("2");
    await expect(result.getByTestId("estimated-value")).toContainText(/£[\d,]+/, LOAD);

    // A hand-edited input is ignored, the rest still runs.
    await page.goto("/residential/valuation?postcode=NE3%203LJ&propertyType=flat&bedrooms=99");
    await expect(page.getByRole("combobox", { name: "Bedrooms" })).toContainText("Select");
    await expect(result.getByTestId("estimated-value")).toContainText(/£[\d,]+/, LOAD);
  });

  test("trends: filters in the URL, reload and back", async ({ page }) => {
    await signIn(page, "/tools/trends?area=NE3&propertyType=D");
    await page.goto("/tools/trends?area=NE3&propertyType=D");
    await expect(page.getByRole("combobox", { name: "Property type" })).toContainText("Detached");
    await expect(page.getByRole("heading", { name: "NE3 · Detached" })).toBeVisible(LOAD);

    await page.getByRole("combobox", { name: "Property type" }).click();
    await page.getByRole("option", { name: "Terraced", exact: true }).click();
    await page.getByRole("textbox", { name: "Area" }).fill("NE3 3");
    await page.getByRole("button", { name: "Show trends" }).click();
    await expect(page).toHaveURL(/\/tools\/trends\?area=NE3(\+|%20)3&propertyType=T$/);
    await expect(page.getByRole("heading", { name: "NE3 3 · Terraced" })).toBeVisible(LOAD);

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Area" })).toHaveValue("NE3 3");
    await expect(page.getByRole("heading", { name: "NE3 3 · Terraced" })).toBeVisible(LOAD);

    await page.goBack();
    await expect(page.getByRole("heading", { name: "NE3 · Detached" })).toBeVisible(LOAD);
    await expect(page.getByRole("textbox", { name: "Area" })).toHaveValue("NE3");
    await expect(page.getByRole("combobox", { name: "Property type" })).toContainText("Detached");

    // An unknown type is ignored: all residential types.
    await page.goto("/tools/trends?area=NE3&propertyType=Z");
    await expect(page.getByRole("heading", { name: "NE3 · All residential types" })).toBeVisible(LOAD);
  });
});
