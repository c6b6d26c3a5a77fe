import { readFile } from "node:fs/promises";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { readPdfText } from "../lib/reports/read-pdf-text";
import { signIn } from "./helpers";

// The bundled data has Price Paid but no non-domestic certificates: the journey adds one
// synthetic certificate (key E2E-…, floor area 250 m²) matched to a real type-Other sale by
// its address, and removes it afterwards.
const KEY = "E2E-COMMERCIAL-SEARCH-1";
type SaleRow = { transactionId: string; price: number; postcode: string; paon: string; street: string };

function addCertificateForASale(): SaleRow {
  const db = new Database(E2E_DATABASE);
  try {
    const sale = db
      .prepare(`SELECT "transactionId", "price", "postcode", "paon", "street" FROM "Sale" WHERE "propertyType" = 'O' AND "postcode" IS NOT NULL AND "paon" IS NOT NULL AND "street" IS NOT NULL AND "saon" IS NULL AND "postcode" IN (SELECT "postcode" FROM "Postcode" WHERE "latitude" IS NOT NULL) ORDER BY "date" DESC LIMIT 1`)
      .get() as SaleRow;
    db.prepare(`DELETE FROM "NonDomesticEpc" WHERE "lmkKey" = ?`).run(KEY);
    // The sale's own date column, copied as stored, is the certificate's lodgement date.
    db.prepare(
      `INSERT INTO "NonDomesticEpc" ("lmkKey", "address1", "postcode", "posttown", "assetRating", "assetRatingBand", "propertyType", "floorArea", "lodgementDate", "latitude", "longitude", "source", "period")
       SELECT ?, "Sale"."paon" || ' ' || "Sale"."street", "Sale"."postcode", 'E2E TOWN', 62, 'C', 'B1 Offices and Workshop businesses', 250, "Sale"."date", "p"."latitude", "p"."longitude", 'demo', 'e2e'
       FROM "Sale" JOIN "Postcode" AS "p" ON "p"."postcode" = "Sale"."postcode" WHERE "Sale"."transactionId" = ?`,
    ).run(KEY, sale.transactionId);
    return sale;
  } finally {
    db.close();
  }
}

function removeCertificate() {
  const db = new Database(E2E_DATABASE);
  try {
    db.prepare(`DELETE FROM "NonDomesticEpc" WHERE "lmkKey" = ?`).run(KEY);
  } finally {
    db.close();
  }
}

async function searchAt(page: Page, postcode: string, options: { sort?: string; order?: string } = {}) {
  await page.getByLabel("Postcode").fill(postcode);
  await page.getByLabel("Radius").selectOption("0.5");
  if (options.sort) await page.getByLabel("Sort by").selectOption({ label: options.sort });
  if (options.order) await page.getByLabel("Order").selectOption({ label: options.order });
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test.describe("commercial search", () => {
  test.afterAll(removeCertificate);

  test("lists sales and certificates near a postcode, price per m² where matched, sorted by the server, exported to CSV", async ({ page }) => {
    const sale = addCertificateForASale();
    await signIn(page, "/commercial/search");
    await expect(page.getByRole("heading", { level: 1, name: "Commercial Property Search" })).toBeVisible();

    await searchAt(page, sale.postcode, { sort: "Price per m²", order: "Highest first" });
    await expect(page.getByText(new RegExp(`non-residential sales? and 1 non-domestic EPC in ${sale.postcode} \\(within 0\\.5 miles\\)`))).toBeVisible();
    const table = page.getByRole("table", { name: "Commercial transactions and certificates" });
    // Sorted by price per m² in the database: the matched sale comes first, its figure worked from its price.
    const first = table.getByRole("row").nth(1);
    await expect(first).toContainText("Sale");
    await expect(first).toContainText(`£${Math.round(sale.price / 250).toLocaleString("en-GB")}`);
    await expect(first).toContainText("250");
    await expect(first).toContainText("C 62");
    await expect(first).toContainText("floor area from Demo data (synthetic)");
    // The certificate is listed as its own row, labelled as demo data.
    await expect(table.getByRole("row").filter({ hasText: "B1 Offices and Workshop businesses" })).toContainText("Demo data (synthetic)");

    // The page's rows on the product's map: the matched sale and the certificate each have a marker; a popup gives the figures.
    const map = page.getByRole("region", { name: "Results on a map" });
    await expect(map.getByTestId("map-marker").first()).toBeVisible({ timeout: 30_000 });
    expect(await map.getByTestId("map-marker").count()).toBe(await table.locator("tbody tr").count());
    await expect(map.getByRole("button", { name: /^Non-domestic EPC: / })).toHaveCount(1);
    // Keyboard activation: the sale and its certificate share a point, so their markers may overlap.
    await map.getByRole("button", { name: new RegExp(`^Non-residential sale: ${sale.paon.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `, "i") }).first().focus();
    await page.keyboard.press("Enter");
    await expect(map.getByTestId("map-popup")).toContainText(`£${Math.round(sale.price / 250).toLocaleString("en-GB")} per m²`);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^commercial-search-.*\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain("Record,Id,Address,Postcode,UPRN,Date,Type,Price (£),Floor area (m²),Price per m² (£),EPC rating,Source");
    expect(csv).toContain(`${sale.transactionId}`);
    expect(csv).toContain(`,${sale.price},250,${Math.round(sale.price / 250)},C 62,`);
  });

  test("a malformed postcode is named under the field and an unknown one is reported", async ({ page }) => {
    await signIn(page, "/commercial/search");
    await page.getByLabel("Postcode").fill("NOT A POSTCODE");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.locator("#commercial-postcode-error")).toBeVisible();
    await searchAt(page, "SW1A 1AA");
    await expect(page.getByRole("alert").filter({ hasText: "Could not search" })).toContainText("Postcode SW1A 1AA was not found.");
  });

  test("the report for the matched sale: generated, viewed in a tab and printed to PDF with its figures; an unknown UPRN is reported", async ({ page, context }) => {
    const sale = addCertificateForASale();
    await signIn(page, "/commercial/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Commercial Reports" })).toBeVisible();
    await page.getByLabel("Property by").selectOption({ label: "Price Paid transaction id" });
    await page.getByLabel("Transaction id").fill(sale.transactionId);
    await page.getByLabel(/Include a lease/).check();
    await page.getByLabel("Tenant").fill("E2E Books Ltd");
    await page.getByLabel("Lease rent (£ a year)").fill("50000");
    await page.getByLabel("Lease start").fill("2020-01-01");
    await page.getByLabel("Lease expiry").fill("2040-01-01");
    await page.getByRole("button", { name: "Generate Report" }).click();
    await expect(page.getByText("Report ready for transaction")).toBeVisible();
    // View Report: the same report rendered by the server in a new tab, as on the other report screens.
    const [tab] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "View Report" }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain("/api/commercial/reports/view?report=");
    await expect(tab.getByRole("heading", { level: 1, name: "Commercial Property Report" })).toBeVisible();
    await expect(tab.getByText("E2E Books Ltd").first()).toBeVisible();
    await tab.close();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^commercial-report-.*\.pdf$/);
    const text = (await readPdfText(new Uint8Array(await readFile(await download.path())))).replace(/\s+/g, " ");
    for (const heading of ["Commercial Property Report", "Transactions and certificates", "Investment valuation", "Lease analysis", "Sources and limits"]) expect(text).toContain(heading);
    expect(text).toContain(`£${Math.round(sale.price / 250).toLocaleString("en-GB")}`);
    expect(text).toContain("£833,335");
    expect(text).toContain("E2E Books Ltd");
    expect(text).toContain("WAULT to expiry");

    await page.getByLabel("Property by").selectOption({ label: "UPRN" });
    await expect(page.getByRole("button", { name: "View Report" })).toBeHidden();
    await page.getByLabel("UPRN", { exact: true }).fill("42");
    await page.getByRole("button", { name: "Generate Report" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to generate the report" })).toContainText("No non-residential sale or non-domestic EPC was found for UPRN 42.");
  });
});
