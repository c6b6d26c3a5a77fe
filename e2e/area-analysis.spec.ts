import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

const POSTCODE_MESSAGE = "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3).";

async function analysePostcode(page: Page, postcode: string) {
  await page.getByRole("textbox", { name: "Postcode" }).fill(postcode);
  await page.getByRole("button", { name: "Analyse Area" }).click();
}

test.describe("area analysis", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/residential/area-analysis");
    await expect(page.getByRole("heading", { level: 1, name: "Area Analysis" })).toBeVisible();
  });

  test("explains the features before any search", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "What an area analysis shows" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Search by postcode" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Search by address" })).toBeVisible();
  });

  test("a Newcastle postcode: the four cards, the top 3 crime types and the summary", async ({ page }) => {
    await analysePostcode(page, "ne1 4st");
    await expect(page.getByRole("heading", { name: "Area analysis for NE1 4ST" })).toBeVisible({ timeout: 30_000 });
    for (const card of ["Average Property Price", "Average Rent", "Days on Market", "Crime Rate per 1,000"]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    await expect(page.getByText("per 1,000 residents a year (estimated)")).toBeVisible();
    const crime = page.getByRole("region", { name: "Crime & Safety" });
    const top = crime.getByRole("list", { name: "Top 3 crime types" }).getByRole("listitem");
    await expect(top).toHaveCount(3);
    await expect(top.first()).toContainText("Anti-social behaviour");
    await expect(crime.getByText("Months covered: Jul 2013–Jun 2014 (12 months)")).toBeVisible();
    await expect(page.getByRole("region", { name: "Local Taxes & Planning" }).getByText("Council tax band A: £1,528.03 per year")).toBeVisible();
    await expect(page.getByRole("region", { name: "Area Demographics" }).getByText("Transport score (out of 100): Not available")).toBeVisible();
    await expect(page.getByRole("region", { name: "Local Amenities" })).toContainText("8 schools, 3 stations, 24 shops and 16 restaurants");
    const summary = page.getByTestId("area-summary");
    await expect(summary).toContainText("NE1 4ST (Newcastle upon Tyne)");
    await expect(summary).toContainText("moderate environment");
  });

  test("a Trafford postcode inside a conservation area; no crime data there, said plainly", async ({ page }) => {
    await analysePostcode(page, "M16 9EA");
    await expect(page.getByRole("heading", { name: "Area analysis for M16 9EA" })).toBeVisible({ timeout: 30_000 });
    const planning = page.getByRole("region", { name: "Local Taxes & Planning" });
    await expect(planning.getByText("Conservation area: Yes")).toBeVisible();
    await expect(planning.getByText("AONB: Not covered")).toBeVisible();
    await expect(page.getByText("No crime data for this area (police.uk sample covers Newcastle upon Tyne, Jun 2013–Jun 2014).").first()).toBeVisible();
  });

  test("a malformed postcode shows the validation message", async ({ page }) => {
    await page.getByRole("textbox", { name: "Postcode" }).fill("NOT A POSTCODE");
    await expect(page.getByText(POSTCODE_MESSAGE)).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyse Area" })).toBeDisabled();
  });

  test("the address tab resolves an address to its postcode and analyses it", async ({ page }) => {
    await page.getByRole("tab", { name: "Search by address" }).click();
    await page.getByRole("textbox", { name: "Address" }).fill("27 Bradwell Road, Newcastle NE3 3LJ");
    await page.getByRole("button", { name: "Analyse Area" }).click();
    await expect(page.getByRole("heading", { name: "Area analysis for NE3 3LJ" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/(Address matched: .*Bradwell Road|analysing the postcode it contains), .*NE3 3LJ/)).toBeVisible();
  });
});
