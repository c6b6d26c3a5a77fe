import { expect, type Page } from "@playwright/test";
import { E2E_PASSWORD } from "../playwright.config";

export async function signIn(page: Page, path = "/search") {
  await page.goto(path);
  await page.getByPlaceholder("Enter password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Access System" }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

export function toast(page: Page) {
  return page.getByTestId("toast");
}
