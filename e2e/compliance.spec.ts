import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

// The demo client "northbank" (lib/demo/demo-client.ts): its properties carry UPRNs.
const CLIENT = "northbank";

test.describe("Compliance", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/services/compliance");
    await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  });

  test("checks a portfolio, exports it, opens a property and records and deletes a certificate", async ({ page }) => {
    await page.getByRole("textbox", { name: "Portfolio (client)" }).fill(CLIENT);
    await page.getByRole("button", { name: "Check portfolio" }).click();
    const table = page.getByRole("table", { name: "Portfolio compliance" });
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole("columnheader", { name: "Minimum C (2030)" })).toBeVisible();
    await expect(page.getByText(/properties? with a UPRN/)).toBeVisible();

    // The export is the whole portfolio, streamed by the server, not the page the table shows.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Export all \d+ as CSV$/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^compliance.*northbank.*\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv).toContain("Address,Postcode,UPRN,Title number,EPC in date,EPC in date changes on");
    const total = Number((await page.getByText(/properties? with a UPRN/).innerText()).match(/^(\d+)/)?.[1]);
    expect(csv.trim().split("\r\n")).toHaveLength(total + 1);

    await table.getByRole("button", { name: /^Check / }).first().click();
    const checks = page.getByRole("table", { name: "Compliance checks" });
    await expect(checks).toBeVisible({ timeout: 30_000 });
    for (const label of ["EPC in date", "EPC at letting minimum (E)", "EPC at 2030 minimum (C)", "Listed building / conservation area", "Building safety (11 m+)", "Open charges"]) {
      await expect(checks.getByRole("cell", { name: label, exact: true })).toBeVisible();
    }

    const form = page.getByRole("form", { name: "Record a certificate" });
    await form.getByLabel("Certificate").selectOption({ label: "Electrical (EICR)" });
    await form.getByLabel("Reference").fill("E2E-EICR-1");
    await form.getByLabel("Expires on").fill("2020-01-31");
    await form.getByRole("button", { name: "Record certificate" }).click();
    await expect(checks.getByRole("row", { name: /Electrical \(EICR\).*Fail/ })).toBeVisible();
    await expect(checks.getByText("The electrical (eicr) certificate E2E-EICR-1 expired on 2020-01-31.")).toBeVisible();

    await page.getByRole("button", { name: /^Delete electrical certificate E2E-EICR-1/ }).click();
    await expect(checks.getByRole("cell", { name: "Electrical (EICR)", exact: true })).toHaveCount(0);
  });

  test("an unknown UPRN and an unknown portfolio say so", async ({ page }) => {
    await page.getByRole("textbox", { name: "Property UPRN" }).fill("999999999998");
    await page.getByRole("button", { name: "Check property" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No property with UPRN 999999999998 was found." })).toBeVisible();
    await page.getByRole("textbox", { name: "Portfolio (client)" }).fill("no-such-client");
    await page.getByRole("button", { name: "Check portfolio" }).click();
    await expect(page.getByRole("alert").filter({ hasText: 'There is no client "no-such-client"' })).toBeVisible();
  });

  test("a certificate dated before its issue is refused before it is sent", async ({ page }) => {
    await page.getByRole("textbox", { name: "Portfolio (client)" }).fill(CLIENT);
    await page.getByRole("button", { name: "Check portfolio" }).click();
    await page.getByRole("table", { name: "Portfolio compliance" }).getByRole("button", { name: /^Check / }).first().click();
    const form = page.getByRole("form", { name: "Record a certificate" });
    await expect(form).toBeVisible({ timeout: 30_000 });
    await form.getByLabel("Issued on").fill("2026-06-01");
    await form.getByLabel("Expires on").fill("2026-01-01");
    await form.getByRole("button", { name: "Record certificate" }).click();
    await expect(form.getByRole("alert")).toHaveText("The expiry date is before the issue date.");
  });
});
