import Database from "better-sqlite3";
import { expect, test, type Locator, type Page } from "./fixtures";
import { E2E_DATABASE } from "../playwright.config";
import { signIn, toast } from "./helpers";

const ERROR_TITLE = "Error searching building heights. Please check your search parameters and try again.";
const SEARCH_TIMEOUT = { timeout: 45_000 };

type Building = { osid: string; latitude: number; longitude: number; relHeightMax: number; versionDate: number | string | null };

function query<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = new Database(E2E_DATABASE, { readonly: true });
  try {
    return db.prepare(sql).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

/** The tallest building in the e2e data (a demo city-centre tower, 60 m or more). */
function tallestBuilding(): Building {
  const tower = query<Building>(`SELECT osid, latitude, longitude, relHeightMax, versionDate FROM "Building" WHERE relHeightMax >= 60 ORDER BY relHeightMax DESC LIMIT 1`);
  if (!tower) throw new Error("the e2e data has no building of 60 m or more");
  return tower;
}

/** A building from `min` to under `max` metres with fewer than 10 taller ones around it, so a search of its point lists it. */
function buildingListedNearItself(min: number, max: number): Building {
  const building = query<Building>(
    `SELECT b.osid, b.latitude, b.longitude, b.relHeightMax, b.versionDate FROM "Building" b
     WHERE b.relHeightMax >= ? AND b.relHeightMax < ?
       AND (SELECT COUNT(*) FROM "Building" o WHERE o.latitude BETWEEN b.latitude - 0.002 AND b.latitude + 0.002
            AND o.longitude BETWEEN b.longitude - 0.004 AND b.longitude + 0.004 AND o.relHeightMax > b.relHeightMax) < 10
     ORDER BY b.osid LIMIT 1`,
    min,
    max,
  );
  if (!building) throw new Error(`the e2e data has no building from ${min} to ${max} m`);
  return building;
}

/** An address within about 150 m of a point, and its UPRN. */
function addressNear(point: { latitude: number; longitude: number }): { uprn: string; singleLine: string } {
  const address = query<{ uprn: string; singleLine: string }>(
    `SELECT uprn, singleLine FROM "Address" WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?
     ORDER BY (latitude - ?) * (latitude - ?) + (longitude - ?) * (longitude - ?) * 0.33 LIMIT 1`,
    point.latitude - 0.0012, point.latitude + 0.0012, point.longitude - 0.0015, point.longitude + 0.0015,
    point.latitude, point.latitude, point.longitude, point.longitude,
  );
  if (!address) throw new Error("no address near the tower in the e2e data");
  return address;
}

const heightText = (metres: number) => `${metres.toFixed(1)} m`;

function badges(page: Page): Locator {
  return page.locator("[data-height-class]");
}

/** Every badge's colour is its class's (§9: green, yellow, red) and its class is its height's. */
async function expectBadgesMatchHeights(page: Page) {
  const colour = { "low-rise": "bg-green-", "mid-rise": "bg-yellow-", "high-rise": "bg-red-" } as const;
  for (const badge of await badges(page).all()) {
    const text = await badge.innerText();
    const metres = Number(/^([\d.]+) m/.exec(text)?.[1]);
    const expected = metres >= 60 ? "high-rise" : metres >= 18 ? "mid-rise" : "low-rise";
    await expect(badge, text).toHaveAttribute("data-height-class", expected);
    await expect(badge, text).toHaveClass(new RegExp(colour[expected]));
    await expect(badge).toContainText(expected === "high-rise" ? "High-rise" : expected === "mid-rise" ? "Mid-rise" : "Low-rise");
  }
}

async function openTab(page: Page, name: "UPRN" | "Coordinates" | "Area") {
  await page.getByRole("tab", { name }).click();
}

test.describe("OS Building Heights", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, "/tools/building-heights");
    await expect(page.getByRole("heading", { level: 1, name: "OS Building Heights" })).toBeVisible();
  });

  test("a UPRN near a tower: the area's figures, classes and the tallest nearby buildings", async ({ page }) => {
    const tower = tallestBuilding();
    const home = addressNear(tower);
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveAttribute("placeholder", /UPRN/);
    await page.getByRole("textbox", { name: "UPRN" }).fill(` ${home.uprn} `);
    await page.getByRole("button", { name: "Analyze Heights" }).click();
    await expect(page.getByText("Property Building Analysis")).toBeVisible(SEARCH_TIMEOUT);
    await expect(page.getByText(home.singleLine)).toBeVisible();
    await expect(page.getByText("Buildings within 200 m of the property.", { exact: true })).toBeVisible();
    const figures = page.getByRole("definition");
    await expect(page.getByText("Maximum height").locator("xpath=following-sibling::dd")).toHaveText(heightText(tower.relHeightMax));
    await expect(figures.first()).toHaveText(/^\d+$/);
    for (const label of ["Low-rise (under 18 m)", "Mid-rise (18 to under 60 m)", "High-rise (60 m and above)"]) {
      await expect(page.getByText(label)).toBeVisible();
    }
    await expect(page.getByText("High-rise (60 m and above)").locator("xpath=following-sibling::dd")).not.toHaveText("0");
    await expect(page.getByRole("heading", { name: "Nearby Buildings" })).toBeVisible();
    const listed = page.getByTestId("building");
    expect(await listed.count()).toBeGreaterThan(0);
    expect(await listed.count()).toBeLessThanOrEqual(10);
    await expect(listed.first().locator("[data-height-class]")).toHaveText(`${heightText(tower.relHeightMax)} · High-rise`);
    await expect(listed.first()).toContainText(/Floor area\s*[\d,]+ m²/);
    await expect(listed.first()).toContainText("Demo data (synthetic)");
    await expectBadgesMatchHeights(page);
  });

  test("coordinates: the 20 tallest around a point with OS ID and version date, badges by class", async ({ page }) => {
    const tower = tallestBuilding();
    await openTab(page, "Coordinates");
    const input = page.getByRole("textbox", { name: "Coordinates" });
    await expect(input).toHaveAttribute("placeholder", "latitude,longitude");
    const request = page.waitForRequest((r) => r.url().includes("/api/os/buildings/coordinates/"));
    await input.fill(`${tower.latitude},${tower.longitude}`);
    await page.getByRole("button", { name: "Search Area" }).click();
    expect(new URL((await request).url()).searchParams.get("radius")).toBe("200");
    await expect(page.getByText("Building Search Results")).toBeVisible(SEARCH_TIMEOUT);
    await expect(page.getByText(/^Found \d+ buildings with height data$/)).toBeVisible();
    const first = page.getByTestId("building").first();
    await expect(first.locator("[data-height-class]")).toHaveText(`${heightText(tower.relHeightMax)} · High-rise`);
    await expect(first).toContainText(`OS ID${tower.osid}`);
    await expect(first).toContainText(/Version date\s*\d{1,2} \w{3,4} \d{4}/);
    await expect(first).toContainText("Height sourceOS NGD (demo)");
    expect(await page.getByTestId("building").count()).toBeLessThanOrEqual(20);
    await expectBadgesMatchHeights(page);
  });

  test("a mid-rise building shows a yellow badge, a low-rise one green", async ({ page }) => {
    await openTab(page, "Coordinates");
    for (const [building, heightClass, colour] of [
      [buildingListedNearItself(18, 60), "mid-rise", /bg-yellow-/],
      [buildingListedNearItself(0.1, 18), "low-rise", /bg-green-/],
    ] as const) {
      await page.getByRole("textbox", { name: "Coordinates" }).fill(`${building.latitude},${building.longitude}`);
      await page.getByRole("button", { name: "Search Area" }).click();
      const badge = page.getByTestId("building").filter({ hasText: building.osid }).locator("[data-height-class]");
      await expect(badge).toHaveText(`${heightText(building.relHeightMax)} · ${heightClass === "mid-rise" ? "Mid-rise" : "Low-rise"}`, SEARCH_TIMEOUT);
      await expect(badge).toHaveAttribute("data-height-class", heightClass);
      await expect(badge).toHaveClass(colour);
      await expectBadgesMatchHeights(page);
    }
  });

  test("area: the slider filters by minimum height, sent only above 0", async ({ page }) => {
    const tower = tallestBuilding();
    await openTab(page, "Area");
    const input = page.getByRole("textbox", { name: "Bounding box" });
    await expect(input).toHaveAttribute("placeholder", "west,south,east,north");
    const box = [tower.longitude - 0.004, tower.latitude - 0.003, tower.longitude + 0.004, tower.latitude + 0.003].map((n) => n.toFixed(5)).join(",");
    await input.fill(box);
    const slider = page.getByRole("slider", { name: /Minimum Height Filter/ });
    await expect(page.getByText("Minimum Height Filter: 0m")).toBeVisible();
    await expect(slider).toHaveAttribute("min", "0");
    await expect(slider).toHaveAttribute("max", "200");
    await expect(slider).toHaveAttribute("step", "5");

    const unfiltered = page.waitForRequest((r) => r.url().includes("/api/os/buildings/bbox/"));
    await page.getByRole("button", { name: "Search Buildings" }).click();
    expect(new URL((await unfiltered).url()).searchParams.has("minHeight")).toBe(false);
    const found = page.getByText(/^Found \d+ buildings with height data$/);
    await expect(found).toBeVisible(SEARCH_TIMEOUT);
    const all = Number(/\d+/.exec(await found.innerText())?.[0]);

    await slider.focus();
    await page.keyboard.press("End");
    await expect(page.getByText("Minimum Height Filter: 200m")).toBeVisible();
    await page.keyboard.press("Home");
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Minimum Height Filter: 60m")).toBeVisible();
    const filtered = page.waitForRequest((r) => r.url().includes("/api/os/buildings/bbox/"));
    await page.getByRole("button", { name: "Search Buildings" }).click();
    expect(new URL((await filtered).url()).searchParams.get("minHeight")).toBe("60");
    await expect(page.getByText(/at least 60 m tall/)).toBeVisible(SEARCH_TIMEOUT);
    const tall = Number(/\d+/.exec(await page.getByText(/^Found \d+ buildings with height data$/).innerText())?.[0]);
    expect(tall).toBeGreaterThan(0);
    expect(tall).toBeLessThan(all);
    for (const badge of await badges(page).all()) await expect(badge).toHaveAttribute("data-height-class", "high-rise");
  });

  test("blank searches toast in lower case by tab; the tabs keep their text", async ({ page }) => {
    for (const [tab, button, word] of [["UPRN", "Analyze Heights", "uprn"], ["Coordinates", "Search Area", "coordinates"], ["Area", "Search Buildings", "bbox"]] as const) {
      await openTab(page, tab);
      await page.getByRole("button", { name: button }).click();
      await expect(toast(page)).toContainText("Error");
      await expect(toast(page)).toContainText(`Please enter a valid ${word}`);
    }
    await openTab(page, "Coordinates");
    await page.getByRole("textbox", { name: "Coordinates" }).fill("   ");
    await page.getByRole("button", { name: "Search Area" }).click();
    await expect(toast(page)).toContainText("Please enter a valid coordinates");

    await openTab(page, "UPRN");
    await page.getByRole("textbox", { name: "UPRN" }).fill("12345");
    await openTab(page, "Area");
    await page.getByRole("textbox", { name: "Bounding box" }).fill("-1,2,3,4");
    await openTab(page, "UPRN");
    await expect(page.getByRole("textbox", { name: "UPRN" })).toHaveValue("12345");
    await openTab(page, "Area");
    await expect(page.getByRole("textbox", { name: "Bounding box" })).toHaveValue("-1,2,3,4");
  });

  test("bad input shows the error card with the server's reason", async ({ page }) => {
    const card = page.getByRole("alert").filter({ hasText: ERROR_TITLE });
    await page.getByRole("textbox", { name: "UPRN" }).fill("999999999999");
    await page.getByRole("button", { name: "Analyze Heights" }).click();
    await expect(card).toContainText("No property with UPRN 999999999999 was found.", SEARCH_TIMEOUT);

    await openTab(page, "Coordinates");
    await page.getByRole("textbox", { name: "Coordinates" }).fill("-1.6,55.0");
    await page.getByRole("button", { name: "Search Area" }).click();
    await expect(card).toContainText("Latitude and longitude look swapped", SEARCH_TIMEOUT);

    await page.getByRole("textbox", { name: "Coordinates" }).fill("TQ 30 80");
    await page.getByRole("button", { name: "Search Area" }).click();
    await expect(card).toContainText("decimal degrees", SEARCH_TIMEOUT);

    await openTab(page, "Area");
    await page.getByRole("textbox", { name: "Bounding box" }).fill("-2,53,-1,54");
    await page.getByRole("button", { name: "Search Buildings" }).click();
    await expect(card).toContainText("The area is too large", SEARCH_TIMEOUT);
  });

  test("a place with no buildings shows the empty state", async ({ page }) => {
    await openTab(page, "Coordinates");
    // Inverness: no demo region reaches it.
    await page.getByRole("textbox", { name: "Coordinates" }).fill("57.4778,-4.2247");
    await page.getByRole("button", { name: "Search Area" }).click();
    await expect(page.getByText("Found 0 buildings with height data")).toBeVisible(SEARCH_TIMEOUT);
    await expect(page.getByText("No buildings found in the specified area.")).toBeVisible();
  });

  test("at phone width (390 px) a search fits without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tower = tallestBuilding();
    await openTab(page, "Coordinates");
    await page.getByRole("textbox", { name: "Coordinates" }).fill(`${tower.latitude},${tower.longitude}`);
    await page.getByRole("button", { name: "Search Area" }).click();
    await expect(page.getByTestId("building").first().locator("[data-height-class]")).toHaveText(`${heightText(tower.relHeightMax)} · High-rise`, SEARCH_TIMEOUT);
    await openTab(page, "Area");
    await expect(page.getByRole("slider", { name: /Minimum Height Filter/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
