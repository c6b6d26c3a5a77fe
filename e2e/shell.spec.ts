import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { E2E_DATABASE, E2E_DIST_DIR, E2E_PASSWORD } from "../playwright.config";
import { signIn } from "./helpers";

const specRoutes = [
  "/residential/search", "/residential/valuation", "/residential/marketing", "/residential/area-analysis", "/residential/investment",
  "/commercial/search", "/commercial/valuation", "/commercial/lease", "/commercial/reports",
  "/services/insurance-rebuild", "/services/title-reports", "/services/inspections", "/services/compliance",
  "/tools/map", "/tools/comparison", "/tools/trends", "/tools/uprn-lookup", "/tools/epc-search", "/tools/building-heights",
  "/search", "/valuation", "/area-analysis", "/comparison", "/investment", "/map", "/title-lookup",
];

test.describe("shell", () => {
  test("every spec route renders in the shell with a title", async ({ page }) => {
    await signIn(page);
    for (const route of specRoutes) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
      await expect(page.getByText("Property Intelligence Platform").first(), route).toBeVisible();
      await expect(page.getByText(/coming soon/i), route).toHaveCount(0);
    }
  });

  test("home redirects to search, which shows the Get Started cards", async ({ page }) => {
    await signIn(page, "/");
    await expect(page).toHaveURL(/\/search$/);
    for (const card of ["Property Search", "Valuation Tool", "Area Analysis", "Property Comparison"]) {
      await expect(page.getByRole("link", { name: `Get Started with ${card}` })).toBeVisible();
    }
    await page.getByRole("link", { name: "Get Started with Valuation Tool" }).click();
    await expect(page).toHaveURL(/\/valuation$/);
  });

  test("unknown paths show the 404 texts", async ({ page }) => {
    await signIn(page);
    for (const route of ["/no/such/page", "/nobody-portfolio", "/residential"]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(404);
      await expect(page.getByText("404 Page Not Found")).toBeVisible();
      await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    }
  });

  test("sidebar groups and the highlighted item", async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const group of ["Residential Properties", "Commercial Properties", "Professional Services", "Client Portfolios", "Tools & Analytics"]) {
      await expect(nav.getByRole("heading", { name: group })).toBeVisible();
    }
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Search");
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", "/residential/search");
    await nav.getByRole("link", { name: "Building Heights" }).click();
    await expect(page).toHaveURL(/\/tools\/building-heights$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Building Heights");
  });

  test("recent searches: the first 3 postcodes link to search", async ({ page }) => {
    const db = new Database(E2E_DATABASE);
    db.exec(`DELETE FROM "RecentSearch"`);
    db.close();
    await signIn(page);
    await expect(page.getByText("No recent searches")).toBeVisible();

    const write = new Database(E2E_DATABASE);
    const insert = write.prepare(`INSERT INTO "RecentSearch" (postcode, createdAt) VALUES (?, ?)`);
    for (const postcode of ["M1 1AE", "NE3 3LJ", "NE1 1AD", "NE5 5JS"]) insert.run(postcode, new Date().toISOString());
    write.close();
    await page.reload();
    const section = page.getByRole("region", { name: "Recent Searches" });
    await expect(section.getByRole("link")).toHaveText(["NE5 5JS", "NE1 1AD", "NE3 3LJ"]);
    await expect(section.getByRole("link", { name: "NE1 1AD" })).toHaveAttribute("href", "/residential/search?postcode=NE1%201AD");
  });

  test("usable on a phone: the menu opens the sidebar, Logout is hidden", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search");
    await page.getByPlaceholder("Enter password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Access System" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Property Search" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Trends" }).click();
    await expect(page).toHaveURL(/\/tools\/trends$/);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  });

  test("About the data names each dataset and its licence line", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "About the data" }).click();
    const dialog = page.getByRole("dialog", { name: "About the data" });
    await expect(dialog).toContainText("Contains HM Land Registry data © Crown copyright and database right 2022");
    await expect(dialog).toContainText("police.uk");
    await expect(dialog).toContainText("Demo layers (synthetic)");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("theme toggle switches to dark and back", async ({ page }) => {
    await signIn(page);
    const html = page.locator("html");
    const toggle = page.getByRole("button", { name: "Toggle dark mode" });
    const before = (await html.getAttribute("class")) ?? "";
    await toggle.click();
    await expect(html).not.toHaveClass(before);
    await toggle.click();
    await expect(html).toHaveClass(before);
  });
});

test("no password or session secret in the built client files", () => {
  const secrets = [E2E_PASSWORD, "e2e-session-secret-0123456789abcdef"];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(`${E2E_DIST_DIR}/static`);
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});
