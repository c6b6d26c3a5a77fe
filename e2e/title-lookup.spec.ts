import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import { expect, test, type Download, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn, toast } from "./helpers";

const TIMEOUT = { timeout: 45_000 };

type Home = { singleLine: string; titleNumber: string; proprietor: string };

/** 27 Bradwell Road, NE3 3LJ, its title and first proprietor, as loaded into the e2e database. */
function bradwellRoad(): Home {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT a.singleLine, t.titleNumber, p.name AS proprietor FROM "Address" a JOIN "Title" t ON t.uprn = a.uprn JOIN "Proprietor" p ON p.titleNumber = t.titleNumber AND p.position = 1
         WHERE a.postcode = 'NE3 3LJ' AND a.paon = '27' AND a.street = 'Bradwell Road' ORDER BY t.titleNumber LIMIT 1`,
      )
      .get() as Home | undefined;
    if (!row) throw new Error("27 Bradwell Road, NE3 3LJ has no title in the e2e database");
    return row;
  } finally {
    db.close();
  }
}

async function upload(page: Page, tab: string, name: string, content: string) {
  await page.getByRole("tab", { name: tab }).click();
  await page.getByLabel("File (.csv or .txt)").setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Upload" }).click();
}

async function exportCsv(page: Page): Promise<string> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
  return readFile(await download.path(), "utf8");
}

test.describe("Title Registry Lookup", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/title-lookup");
  });

  test("uploads an address file, shows progress, and lists and exports the results by confidence", async ({ page }) => {
    const home = bradwellRoad();
    await upload(page, "Address Upload", "addresses.csv", `Address\n"27 Bradwell Road, Newcastle upon Tyne, NE3 3LJ"\nzz\n`);
    await expect(toast(page).filter({ hasText: "Addresses uploaded successfully! Processing title number lookups..." })).toBeVisible();
    await expect(page.getByText("1 line could not be read")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Progress of addresses.csv" })).toBeVisible();
    await expect(page.getByText("2 of 2 lines")).toBeVisible(TIMEOUT);

    await page.getByRole("tab", { name: "Results" }).click();
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: home.titleNumber })).toContainText("HIGH", TIMEOUT);
    await expect(table.getByRole("row").filter({ hasText: home.titleNumber })).toContainText(home.proprietor);
    await expect(table.getByRole("row").filter({ hasText: "Line 3 is too short to be an address." })).toBeVisible();

    await page.getByLabel("Confidence").selectOption("HIGH");
    await expect(table.getByRole("row")).toHaveCount(2);
    const csv = await exportCsv(page);
    expect(csv).toContain(home.titleNumber);
    expect(csv).not.toContain("too short");
    expect(csv).toContain("Contains HM Land Registry data © Crown copyright and database right.");
  });

  test("uploads a title file and lists each title's proprietors", async ({ page }) => {
    const home = bradwellRoad();
    await upload(page, "Title Upload", "titles.txt", `${home.titleNumber}\nZZ999999\n`);
    await expect(toast(page).filter({ hasText: "Title numbers uploaded successfully! Processing proprietor details..." })).toBeVisible();
    await expect(page.getByText("2 of 2 lines")).toBeVisible(TIMEOUT);
    await page.getByRole("tab", { name: "Results" }).click();
    // The newest upload is the one shown first.
    await expect(page.getByLabel("Upload", { exact: true })).toContainText("titles.txt");
    const table = page.getByRole("table");
    await expect(table.getByRole("row").filter({ hasText: home.titleNumber })).toContainText(home.proprietor, TIMEOUT);
    await expect(table.getByRole("row").filter({ hasText: "ZZ999999" })).toContainText("Not found");
  });

  test("a wrong file type fails with the spec's message", async ({ page }) => {
    await upload(page, "Address Upload", "book.xlsx", "PK");
    await expect(toast(page).filter({ hasText: "Upload failed. Please check your file format and try again." })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Upload a .csv or .txt file." })).toBeVisible();
  });

  test("looks up one title: the register summary and each figure with its source", async ({ page }) => {
    const home = bradwellRoad();
    await page.getByRole("tab", { name: "Single Lookup" }).click();
    await page.getByLabel("Title number").fill(home.titleNumber.toLowerCase());
    await page.getByRole("button", { name: "Look Up" }).click();
    const result = page.getByRole("region", { name: `Title ${home.titleNumber}` });
    await expect(result).toContainText(`title ${home.titleNumber}: `, TIMEOUT);
    await expect(result).toContainText("Rebuild value");
    await expect(result).toContainText("Current value");

    await page.getByLabel("Title number").fill("ZZ999999");
    await page.getByRole("button", { name: "Look Up" }).click();
    await expect(toast(page).filter({ hasText: "Lookup failed. Please check the title number and try again." })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "No title ZZ999999 was found in the title register." })).toBeVisible();
  });
});
