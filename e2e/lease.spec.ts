import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

const figure = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

async function openLease(page: Page) {
  await signIn(page, "/commercial/lease");
  await expect(page.getByRole("heading", { level: 1, name: "Lease Analysis" })).toBeVisible();
}

async function fillLease(page: Page, n: number, lease: { tenant: string; area?: string; rent: string; start: string; expiry: string; breaks?: string; reviews?: string }) {
  const group = page.getByRole("group", { name: `Lease ${n}` });
  await group.getByLabel("Tenant").fill(lease.tenant);
  if (lease.area) await group.getByLabel("Area (m²)").fill(lease.area);
  await group.getByLabel("Rent (£ a year)").fill(lease.rent);
  await group.getByLabel("Start").fill(lease.start);
  await group.getByLabel("Expiry").fill(lease.expiry);
  if (lease.breaks) await group.getByLabel("Break dates").fill(lease.breaks);
  if (lease.reviews) await group.getByLabel("Rent review dates").fill(lease.reviews);
}

test.describe("lease analysis", () => {
  test("a two-lease schedule: unexpired terms, next break and review, WAULT to expiry and to break", async ({ page }) => {
    await openLease(page);
    await page.getByLabel("Valuation date").fill("2025-01-01");
    await fillLease(page, 1, { tenant: "Unit 1 Bakery", area: "250", rent: "100000", start: "2020-01-01", expiry: "2035-01-01", breaks: "2030-01-01", reviews: "2025-01-01, 2030-01-01" });
    await page.getByRole("button", { name: "Add lease" }).click();
    await fillLease(page, 2, { tenant: "Unit 2 Pharmacy", area: "120", rent: "50000", start: "2022-07-01", expiry: "2027-07-01" });
    await page.getByRole("button", { name: "Analyse leases" }).click();

    await expect(page.getByRole("heading", { name: "Tenancy schedule as at 1 Jan 2025" })).toBeVisible();
    await expect(figure(page, "WAULT to expiry")).toContainText("7.50 yrs");
    await expect(figure(page, "WAULT to break")).toContainText("4.16 yrs");
    await expect(figure(page, "Rent passing")).toContainText("£150,000");
    await expect(page.getByRole("row", { name: /Unit 1 Bakery/ })).toContainText("1 Jan 2030 (5.00 yrs)");
    await expect(page.getByRole("row", { name: /Unit 2 Pharmacy/ })).toContainText("2.49 yrs");
  });

  test("a lease that ends before it starts is named, and nothing is sent", async ({ page }) => {
    await openLease(page);
    let sent = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/commercial/lease/analysis") sent++;
    });
    await fillLease(page, 1, { tenant: "Kiosk", rent: "5000", start: "2024-01-01", expiry: "2023-01-01" });
    await page.getByRole("button", { name: "Analyse leases" }).click();
    await expect(page.getByRole("form", { name: "Lease analysis" }).getByRole("alert")).toContainText("Lease 1: The lease expiry of Kiosk must be after its start.");
    expect(sent).toBe(0);
  });

  test("lease extension: the 1993 Act premium with marriage value, then the 2024 basis without it", async ({ page }) => {
    await openLease(page);
    await page.getByRole("tab", { name: "Lease extension" }).click();
    await expect(page.getByText("The Leasehold and Freehold Reform Act 2024 changes this basis where its provisions are in force")).toBeVisible();
    await expect(page.getByLabel("Basis", { exact: true })).toHaveValue("1993-act");
    await page.getByRole("button", { name: "Calculate premium" }).click();
    await expect(page.getByRole("heading", { name: "Premium on the 1993 Act (current) basis" })).toBeVisible();
    await expect(figure(page, "Premium")).toContainText("£30,540");
    await expect(figure(page, "Diminution in the landlord's interest")).toContainText("£17,079");
    await expect(figure(page, "Landlord's share of marriage value")).toContainText("£13,461");
    await expect(page.getByRole("row", { name: /Term: ground rent capitalised/ })).toContainText("16.384544");

    await page.getByLabel("Basis", { exact: true }).selectOption({ label: "LFRA 2024 (when in force)" });
    await expect(page.getByLabel("Relativity (%)")).toHaveCount(0);
    await page.getByRole("button", { name: "Calculate premium" }).click();
    await expect(page.getByRole("heading", { name: "Premium on the LFRA 2024 (when in force) basis" })).toBeVisible();
    await expect(figure(page, "Premium")).toContainText("£17,242");
    await expect(figure(page, "Landlord's share of marriage value")).toContainText("No marriage value: the 2024 Act removes it");
    await expect(page.getByText("None are prescribed in our data: the rates used are the ones you enter.")).toBeVisible();

    await page.getByLabel("Unexpired term (years)").fill("");
    await page.getByRole("button", { name: "Calculate premium" }).click();
    await expect(page.getByText("Enter the unexpired term.")).toBeVisible();
  });

  test("at phone width (390 px) neither tab makes the page scroll sideways", async ({ page }) => {
    await openLease(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Valuation date").fill("2025-01-01");
    await fillLease(page, 1, { tenant: "Unit 1 Bakery", rent: "100000", start: "2020-01-01", expiry: "2035-01-01", breaks: "2030-01-01" });
    await page.getByRole("button", { name: "Analyse leases" }).click();
    await expect(figure(page, "WAULT to expiry")).toContainText("10.00 yrs");
    const scrolls = () => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(await scrolls()).toBe(false);
    await page.getByRole("tab", { name: "Lease extension" }).click();
    await page.getByRole("button", { name: "Calculate premium" }).click();
    await expect(figure(page, "Premium")).toContainText("£30,540");
    expect(await scrolls()).toBe(false);
  });
});
