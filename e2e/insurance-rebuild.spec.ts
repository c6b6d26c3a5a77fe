import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn, toast } from "./helpers";

const REPORT_TIMEOUT = { timeout: 45_000 };
const SECTIONS = ["Property Details", "Cost Breakdown", "Methodology", "Considerations", "Rates and Sources"];

/** 27 Bradwell Road, NE3 3LJ, as loaded into the e2e database with its (demo) EPC. */
function bradwellRoadUprn(): string {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const row = db.prepare(`SELECT a.uprn FROM "Address" a WHERE a.postcode = 'NE3 3LJ' AND a.paon = '27' AND a.street = 'Bradwell Road'`).get() as { uprn: string } | undefined;
    if (!row) throw new Error("27 Bradwell Road, NE3 3LJ is not in the e2e database");
    return row.uprn;
  } finally {
    db.close();
  }
}

async function assess(page: Page, uprn: string) {
  await page.getByRole("textbox", { name: "UPRN" }).fill(uprn);
  await page.getByRole("button", { name: "Assess Rebuild Cost" }).click();
}

test.describe("Insurance Rebuild Cost Assessment", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/services/insurance-rebuild");
    await expect(page.getByRole("heading", { level: 1, name: "Insurance Rebuild Cost Assessment" })).toBeVisible();
  });

  test("the address finder fills the UPRN, and the assessment shows every line", async ({ page }) => {
    const uprn = bradwellRoadUprn();
    await page.getByRole("combobox", { name: "Find address" }).pressSequentially("27 Bradwell");
    await page.getByRole("option", { name: /27 Bradwell Road.*NE3 3LJ/ }).click();
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveValue(uprn);
    await page.route("**/api/services/insurance-rebuild/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("button", { name: "Assess Rebuild Cost" }).click();
    await expect(page.getByRole("button", { name: "Assessing..." })).toBeDisabled();
    await expect(page.getByTestId("estimated-rebuild-cost")).toHaveText(/^£\d{1,3}(,\d{3})*$/, REPORT_TIMEOUT);
    for (const section of SECTIONS) await expect(page.getByRole("heading", { name: section })).toBeVisible();
    await expect(page.getByText(`UPRN: ${uprn}`)).toBeVisible();
    for (const line of ["Building work", "Demolition and debris removal", "Professional fees", "VAT"]) await expect(page.getByRole("cell", { name: line, exact: true })).toBeVisible();
    await expect(page.getByText("Indicative rates")).toBeVisible();
    // The bundled EPCs are synthetic: the floor area is labelled as demo data.
    await expect(page.getByText("Demo data", { exact: true })).toBeVisible();
    await expect(page.getByText(/indicative, not BCIS/i).first()).toBeVisible();
  });

  test("an entered floor area is used as the gross external area", async ({ page }) => {
    await page.getByRole("textbox", { name: "Floor area (m², optional)" }).fill("100");
    await assess(page, bradwellRoadUprn());
    await expect(page.getByText("Entered by the user as the gross external floor area")).toBeVisible(REPORT_TIMEOUT);
    await expect(page.getByText("100 m²", { exact: true })).toBeVisible();
  });

  test("a blank UPRN shows the toast and asks the server nothing", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/services/insurance-rebuild/")) calls += 1;
    });
    await assess(page, "  ");
    await expect(toast(page)).toContainText("Please enter a valid UPRN");
    expect(calls).toBe(0);
  });

  test("an address without a UPRN says so and clears the field", async ({ page }) => {
    // The register gives every address a UPRN; this answer stands in for one without.
    await page.route("**/api/address-details", (route) => route.fulfill({ json: { formattedAddress: "1 Nowhere Lane, Newcastle upon Tyne NE3 3LJ", postcode: "NE3 3LJ", city: null, county: null, country: "United Kingdom", uprn: null } }));
    await page.getByRole("textbox", { name: "UPRN" }).fill("123");
    await page.getByRole("combobox", { name: "Find address" }).pressSequentially("27 Bradwell");
    await page.getByRole("option", { name: /27 Bradwell Road.*NE3 3LJ/ }).click();
    await expect(toast(page)).toContainText("additional integration");
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveValue("");
  });

  test("an unknown UPRN shows the §8 error with the server's message", async ({ page }) => {
    await assess(page, "999999999999");
    const card = page.getByRole("alert").filter({ hasText: "Error loading rebuild assessment. Please check the UPRN and try again." });
    await expect(card).toBeVisible(REPORT_TIMEOUT);
    await expect(card).toContainText("No property with UPRN 999999999999 was found.");
  });

  test("View Report opens the rendered assessment in a new tab", async ({ page, context }) => {
    const uprn = bradwellRoadUprn();
    await assess(page, uprn);
    await expect(page.getByRole("button", { name: "View Report" })).toBeVisible(REPORT_TIMEOUT);
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "View Report" }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`/api/services/insurance-rebuild/${uprn}/view`);
    await expect(tab.getByRole("heading", { level: 1, name: "Insurance Rebuild Cost Assessment" })).toBeVisible();
    for (const section of SECTIONS) await expect(tab.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await tab.close();
  });

  test("Download PDF saves a real PDF named for the UPRN and date", async ({ page }) => {
    const uprn = bradwellRoadUprn();
    await assess(page, uprn);
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible(REPORT_TIMEOUT);
    const [download] = await Promise.all([page.waitForEvent("download", REPORT_TIMEOUT), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^insurance-rebuild-${uprn}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await expect(toast(page)).toContainText("PDF Downloaded");
  });
});
