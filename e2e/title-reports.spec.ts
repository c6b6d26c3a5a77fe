import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn, toast } from "./helpers";

const REPORT_TIMEOUT = { timeout: 45_000 };
const SECTIONS = ["Property Overview", "Ownership Analysis", "Energy Performance Certificate", "HM Land Registry Information", "Professional Legal Analysis", "Data Sources and Compliance"];

type Home = { uprn: string; singleLine: string; titleNumber: string };

/** 27 Bradwell Road, NE3 3LJ and its title, as loaded into the e2e database (demo titles carry UPRNs). */
function bradwellRoad(): Home {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const row = db
      .prepare(`SELECT a.uprn, a.singleLine, t.titleNumber FROM "Address" a JOIN "Title" t ON t.uprn = a.uprn WHERE a.postcode = 'NE3 3LJ' AND a.paon = '27' AND a.street = 'Bradwell Road'`)
      .get() as Home | undefined;
    if (!row) throw new Error("27 Bradwell Road, NE3 3LJ has no title in the e2e database");
    return row;
  } finally {
    db.close();
  }
}

async function generate(page: Page, uprn: string) {
  await page.getByRole("textbox", { name: "UPRN" }).fill(uprn);
  await page.getByRole("button", { name: "Generate Report" }).click();
}

test.describe("SRA Title Reports", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/services/title-reports");
    await expect(page.getByRole("heading", { level: 1, name: "SRA Title Reports" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Law Society SRA Compliant Title Reports" })).toBeVisible();
    await expect(page).toHaveTitle(/SRA Title Reports · Property Analysis System/);
  });

  test("generates a report for a UPRN: every section, the title, derived checks and warnings", async ({ page }) => {
    const home = bradwellRoad();
    // Hold the answer a moment so the busy state can be seen.
    await page.route("**/api/services/sra-title-report/*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await generate(page, `  ${home.uprn} `);
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    await expect(page.getByText("SRA Compliant", { exact: true })).toBeVisible(REPORT_TIMEOUT);
    for (const section of SECTIONS) await expect(page.getByRole("heading", { name: section })).toBeVisible();
    await expect(page.getByText(`UPRN: ${home.uprn}`)).toBeVisible();
    await expect(page.getByText(home.singleLine).first()).toBeVisible();
    await expect(page.getByText(home.titleNumber, { exact: true })).toBeVisible();
    await expect(page.getByText("Property data provider")).toBeVisible();
    await expect(page.getByText(/^Available: Demo data \(synthetic\)$/).first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Compliance checks" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("list", { name: "Compliance checks" })).toContainText(`HM Land Registry title ${home.titleNumber} found`);
    await expect(page.getByRole("list", { name: "Validation warnings" })).toContainText("synthetic demo data");
    await expect(page.getByText(/^Written by the rules writer from the structured facts/)).toBeVisible();
    await expect(page.getByText(/is not legal advice/)).toBeVisible();
    await expect(page.getByText(/certifies compliance/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Generate Report" })).toBeEnabled();
  });

  test("a blank UPRN shows the toast and asks the server nothing", async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/services/sra-title-report/")) calls += 1;
    });
    await generate(page, "   ");
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText("Please enter a valid UPRN");
    expect(calls).toBe(0);
  });

  test("an unknown UPRN shows the §8 error with the server's message", async ({ page }) => {
    await generate(page, "999999999999");
    const card = page.getByRole("alert").filter({ hasText: "Error generating title report. Please check the UPRN and try again." });
    await expect(card).toBeVisible(REPORT_TIMEOUT);
    await expect(card).toContainText("No property with UPRN 999999999999 was found.");
  });

  test("View Report opens the rendered report in a new tab", async ({ page, context }) => {
    const home = bradwellRoad();
    await generate(page, home.uprn);
    await expect(page.getByRole("button", { name: "View Report" })).toBeVisible(REPORT_TIMEOUT);
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "View Report" }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`/api/services/sra-title-report/${home.uprn}/view`);
    await expect(tab.getByRole("heading", { level: 1, name: "Law Society SRA Compliant Title Report" })).toBeVisible();
    for (const section of SECTIONS) await expect(tab.getByRole("heading", { level: 2, name: section })).toBeVisible();
    await expect(tab.getByText(home.titleNumber, { exact: true })).toBeVisible();
    await tab.close();
  });

  test("Download PDF saves a real PDF named for the UPRN and date", async ({ page }) => {
    const home = bradwellRoad();
    await generate(page, home.uprn);
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible(REPORT_TIMEOUT);
    const [download] = await Promise.all([page.waitForEvent("download", REPORT_TIMEOUT), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^sra-title-report-${home.uprn}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(file.length).toBeGreaterThan(5_000);
    await expect(toast(page)).toContainText("PDF Downloaded");
  });
});
