import { expect, test } from "./fixtures";
import { E2E_PASSWORD } from "../playwright.config";
import { signIn, toast } from "./helpers";

test.describe("access gate", () => {
  test("login screen, wrong and right passwords, logout", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: "Property Analysis System" })).toBeVisible();
    await expect(page.getByText("Authorized access only")).toBeVisible();
    const field = page.getByPlaceholder("Enter password");
    const button = page.getByRole("button", { name: "Access System" });
    await expect(button).toBeDisabled();
    await field.fill("   ");
    await expect(button).toBeDisabled();
    // nothing of the app is in the page before sign-in
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

    await field.fill("not-the-password");
    await button.click();
    await expect(toast(page)).toContainText("Access Denied");
    await expect(toast(page)).toContainText("Incorrect password. Please try again.");
    await expect(field).toHaveValue("");

    await field.fill(E2E_PASSWORD);
    await button.click();
    await expect(toast(page)).toContainText("Access Granted");
    await expect(toast(page)).toContainText("Welcome to Property Analysis System");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(await page.evaluate(() => Object.values(localStorage))).toContain("true");

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByPlaceholder("Enter password")).toBeVisible();
    await expect(toast(page)).toContainText("Logged Out");
    await expect(toast(page)).toContainText("You have been successfully logged out.");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // the server session is gone too
    expect((await page.request.get("/api/searches/recent")).status()).toBe(401);
  });

  test("the API refuses without a session and answers with one", async ({ page, playwright }) => {
    const base = test.info().project.use.baseURL ?? "";
    const anonymous = await playwright.request.newContext();
    for (const path of ["/api/searches/recent", "/api/anything/else", "/api/properties/search?postcode=NE1"]) {
      const response = await anonymous.get(base + path);
      expect(response.status(), path).toBe(401);
    }
    expect((await anonymous.get(base + "/api/health")).status()).toBe(200);
    await anonymous.dispose();

    await signIn(page);
    expect((await page.request.get("/api/searches/recent")).status()).toBe(200);
  });

  test("once the session cookie is gone, pages show the login screen again", async ({ page }) => {
    await signIn(page);
    await page.context().clearCookies();
    await page.goto("/tools/trends");
    await expect(page.getByPlaceholder("Enter password")).toBeVisible();
  });

  test("a 401 from a call in the page clears the flag and shows the login screen", async ({ page }) => {
    await signIn(page, "/residential/search");
    await page.context().clearCookies();
    await page.getByRole("textbox", { name: "Postcode" }).fill("NE3 3LJ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByPlaceholder("Enter password")).toBeVisible();
    expect(await page.evaluate(() => Object.values(localStorage))).not.toContain("true");
  });
});
