import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "./fixtures";
import { signIn, toast } from "./helpers";

// The demo client "northbank" (lib/demo/demo-client.ts), as loaded into the e2e database.
const PATH = "/northbank-portfolio";

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name, exact: true }).click();
  await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** The texts of one column (by header name) of a table, in the order shown. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const headers = await table.getByRole("columnheader").allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const rows = table.locator("tbody tr");
  const texts: string[] = [];
  for (let i = 0; i < (await rows.count()); i++) texts.push((await rows.nth(i).locator("td").nth(index).innerText()).trim());
  return texts;
}

/** Clicks a header three times: ascending, descending, then off with the given order back. */
async function cycleSort(table: Locator, header: string) {
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const given = await columnTexts(table, header);
  const head = table.getByRole("columnheader", { name: header, exact: true });
  await head.getByRole("button").click();
  await expect(head).toHaveAttribute("aria-sort", "ascending");
  await head.getByRole("button").click();
  await expect(head).toHaveAttribute("aria-sort", "descending");
  await head.getByRole("button").click();
  await expect(head).not.toHaveAttribute("aria-sort", /.+/);
  expect(await columnTexts(table, header)).toEqual(given);
}

/**
 * Holds the requests that match until release(), so a state that lasts milliseconds (a
 * saving indicator) can be seen; others pass untouched.
 */
function holdRequests(page: Page, url: (url: URL) => boolean) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const ready = page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return { ready, release };
}

/** Accepts the next browser confirm, after checking its text. */
function acceptConfirm(page: Page, message: string) {
  page.once("dialog", async (dialog) => {
    expect(dialog.type()).toBe("confirm");
    expect(dialog.message()).toBe(message);
    await dialog.accept();
  });
}

async function chooseAddress(page: Page, finder: Locator, typed: string, option: RegExp) {
  await finder.pressSequentially(typed);
  await page.getByRole("option", { name: option }).first().click();
}

test.describe("Client portfolio", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Client Portfolio" })).toBeVisible();
  });

  test("header, summary cards and the Properties table sorted through its three states", async ({ page }) => {
    await expect(page.getByText("Property holdings of Northbank Capital")).toBeVisible();
    await expect(page.getByText(/^Last Updated:/)).toBeVisible();
    for (const text of ["Active property titles", "Registered charges", "Available valuations"]) await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Properties", exact: true })).toHaveAttribute("aria-selected", "true");

    const table = page.getByRole("table", { name: "Properties" });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const given = await columnTexts(table, "Title Number");
    const header = table.getByRole("columnheader", { name: "Title Number" });
    const ascending = [...given].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), "en-GB"));

    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(await columnTexts(table, "Title Number")).toEqual(ascending);
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    expect(await columnTexts(table, "Title Number")).toEqual([...ascending].reverse());
    await header.getByRole("button").click();
    await expect(header).not.toHaveAttribute("aria-sort", /.+/);
    expect(await columnTexts(table, "Title Number")).toEqual(given);

    // The other tables sort too: valuations by Property Value, empty (N/A) last.
    await openTab(page, "Valuations");
    const valuations = page.getByRole("table", { name: "Valuations" });
    await valuations.getByRole("columnheader", { name: "Property Value" }).getByRole("button").click();
    const values = await columnTexts(valuations, "Property Value");
    const amounts = values.filter((v) => v !== "N/A").map((v) => Number(v.replace(/[^\d]/g, "")));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(values.slice(amounts.length).every((v) => v === "N/A")).toBe(true);

    await valuations.getByRole("columnheader", { name: "Property Value" }).getByRole("button").click();
    await valuations.getByRole("columnheader", { name: "Property Value" }).getByRole("button").click();
    await cycleSort(valuations, "RCA Value");

    await openTab(page, "Charges Register");
    const charges = page.getByRole("table", { name: "Charges register" });
    await expect(charges.locator("tbody tr")).not.toHaveCount(0);
    expect(await charges.locator("tbody tr").count()).toBeLessThanOrEqual(20);
    const chargeCount = Number(await page.getByText("Registered charges").locator("xpath=preceding-sibling::p[1]").innerText());
    if (chargeCount > 20) await expect(page.getByText(`Showing first 20 of ${chargeCount} charges`)).toBeVisible();
    else await expect(charges.locator("tbody tr")).toHaveCount(chargeCount);
    await cycleSort(charges, "Amount Secured");

    await openTab(page, "Charged Properties");
    await cycleSort(page.getByRole("table", { name: "Charged properties" }), "Last Sale Price");
  });

  test("a row opens Property Details with its sections", async ({ page }) => {
    const table = page.getByRole("table", { name: "Properties" });
    const title = (await columnTexts(table, "Title Number"))[0] ?? "";
    await table.getByRole("button", { name: title, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Property Details" });
    await expect(dialog.getByText(`Title number ${title}`)).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Property Information" })).toBeVisible();
    for (const section of ["Valuations", "Charges", "Asset Trace"]) await expect(dialog.getByRole("heading", { name: section, exact: true })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Generate AI Report" })).toBeEnabled();
  });

  test("adds and deletes a property and a charged property, with the confirm texts", async ({ page }) => {
    const title = `E2E${Date.now() % 1_000_000}`;
    await page.getByRole("button", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(toast(page)).toContainText("Validation Error");
    await expect(toast(page)).toContainText("Title Number and Address are required fields.");
    await dialog.getByLabel("Title Number *").fill(title);
    // Markup in an address is shown as text, never run or rendered.
    await dialog.getByLabel("Address *").fill("1 <b>Journey</b> Test Street");
    await dialog.getByLabel("Postcode").fill("NE3 3LJ");
    await dialog.getByLabel("Tenure").selectOption("Leasehold");
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(toast(page)).toContainText("Property Added");
    await expect(dialog).toBeHidden();

    await page.getByRole("searchbox", { name: "Search properties" }).fill(title);
    await expect(page.getByText(`Showing 1 results for "${title}"`)).toBeVisible();
    const table = page.getByRole("table", { name: "Properties" });
    await expect(table.getByRole("cell", { name: "1 <b>Journey</b> Test Street" })).toBeVisible();
    await expect(table.locator("b")).toHaveCount(0);
    acceptConfirm(page, `Are you sure you want to delete property ${title}? This action cannot be undone.`);
    await table.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(toast(page)).toContainText("Property Deleted");
    await expect(page.getByText("No properties found")).toBeVisible();
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(table.locator("tbody tr").first()).toBeVisible();

    await openTab(page, "Charged Properties");
    await page.getByRole("button", { name: "Add New Charged Property" }).click();
    const charged = page.getByRole("dialog", { name: "Add New Charged Property" });
    await charged.getByLabel("Address *").fill("abc");
    await charged.getByRole("button", { name: "Add Charged Property" }).click();
    await expect(charged.getByText("Address is required", { exact: true })).toBeVisible();
    const address = `${title} Charged Lane`;
    await charged.getByLabel("Address *").fill(address);
    await charged.getByLabel("Lender").fill("Journey Bank plc");
    await charged.getByRole("button", { name: "Add Charged Property" }).click();
    await expect(toast(page)).toContainText("Charged Property Added");
    await page.getByRole("searchbox", { name: "Search charged properties" }).fill(title);
    await expect(page.getByText(`Showing 1 results for "${title}"`)).toBeVisible();
    const chargedTable = page.getByRole("table", { name: "Charged properties" });
    await expect(chargedTable.locator("tbody tr")).toHaveCount(1);
    await expect(chargedTable.getByText(address)).toBeVisible();
    // Never searched and uncorrected: the proprietor and the sale cells say what is needed, not 'Not Found'.
    await expect(chargedTable.getByText("Address correction needed")).toHaveCount(2);
    await expect(chargedTable.locator("tbody tr td").nth(3)).not.toContainText("Not Found");
    // Fuzzy search takes the uncorrected rows listed (this one): an invented street has no HIGH match.
    await page.getByRole("button", { name: "Fuzzy Address Search" }).click();
    await expect(toast(page).filter({ hasText: "Fuzzy Search Complete" })).toContainText("Corrected: 0, failed: 1, skipped: 0", { timeout: 30_000 });
    await expect(chargedTable.getByText("Address correction needed")).toHaveCount(2);
    acceptConfirm(page, "Are you sure you want to delete this charged property? This action cannot be undone.");
    await chargedTable.getByRole("button", { name: `Delete ${address}` }).click();
    await expect(toast(page)).toContainText("Charged Property Deleted");
    await expect(page.getByText("No charged properties found matching your search")).toBeVisible();
  });

  test("fixes an incomplete address and corrects a charged property's address", async ({ page }) => {
    // A property of its own with an incomplete address (no postcode, under 10 characters).
    const title = `FIX${Date.now() % 1_000_000}`;
    await page.getByRole("button", { name: "Add New Property" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Property" });
    await dialog.getByLabel("Title Number *").fill(title);
    await dialog.getByLabel("Address *").fill("Flat 2");
    await dialog.getByRole("button", { name: "Add Property" }).click();
    await expect(toast(page)).toContainText("Property Added");
    await page.getByRole("searchbox", { name: "Search properties" }).fill(title);
    await expect(page.getByText(`Showing 1 results for "${title}"`)).toBeVisible();

    const table = page.getByRole("table", { name: "Properties" });
    const incomplete = table.locator("tbody tr", { hasText: title });
    await expect(incomplete.getByText("Address incomplete")).toBeVisible();
    await expect(incomplete.getByText("Missing")).toBeVisible();
    await expect(incomplete.getByRole("link", { name: /Map View/ })).toHaveCount(0);
    await incomplete.getByRole("button", { name: "Fix Address" }).click();
    // The editors are exclusive: no second one opens meanwhile.
    await expect(incomplete.getByRole("button", { name: "Correct Address" })).toBeDisabled();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(incomplete.getByRole("button", { name: "Correct Address" })).toBeEnabled();
    await incomplete.getByRole("button", { name: "Fix Address" }).click();
    // Hold the save until its indicator has been seen: a local save answers in milliseconds.
    const save = holdRequests(page, (url) => /\/api\/northbank\/properties\/[^/]+\/address$/.test(url.pathname));
    await save.ready;
    await chooseAddress(page, page.getByRole("combobox", { name: "Fix address" }), "27 Bradwell", /27 Bradwell Road.*NE3 3LJ/);
    await expect(incomplete.getByRole("status").filter({ hasText: "Saving..." })).toBeVisible();
    await expect(incomplete.getByRole("button", { name: "Cancel" })).toBeDisabled();
    save.release();
    await expect(toast(page)).toContainText("Address Updated");
    await expect(incomplete.getByText("Saving...")).toHaveCount(0);
    await expect(incomplete.getByText(/27 Bradwell Road/)).toBeVisible();
    await expect(incomplete.getByText("Address incomplete")).toHaveCount(0);
    await expect(incomplete.getByRole("link", { name: /Map View/ })).toHaveAttribute("href", /google\.com\/maps\/search\/.*NE3%203LJ/);
    await expect(incomplete.getByRole("link", { name: /Map View/ })).toHaveAttribute("target", "_blank");
    acceptConfirm(page, `Are you sure you want to delete property ${title}? This action cannot be undone.`);
    await incomplete.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(toast(page)).toContainText("Property Deleted");

    await openTab(page, "Charged Properties");
    const charged = page.getByRole("table", { name: "Charged properties" });
    await expect(charged.locator("tbody tr").first()).toBeVisible();
    const row = charged.locator("tbody tr").first();
    await row.getByRole("button", { name: "Correct Address" }).click();
    await chooseAddress(page, page.getByRole("combobox", { name: "Correct address" }), "27 Bradwell", /27 Bradwell Road.*NE3 3LJ/);
    await expect(toast(page)).toContainText("Address Updated");
    await expect(charged.getByText("27 Bradwell Road").first()).toBeVisible();
  });

  test("bulk validates the uncorrected addresses and applies the chosen corrections", async ({ page }) => {
    await openTab(page, "Charged Properties");
    await expect(page.getByRole("table", { name: "Charged properties" }).locator("tbody tr").first()).toBeVisible();
    await page.getByRole("button", { name: "Bulk Validate Addresses" }).click();
    const panel = page.getByRole("region", { name: "Address validation results" });
    await expect(panel.getByText(/\d+ addresses processed/)).toBeVisible({ timeout: 30_000 });
    await expect(toast(page)).toContainText("Validation Complete");
    for (const label of ["High:", "Medium:", "Low:", "Errors:", "No Changes:"]) await expect(panel.getByText(label, { exact: true })).toBeVisible();
    const apply = panel.getByRole("button", { name: /^Apply \d+ Corrections$/ });
    await expect(apply).toBeVisible();
    await panel.getByRole("checkbox", { name: "Select all corrections" }).uncheck();
    await expect(panel.getByRole("button", { name: "Apply 0 Corrections" })).toBeDisabled();
    await panel.getByRole("checkbox", { name: /^Apply correction of / }).first().check();
    await panel.getByRole("button", { name: "Apply 1 Corrections" }).click();
    await expect(toast(page)).toContainText("Corrections Applied");
    await expect(panel).toBeHidden();
    // The corrected row waits for an ownership search.
    await expect(page.getByRole("table", { name: "Charged properties" }).getByText("Searching...").first()).toBeVisible();
  });

  test("starts an ownership search and watches it complete", async ({ page }) => {
    await openTab(page, "Charged Properties");
    const banner = page.getByText(/^\d+ properties need ownership search$/);
    await expect(banner).toBeVisible();
    await page.getByRole("button", { name: "Show Search Options" }).click();
    const needing = page.getByRole("table", { name: "Properties needing ownership search" });
    await expect(needing.locator("tbody tr").first()).toBeVisible();
    expect(await needing.locator("tbody tr").count()).toBeLessThanOrEqual(10);
    await needing.getByRole("checkbox", { name: "Select all properties needing search" }).check();
    await expect(page.getByText(/^[1-9]\d* selected$/)).toBeVisible();
    await page.getByRole("button", { name: "Search Selected" }).click();
    await expect(toast(page)).toContainText("Ownership Search Started");
    await expect(toast(page)).toContainText(/Search initiated for \d+ properties\. Estimated duration: /);
    await expect(page.getByText("0 selected")).toBeVisible();
    // The job appears (jobs refreshed 2 s after the start, then polled every 5 s) and completes.
    await expect(page.locator("li", { hasText: "completed" }).filter({ hasText: /\d+ found, \d+ not found, \d+ total/ }).first()).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText("in_progress")).toHaveCount(0, { timeout: 45_000 });
  });

  test("generates an AI report and downloads its PDF", async ({ page }) => {
    const table = page.getByRole("table", { name: "Properties" });
    const title = (await columnTexts(table, "Title Number"))[0] ?? "";
    await table.getByRole("button", { name: title, exact: true }).click();
    // Hold the request until the banner has been seen: without a live model the report is
    // written in milliseconds, and the banner would come and go between two polls.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/generate-ai-report", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("dialog", { name: "Property Details" }).getByRole("button", { name: "Generate AI Report" }).click();
    await expect(page.getByText("Generating AI Property Report...")).toBeVisible();
    release();
    const report = page.getByRole("dialog", { name: "AI Property Report" });
    await expect(report).toBeVisible({ timeout: 45_000 });
    await expect(toast(page)).toContainText("AI Report Generated");
    await expect(report.getByRole("article", { name: "AI property report" })).not.toBeEmpty();
    await expect(page.getByText("Generating AI Property Report...")).toBeHidden();
    const downloadPromise = page.waitForEvent("download", { timeout: 45_000 });
    await report.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^property-report-${title}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe("%PDF-");
    await expect(toast(page)).toContainText("PDF Downloaded");
  });
});
