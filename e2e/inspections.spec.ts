import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { readPdfText } from "../lib/reports/read-pdf-text";
import { E2E_DATABASE } from "../playwright.config";
import { signIn } from "./helpers";

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** 27 Bradwell Road, NE3 3LJ's UPRN as loaded into the e2e database. */
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

test.describe("Inspections", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/services/inspections");
    await expect(page.getByRole("heading", { level: 1, name: "Property Inspections" })).toBeVisible();
  });

  test("schedules a UPRN, records it with a photo, refuses a fake image, completes and prints it", async ({ page }) => {
    const schedule = page.getByRole("form", { name: "Schedule an inspection" });
    await schedule.getByLabel("UPRN").fill(bradwellRoadUprn());
    await schedule.getByLabel("Due date").fill("2026-12-15");
    await schedule.getByRole("button", { name: "Schedule inspection" }).click();
    await expect(page.getByRole("table", { name: "Inspections" }).getByRole("button", { name: /27 Bradwell Road/ }).first()).toBeVisible();

    const record = page.getByRole("form", { name: "Record the inspection" });
    await record.getByLabel("Inspected on").fill("2026-11-20");
    await record.getByLabel("Inspector").fill("E2E Surveyor");
    await record.getByLabel("Roof").selectOption({ label: "3 – urgent repair" });
    await record.getByLabel("Notes").fill("Slipped tiles over the rear bedroom.");
    await record.getByRole("button", { name: "Save record" }).click();
    await expect(page.getByText(/In progress · due 2026-12-15/)).toBeVisible();

    const photo = page.getByRole("form", { name: "Add a photo" });
    await photo.getByLabel(/^Photo/).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("%PDF-1.4 not an image") });
    await photo.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The file is not a JPEG, PNG or WebP image" })).toBeVisible();

    await photo.getByLabel(/^Photo/).setInputFiles({ name: "roof.png", mimeType: "image/png", buffer: PNG });
    await photo.getByLabel("Caption").fill("Rear roof slope");
    await photo.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("img", { name: "Rear roof slope" })).toBeVisible();
    // A second photo, deleted after its confirm (the first is dismissed and changes nothing).
    await photo.getByLabel(/^Photo/).setInputFiles({ name: "mistake.png", mimeType: "image/png", buffer: PNG });
    await photo.getByLabel("Caption").fill("Wrong house");
    await photo.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("img", { name: "Wrong house" })).toBeVisible();
    page.once("dialog", (dialog) => dialog.dismiss());
    await page.getByRole("button", { name: "Delete photo Wrong house" }).click();
    await expect(page.getByRole("img", { name: "Wrong house" })).toBeVisible();
    page.once("dialog", async (dialog) => {
      expect(dialog.message()).toBe('Delete the photo "Wrong house"? This cannot be undone.');
      await dialog.accept();
    });
    await page.getByRole("button", { name: "Delete photo Wrong house" }).click();
    await expect(page.getByRole("img", { name: "Wrong house" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Rear roof slope" })).toBeVisible();

    await page.getByRole("button", { name: "Mark complete" }).click();
    await expect(page.getByText(/Completed · due 2026-12-15/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Delete photo/ })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Condition ratings" })).toContainText("Roof: 3 – urgent repair");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^inspection-.*\.pdf$/);
    const pdf = new Uint8Array(await readFile(await download.path()));
    const text = (await readPdfText(pdf)).replace(/\s+/g, " ");
    for (const words of ["Property inspection", "27 Bradwell Road", "E2E Surveyor", "Slipped tiles over the rear bedroom.", "Photo 1: Rear roof slope"]) expect(text).toContain(words);

    await page.getByLabel("Status").selectOption({ value: "completed" });
    await expect(page.getByRole("table", { name: "Inspections" }).getByRole("button", { name: /27 Bradwell Road/ }).first()).toBeVisible();
  });

  test("schedules a portfolio property, and says what is wrong with a bad UPRN", async ({ page }) => {
    const schedule = page.getByRole("form", { name: "Schedule an inspection" });
    await schedule.getByLabel("UPRN").fill("999999999997");
    await schedule.getByLabel("Due date").fill("2026-12-20");
    await schedule.getByRole("button", { name: "Schedule inspection" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No property with UPRN 999999999997 was found." })).toBeVisible();

    await schedule.getByLabel("or a portfolio (client)").fill("northbank");
    await schedule.getByRole("button", { name: "Load properties" }).click();
    const select = schedule.getByLabel("Portfolio property");
    await expect(select.locator("option").nth(1)).toBeAttached();
    const label = (await select.locator("option").nth(1).textContent()) ?? "";
    await select.selectOption({ index: 1 });
    await schedule.getByRole("button", { name: "Schedule inspection" }).click();
    await expect(page.getByText(/Scheduled · due 2026-12-20/)).toBeVisible();
    await expect(page.getByRole("heading", { name: label })).toBeVisible();
  });
});
