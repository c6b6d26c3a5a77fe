import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn } from "./helpers";

const UPRN_MESSAGE = "UPRN should be a numeric value (1-12 digits)";
const LOOKUP_TIMEOUT = { timeout: 45_000 };

type AddressRow = { uprn: string; singleLine: string; latitude: number; longitude: number };

/** 27 Bradwell Road, NE3 3LJ, as loaded into the e2e database (it has a recorded sale). */
function bradwellRoad(): AddressRow {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    const row = db
      .prepare(`SELECT uprn, singleLine, latitude, longitude FROM "Address" WHERE postcode = 'NE3 3LJ' AND paon = '27' AND street = 'Bradwell Road'`)
      .get() as AddressRow | undefined;
    if (!row) throw new Error("27 Bradwell Road, NE3 3LJ is missing from the e2e database");
    return row;
  } finally {
    db.close();
  }
}

/** The details card, found by its title (the address). */
function details(page: Page, address: string) {
  return page.getByRole("heading", { level: 3, name: address, exact: true }).locator("xpath=../..");
}

async function lookUp(page: Page) {
  await page.getByRole("button", { name: "Look up" }).click();
}

function resultButtons(page: Page) {
  return page.getByRole("main").getByRole("listitem").getByRole("button");
}

test.describe("UPRN lookup", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/tools/uprn-lookup");
    await expect(page.getByRole("heading", { level: 1, name: "UPRN Lookup" })).toBeVisible();
  });

  test("a UPRN from the data shows its details: address, postcode and sales", async ({ page }) => {
    const home = bradwellRoad();
    await expect(page.getByRole("tab", { name: "UPRN" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("textbox", { name: "UPRN" }).fill(home.uprn);
    await lookUp(page);
    const card = details(page, home.singleLine);
    await expect(card).toBeVisible(LOOKUP_TIMEOUT);
    await expect(card).toContainText(`UPRN ${home.uprn}`);
    await expect(card.getByRole("definition").first()).toHaveText("NE3 3LJ");
    await expect(card.getByRole("heading", { name: "Sales (HM Land Registry)" })).toBeVisible();
    await expect(card.getByRole("listitem").first()).toContainText(/£[\d,]+/);
    await expect(card.getByText("No recorded sales.")).toHaveCount(0);
  });

  test("a non-numeric UPRN shows the validation message", async ({ page }) => {
    await page.getByRole("textbox", { name: "UPRN" }).fill("abc");
    await lookUp(page);
    await expect(page.getByRole("alert").filter({ hasText: UPRN_MESSAGE })).toBeVisible();
    await expect(page.getByText("Choose a result, or look up a UPRN, to see its details.")).toBeVisible();

    await page.getByRole("textbox", { name: "UPRN" }).fill("1234567890123");
    await lookUp(page);
    await expect(page.getByRole("alert").filter({ hasText: UPRN_MESSAGE })).toBeVisible();
  });

  test("an unknown UPRN shows the server's not-found message", async ({ page }) => {
    await page.getByRole("textbox", { name: "UPRN" }).fill("999999999999");
    await lookUp(page);
    await expect(page.getByRole("alert").filter({ hasText: "No property with UPRN 999999999999 was found." })).toBeVisible(LOOKUP_TIMEOUT);
  });

  test("the Postcode tab lists the UPRNs in NE3 3LJ; choosing one shows its details", async ({ page }) => {
    const home = bradwellRoad();
    await page.getByRole("tab", { name: "Postcode" }).click();
    await page.getByRole("textbox", { name: "Postcode" }).fill("ne3 3lj");
    await lookUp(page);
    await expect(page.getByText(/^\d+ UPRNs? found/)).toBeVisible(LOOKUP_TIMEOUT);
    await expect(resultButtons(page).first()).toBeVisible();
    for (const text of await resultButtons(page).allInnerTexts()) expect(text).toContain("NE3 3LJ");

    const choice = resultButtons(page).filter({ hasText: home.singleLine });
    await expect(choice).toHaveCount(1);
    await expect(choice).toContainText(home.uprn);
    await choice.click();
    await expect(choice).toHaveAttribute("aria-pressed", "true");
    await expect(details(page, home.singleLine)).toBeVisible(LOOKUP_TIMEOUT);
    await expect(details(page, home.singleLine)).toContainText(`UPRN ${home.uprn}`);
  });

  test("the Address tab finds 27 Bradwell Road from a misspelt address", async ({ page }) => {
    const home = bradwellRoad();
    await page.getByRole("tab", { name: "Address" }).click();
    await page.getByRole("textbox", { name: "Address" }).fill("27 bradwel rd ne3 3lj");
    await lookUp(page);
    await expect(page.getByText(/^\d+ UPRNs? found/)).toBeVisible(LOOKUP_TIMEOUT);
    await expect(resultButtons(page).first()).toContainText("27 Bradwell Road");
    await expect(resultButtons(page).first()).toContainText(home.uprn);
    await resultButtons(page).first().click();
    await expect(details(page, home.singleLine)).toBeVisible(LOOKUP_TIMEOUT);
  });

  test("the Nearby tab lists UPRNs around a point with their distances", async ({ page }) => {
    const home = bradwellRoad();
    await page.getByRole("tab", { name: "Nearby" }).click();
    await page.getByRole("textbox", { name: "Latitude" }).fill(String(home.latitude));
    await page.getByRole("textbox", { name: "Longitude" }).fill(String(home.longitude));
    await expect(page.getByRole("textbox", { name: "Radius (metres)" })).toHaveValue("100");
    await lookUp(page);
    await expect(page.getByText(/^\d+ UPRNs? found/)).toBeVisible(LOOKUP_TIMEOUT);
    const texts = await resultButtons(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(1);
    const distances = texts.map((text) => {
      const match = /(\d+) m · \d+/.exec(text);
      expect(match, text).not.toBeNull();
      return Number(match?.[1]);
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(100);
    // The point is 27 Bradwell Road itself: it comes first, 0 m away.
    expect(texts[0]).toContain(home.singleLine);
    expect(distances[0]).toBe(0);
  });

  test("the Nearby tab with empty or invalid coordinates says what to enter and sends nothing", async ({ page }) => {
    let searched = false;
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/uprn/search/radius") searched = true;
    });
    await page.getByRole("tab", { name: "Nearby" }).click();
    await lookUp(page);
    const alert = page.getByRole("alert").filter({ hasText: "Enter a latitude in decimal degrees, for example 55.0072. Enter a longitude in decimal degrees, for example -1.6353." });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Latitude" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Longitude" })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("No UPRNs found.")).toHaveCount(0);

    await page.getByRole("textbox", { name: "Latitude" }).fill("55.0072");
    await page.getByRole("textbox", { name: "Longitude" }).fill("west");
    await lookUp(page);
    await expect(page.getByRole("alert").filter({ hasText: "The longitude must be a number in decimal degrees, for example -1.6353." })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Latitude" })).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByRole("textbox", { name: "Longitude" })).toHaveAttribute("aria-invalid", "true");
    expect(searched).toBe(false);
  });

  test("an address too short for the server gets its sentence, with no field prefix", async ({ page }) => {
    await page.getByRole("tab", { name: "Address" }).click();
    await page.getByRole("textbox", { name: "Address" }).fill("ab");
    await lookUp(page);
    const alert = page.getByRole("alert").filter({ hasText: "Enter at least 3 characters of the address." });
    await expect(alert).toBeVisible(LOOKUP_TIMEOUT);
    await expect(alert).not.toContainText("q:");
    await expect(alert).not.toContainText("(q)");
  });
});
