import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn, toast } from "./helpers";

const REPORT_TIMEOUT = { timeout: 45_000 };
const SECTIONS = ["Property Details", "Value", "Indoor", "Outdoor", "Comparable Sales", "Demographics", "Safety", "Environment", "Facilities", "Transport"];
const REPORT_ERROR = "Error loading marketing report. Please check the UPRN and try again.";

/** 27 Bradwell Road, NE3 3LJ as loaded into the e2e database: its UPRN comes from our register. */
function bradwellRoadUprn(): string {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const row = db.prepare(`SELECT uprn FROM "Address" WHERE postcode = 'NE3 3LJ' AND paon = '27' AND street = 'Bradwell Road'`).get() as { uprn: string } | undefined;
    if (!row) throw new Error("27 Bradwell Road, NE3 3LJ is not in the e2e database");
    return row.uprn;
  } finally {
    db.close();
  }
}

async function findBradwellRoad(page: Page) {
  await page.getByRole("combobox", { name: "Find address" }).pressSequentially("27 Bradwell");
  await page.getByRole("option", { name: /27 Bradwell Road.*NE3 3LJ/ }).click();
}

async function generate(page: Page, uprn: string) {
  await page.getByRole("textbox", { name: "UPRN" }).fill(uprn);
  await page.getByRole("button", { name: "Generate Report" }).click();
}

test.describe("Residential Marketing Reports", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/residential/marketing");
    await expect(page.getByRole("heading", { level: 1, name: "Residential Marketing Reports" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Residential Marketing Report", exact: true })).toBeVisible();
  });

  test("the address finder fills the UPRN from the register, and the report shows every group with its sources", async ({ page }) => {
    const uprn = bradwellRoadUprn();
    await findBradwellRoad(page);
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveValue(uprn);
    // Hold the answer a moment so the busy state can be seen.
    await page.route("**/api/reports/marketing/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate Report" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(page.getByText(`UPRN: ${uprn}`, { exact: false })).toBeVisible(REPORT_TIMEOUT);
    for (const section of SECTIONS) await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
    await expect(page.getByText("27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ").first()).toBeVisible();
    // Real figures name their source; demo ones are labelled; what we lack is said plainly.
    const value = page.getByRole("definition").filter({ hasText: "Automated valuation from HM Land Registry Price Paid sales" });
    await expect(value.first()).toBeVisible();
    await expect(page.locator("dl[aria-label='Value']")).toContainText("Estimated value");
    await expect(page.locator("dl[aria-label='Value']")).toContainText(/£[\d,]+ – £[\d,]+/);
    await expect(page.locator("dl[aria-label='Safety']")).toContainText("police.uk street-level crime");
    await expect(page.locator("dl[aria-label='Environment']")).toContainText("Conservation area");
    await expect(page.locator("dl[aria-label='Facilities']")).toContainText("Not covered: no schools, shops or amenity data is bundled");
    await expect(page.locator("dl[aria-label='Transport']")).toContainText("Not covered: no stations or public transport data is bundled");
    await expect(page.getByText("Contains demo data")).toBeVisible();
    await expect(page.getByText("Demo data (synthetic)").first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Comparable sales" }).getByRole("row")).not.toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate Report" })).toBeEnabled();
  });

  test("a blank UPRN shows the toast and asks the server nothing", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/reports/marketing/")) calls += 1;
    });
    await generate(page, "   ");
    await expect(toast(page)).toContainText("Please enter a valid UPRN");
    expect(calls).toBe(0);
  });

  test("an address with no UPRN in the register shows the additional-integration toast and clears the field", async ({ page }) => {
    await page.getByRole("textbox", { name: "UPRN" }).fill("123");
    // A provider address without a UPRN (our own register always has one).
    await page.route("**/api/address-details", (route) =>
      route.fulfill({ json: { formattedAddress: "1 Somewhere Lane, Newcastle upon Tyne, NE3 3LJ", postcode: "NE3 3LJ", city: "Newcastle upon Tyne", county: null, country: "United Kingdom", uprn: null } }),
    );
    await findBradwellRoad(page);
    await expect(toast(page)).toContainText("needs additional integration");
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveValue("");
  });

  test("an unknown UPRN shows the §8 error with the server's message", async ({ page }) => {
    await generate(page, "999999999999");
    const card = page.getByRole("alert").filter({ hasText: REPORT_ERROR });
    await expect(card).toBeVisible(REPORT_TIMEOUT);
    await expect(card).toContainText("No property with UPRN 999999999999 was found.");
  });

  test("View Report opens the rendered report in a new tab", async ({ page, context }) => {
    const uprn = bradwellRoadUprn();
    await generate(page, uprn);
    await expect(page.getByRole("button", { name: "View Report" })).toBeVisible(REPORT_TIMEOUT);
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "View Report" }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`/api/reports/marketing/${uprn}/view`);
    await expect(tab.getByRole("heading", { level: 1, name: "Residential Marketing Report" })).toBeVisible();
    for (const section of ["Property Details", "Indoor", "Outdoor", "Value", "Comparable Sales", "Surroundings"]) await expect(tab.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    await expect(tab.getByText(`UPRN ${uprn}`, { exact: false })).toBeVisible();
    await tab.close();
  });

  test("Download PDF saves a real PDF named for the UPRN and date", async ({ page }) => {
    const uprn = bradwellRoadUprn();
    await generate(page, uprn);
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible(REPORT_TIMEOUT);
    const [download] = await Promise.all([page.waitForEvent("download", REPORT_TIMEOUT), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^marketing-report-${uprn}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.length).toBeGreaterThan(5_000);
    await expect(toast(page)).toContainText("PDF Downloaded");
  });
});
