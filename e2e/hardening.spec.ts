import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext } from "./fixtures";
import { E2E_DATABASE, E2E_PASSWORD } from "../playwright.config";
import { signIn } from "./helpers";

// The attacks and accidents from the hardening issue, against the real server: each gets
// a 4xx (never a 500, never a way in).

function base() {
  return test.info().project.use.baseURL ?? "";
}

async function sessionCookieOf(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === "pas_session");
  if (!cookie) throw new Error("no session cookie");
  return `pas_session=${cookie.value}`;
}

test.describe("hardening", () => {
  test("the login limit keys on the socket address: a new X-Forwarded-For each time still gets 429", async ({ playwright }) => {
    const client = await playwright.request.newContext();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const response = await client.post(`${base()}/api/auth/login`, { data: { password: "wrong" }, headers: { "x-forwarded-for": `10.${i}.0.1` } });
        statuses.push(response.status());
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    } finally {
      await client.dispose();
      // The other journeys sign in from this same address: forget the failures.
      const db = new Database(E2E_DATABASE);
      db.prepare('DELETE FROM "LoginFailure"').run();
      db.close();
    }
  });

  test("a cookie copied before logout no longer works after it", async ({ page, playwright }) => {
    await signIn(page);
    const copied = await sessionCookieOf(page.request);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByPlaceholder("Enter password")).toBeVisible();
    const replay = await playwright.request.newContext({ extraHTTPHeaders: { cookie: copied } });
    expect((await replay.get(`${base()}/api/searches/recent`)).status()).toBe(401);
    await replay.dispose();
  });

  test("malformed requests get 4xx, not 500", async ({ page, playwright }) => {
    await signIn(page);
    const cookie = await sessionCookieOf(page.request);
    const client = await playwright.request.newContext({ extraHTTPHeaders: { cookie } });
    try {
      const cases: [string, () => Promise<{ status(): number }>, number][] = [
        ["TRACE on the API", () => client.fetch(`${base()}/api/searches/recent`, { method: "TRACE" }), 405],
        ["an undecodable portfolio path", () => client.get(`${base()}/%ff-portfolio`), 400],
        ["invalid UTF-8 in an API segment", () => client.get(`${base()}/api/uprn/%E0%A4%A/details`), 400],
        ["a malformed router state", () => client.get(`${base()}/search?_rsc=abc`, { headers: { RSC: "1", "Next-Router-State-Tree": "%7Bbad" } }), 400],
        ["two session cookies, one undecodable", () => client.get(`${base()}/api/searches/recent`, { headers: { cookie: `pas_session=%E0%A4%A; ${cookie}` } }), 200],
        ["an unknown API path", () => client.get(`${base()}/api/no/such/thing`), 404],
        ["a cross-site write from another port", () => client.post(`${base()}/api/comparisons`, { data: { propertyIds: ["a", "b"], userId: "u" }, headers: { origin: "http://127.0.0.1:1" } }), 403],
        ["a text/plain write", () => client.post(`${base()}/api/comparisons`, { data: "{}", headers: { "content-type": "text/plain" } }), 415],
      ];
      for (const [name, call, status] of cases) expect((await call()).status(), name).toBe(status);
      const unknown = await client.get(`${base()}/api/no/such/thing`);
      expect(unknown.headers()["content-type"]).toContain("application/json");
      expect(unknown.headers()["cache-control"]).toBe("no-store, no-transform");
    } finally {
      await client.dispose();
    }
  });

  test("pages carry a nonce-based Content-Security-Policy that the app runs under without violations", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/search");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response?.headers()["permissions-policy"]).toContain("camera=()");
    // Next's own inline scripts carry this request's nonce
    expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);

    await page.getByPlaceholder("Enter password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Access System" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.goto("/tools/map");
    await expect(page.getByRole("heading", { level: 1, name: "Property Map" })).toBeVisible();
    await page.goto("/tools/trends");
    await expect(page.getByRole("heading", { level: 1, name: "Market Trends" })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the public health answer says only ok; the details need a session", async ({ page, playwright }) => {
    const anonymous = await playwright.request.newContext();
    const open = await anonymous.get(`${base()}/api/health`);
    expect(open.status()).toBe(200);
    expect(await open.json()).toEqual({ status: "ok" });
    await anonymous.dispose();
    await signIn(page);
    const detailed = (await (await page.request.get("/api/health")).json()) as { data: Record<string, number> };
    expect(detailed.data.sales).toBeGreaterThan(0);
  });
});

test.describe("API answers on the wire", () => {
  /** The raw bytes and headers of a GET, with nothing decoded on the way (fetch and Playwright both decompress). */
  function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      httpGet(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  }

  // decision 119: Next's own stream compression costs ~2 ms of CPU per answer
  test("a JSON answer under 32 kB goes out uncompressed (no-transform); a larger one gzip-compressed once", async ({ page }) => {
    await signIn(page);
    const cookie = await sessionCookieOf(page.request);
    const gzip = { cookie, "accept-encoding": "gzip, deflate, br, zstd" };
    const search = await getRaw(`${base()}/api/properties/search?postcode=NE3%203LJ&radius=1`, gzip);
    expect(search.status).toBe(200);
    expect(search.headers["content-encoding"]).toBeUndefined();
    expect(search.headers["cache-control"]).toBe("no-store, no-transform");
    expect((JSON.parse(search.body.toString("utf8")) as { properties: unknown[] }).properties.length).toBeGreaterThan(0);

    const error = await getRaw(`${base()}/api/properties/search?postcode=ZZ99&radius=1`, gzip);
    expect(error.status).toBe(400);
    expect(error.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(error.body.toString("utf8"))).toMatchObject({ error: { code: "bad_request" } });

    // a 200-card page of a whole outward code: ~100 kB
    const large = await getRaw(`${base()}/api/properties/search?postcode=NE3&radius=1&pageSize=200`, gzip);
    expect(large.status).toBe(200);
    expect(large.headers["content-encoding"]).toBe("gzip");
    const text = gunzipSync(large.body).toString("utf8");
    expect(text.length).toBeGreaterThan(32_768);
    expect(() => JSON.parse(text)).not.toThrow();
  });
});
