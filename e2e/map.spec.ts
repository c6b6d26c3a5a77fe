import { expect, test, type Page } from "./fixtures";
import { signIn } from "./helpers";

const POSTCODE_MESSAGE = "Enter a UK postcode: a full postcode (NE3 3LJ), an outward code (NE3) or an outward code and one digit (NE3 3).";
const SEARCH_TIMEOUT = { timeout: 45_000 };

async function openMap(page: Page, path = "/tools/map") {
  await signIn(page, path);
  await expect(page.getByRole("heading", { level: 1, name: "Property Map" })).toBeVisible();
}

async function searchMap(page: Page, postcode: string) {
  await page.getByRole("textbox", { name: "Postcode" }).fill(postcode);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

function markers(page: Page) {
  return page.getByTestId("map-marker");
}

/** Searches a postcode and waits until the view has been fitted to the results; the view's element. */
async function openFittedMap(page: Page, postcode: string) {
  await openMap(page);
  await searchMap(page, postcode);
  await waitForProperties(page);
  const view = page.getByTestId("map-view");
  // The fit leaves spec §2's starting zoom of 13. The attribute is written when the map has
  // loaded: "not 13" alone passed while it was still missing, and the caller then read the
  // starting zoom as the fitted one.
  await expect(view).toHaveAttribute("data-zoom", /^(?!13\.0000$)\d+\.\d{4}$/);
  return view;
}

/** The first marker of a status that nothing covers, so a pointer click lands on it. */
async function uncoveredMarker(page: Page, status: string) {
  const index = await markers(page).evaluateAll(
    (els, wanted) =>
      els.findIndex((el) => {
        if (el.getAttribute("data-status") !== wanted) return false;
        const box = el.getBoundingClientRect();
        return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === el;
      }),
    status,
  );
  expect(index, `an uncovered ${status} marker`).toBeGreaterThanOrEqual(0);
  return markers(page).nth(index);
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("combobox", { name: combobox })).toContainText(option);
}

/** "N of M properties shown" as [N, M]. */
async function shownCounts(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^\d+ of \d+ properties shown$/).innerText();
  const [, shown, all] = /^(\d+) of (\d+)/.exec(text) ?? [];
  return [Number(shown), Number(all)];
}

/** Waits until the search has come back with properties: "N of M properties shown", M > 0. */
async function waitForProperties(page: Page): Promise<[number, number]> {
  await expect(page.getByText(/^\d+ of \d+ properties shown$/)).toBeVisible(SEARCH_TIMEOUT);
  await expect.poll(async () => (await shownCounts(page))[1], SEARCH_TIMEOUT).toBeGreaterThan(0);
  return shownCounts(page);
}

test.describe("property map", () => {
  for (const path of ["/tools/map", "/map"]) {
    test(`${path} shows the map, the legend and the side panel`, async ({ page }) => {
      await openMap(page, path);
      const legend = page.getByLabel("Legend");
      await expect(legend).toBeVisible();
      await expect(legend).toContainText("Sold");
      await expect(legend).toContainText("For Sale");
      await expect(legend).toContainText("To Let");
      await expect(page.getByRole("tab", { name: "Filters" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tab", { name: "List View" })).toBeVisible();
      await expect(page.getByText("Search a postcode to see properties.")).toBeVisible();
      await expect(page.getByRole("region", { name: "Map" })).toBeVisible();
    });
  }

  test("a postcode search puts markers on the map; a marker opens its popup", async ({ page }) => {
    await openMap(page);
    await searchMap(page, "NE3 3LJ");
    const [shown, all] = await waitForProperties(page);
    await expect(markers(page).first()).toBeVisible();
    expect(shown).toBe(all);
    expect(await markers(page).count()).toBeGreaterThan(0);
    expect(await markers(page).count()).toBeLessThanOrEqual(shown);

    const marker = markers(page).first();
    const label = (await marker.getAttribute("aria-label")) ?? "";
    const [, status, address] = /^(Sold|For Sale|To Let): (.+)$/.exec(label) ?? [];
    expect(status, label).toBeTruthy();
    // Keyboard activation: markers can overlap one another, so a pointer click may land on a neighbour.
    await marker.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByTestId("map-popup");
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(address ?? "");
    await expect(popup).toContainText(/£[\d,]+/);
    await expect(popup).toContainText(status ?? "");
    await expect(popup).toContainText(/(\d+|—) bed · (\d+|—) bath/);
  });

  test("filters: status and minimum bedrooms narrow what is shown; the list view follows", async ({ page }) => {
    await openMap(page);
    await searchMap(page, "NE3 3LJ");
    const [before, all] = await waitForProperties(page);
    expect(before).toBe(all);

    await chooseOption(page, "Status", "For Sale");
    await expect.poll(async () => (await shownCounts(page))[0]).toBeLessThan(all);
    const [forSale, allAfterStatus] = await shownCounts(page);
    expect(allAfterStatus).toBe(all);
    expect(forSale).toBeGreaterThan(0);
    await expect(markers(page)).toHaveCount(forSale);
    for (const label of await markers(page).evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""))) {
      expect(label).toMatch(/^For Sale: /);
    }

    await chooseOption(page, "Min bedrooms", "3");
    await expect.poll(async () => (await shownCounts(page))[0]).toBeLessThan(forSale);
    const [bigForSale] = await shownCounts(page);
    expect(bigForSale).toBeGreaterThan(0);

    await page.getByRole("tab", { name: "List View" }).click();
    const items = page.getByRole("list", { name: "Properties on the map" }).getByRole("listitem");
    await expect(items).toHaveCount(bigForSale);
    for (const text of await items.allInnerTexts()) {
      expect(text).toMatch(/£[\d,]+ · For Sale · [3-6] bed/);
    }

    await page.getByRole("tab", { name: "Filters" }).click();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByText(`${all} of ${all} properties shown`)).toBeVisible();
  });

  test("the list view lists the properties found", async ({ page }) => {
    await openMap(page);
    await searchMap(page, "NE3 3LJ");
    const [, all] = await waitForProperties(page);
    await page.getByRole("tab", { name: "List View" }).click();
    const items = page.getByRole("list", { name: "Properties on the map" }).getByRole("listitem");
    await expect(items).toHaveCount(all);
    await expect(items.first()).toContainText(/£[\d,]+( pcm)? · (Sold|For Sale|To Let) · (\d+|—) bed/);
  });

  test("for sale and to let markers are not hidden under sales; every marker sharing a point can be reached", async ({ page }) => {
    await openMap(page);
    await searchMap(page, "NE3 3LJ");
    await waitForProperties(page);
    await expect(markers(page).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("map-markers.png") });
    // A marker is visible when the element the browser hits at its centre is the marker itself;
    // otherwise `under` says what covers it (another marker's status, or "other").
    const hits = await markers(page).evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const under = hit === el ? null : (hit?.closest(".maplibregl-marker")?.querySelector("[data-status]")?.getAttribute("data-status") ?? "other");
        return { status: el.getAttribute("data-status") ?? "", visible: hit === el, under, label: el.getAttribute("aria-label"), at: `${Math.round(box.left)},${Math.round(box.top)}` };
      }),
    );
    for (const status of ["sold", "for_sale", "to_let"]) {
      const ofStatus = hits.filter((h) => h.status === status);
      expect(ofStatus.filter((h) => h.visible).length, `${status} markers visible`).toBeGreaterThan(0);
    }
    // The bug: every listing sat under a sale at the same postcode. No listing is under a sale.
    const listings = hits.filter((h) => h.status !== "sold");
    expect(listings.filter((h) => h.under === "sold" || h.under === "other"), "listings covered").toEqual([]);
    // Listings at two nearby postcodes may still touch at this zoom (they part on zooming in);
    // most are in the clear.
    expect(listings.filter((h) => h.visible).length / listings.length).toBeGreaterThan(0.75);
    // Markers that share a postcode's point no longer sit on one spot: each has its own place
    // (before, the 352 markers sat on far fewer spots; two different points may still happen
    // to round to the same pixel, hence not exactly all).
    expect(new Set(hits.map((h) => h.at)).size).toBeGreaterThanOrEqual(hits.length * 0.98);
  });

  test("clicking a marker opens its popup and keeps the map's zoom and centre", async ({ page }) => {
    const view = await openFittedMap(page, "NE3 3LJ");
    const before = { zoom: await view.getAttribute("data-zoom"), center: await view.getAttribute("data-center") };
    const listing = await uncoveredMarker(page, "to_let");
    const [, address] = /^To Let: (.+)$/.exec((await listing.getAttribute("aria-label")) ?? "") ?? [];
    await listing.click();
    const popup = page.getByTestId("map-popup");
    await expect(popup).toContainText(address ?? "");
    await expect(popup).toContainText(/£[\d,]+ pcm/);
    await page.screenshot({ path: test.info().outputPath("map-popup.png") });
    // Another click, then a keyboard one, still move nothing.
    await page.getByRole("button", { name: "Close popup" }).click();
    await (await uncoveredMarker(page, "for_sale")).click();
    await expect(popup).toContainText("For Sale");
    await markers(page).last().focus();
    await page.keyboard.press("Enter");
    await page.waitForTimeout(300);
    await expect(view).toHaveAttribute("data-zoom", before.zoom ?? "");
    await expect(view).toHaveAttribute("data-center", before.center ?? "");

    // A new result set (a filter) fits the view again.
    await chooseOption(page, "Status", "To Let");
    await expect.poll(async () => `${await view.getAttribute("data-zoom")} ${await view.getAttribute("data-center")}`).not.toBe(`${before.zoom} ${before.center}`);
  });

  test("the view moves with the user's zoom and is fitted again by the next search", async ({ page }) => {
    const view = await openFittedMap(page, "NE3 3LJ");
    const fitted = await view.getAttribute("data-zoom");
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(view).not.toHaveAttribute("data-zoom", fitted ?? "");
    await (await uncoveredMarker(page, "sold")).click();
    await expect(page.getByTestId("map-popup")).toBeVisible();
    await page.waitForTimeout(300);
    const zoomedIn = await view.getAttribute("data-zoom");
    expect(Number(zoomedIn)).toBeGreaterThan(Number(fitted));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(view).toHaveAttribute("data-zoom", fitted ?? "");
  });

  test("the list view shows rents per calendar month", async ({ page }) => {
    await openMap(page);
    await searchMap(page, "NE3 3LJ");
    await waitForProperties(page);
    await page.getByRole("tab", { name: "List View" }).click();
    const items = page.getByRole("list", { name: "Properties on the map" }).getByRole("listitem");
    const rents = items.filter({ hasText: "· To Let ·" });
    expect(await rents.count()).toBeGreaterThan(0);
    for (const text of await rents.allInnerTexts()) expect(text).toMatch(/£[\d,]+ pcm · To Let ·/);
    for (const text of await items.filter({ hasText: /· (Sold|For Sale) ·/ }).allInnerTexts()) expect(text).not.toContain("pcm");
  });

  test("an invalid postcode shows the validation message and searches nothing", async ({ page }) => {
    await openMap(page);
    await searchMap(page, "hello");
    await expect(page.getByRole("alert").filter({ hasText: POSTCODE_MESSAGE })).toBeVisible();
    await expect(page.getByText("Search a postcode to see properties.")).toBeVisible();
    await expect(markers(page)).toHaveCount(0);
  });

  test("no request leaves the app's own server (map tiles are off in tests)", async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const outside: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      // data: and blob: URLs are made inside the browser; nothing goes over the network.
      if (url.startsWith("data:") || url.startsWith("blob:")) return;
      if (!url.startsWith(`${origin}/`)) outside.push(url);
    });
    await openMap(page);
    await searchMap(page, "NE3 3LJ");
    await expect(markers(page).first()).toBeVisible(SEARCH_TIMEOUT);
    await markers(page).first().focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("map-popup")).toBeVisible();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.getByRole("tab", { name: "List View" }).click();
    await expect(page.getByRole("list", { name: "Properties on the map" })).toBeVisible();
    expect(outside).toEqual([]);
  });
});
