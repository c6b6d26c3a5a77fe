import { beforeAll, describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as create } from "@/app/api/comparisons/route";
import { DELETE as remove } from "@/app/api/comparisons/[id]/route";
import { GET as recent } from "@/app/api/searches/recent/route";
import { authed, params, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();
beforeAll(async () => seedArea(database.current().db));

const comparison = JSON.stringify({ propertyIds: ["sale-A1", "sale-A2"], userId: "default-user" });

// The request a page on another origin can make with the user's cookie and no preflight.
function write(headers: Record<string, string>, body = comparison) {
  return authed("/api/comparisons", { method: "POST", body, headers: { host: "localhost", ...headers } });
}

describe("state-changing calls from elsewhere are refused", () => {
  it.each([
    ["a page on another port of the same host", { "content-type": "application/json", origin: "http://localhost:4000" }, 403],
    ["another site", { "content-type": "application/json", origin: "https://evil.example" }, 403],
    ["an opaque origin (sandboxed frame, file:)", { "content-type": "application/json", origin: "null" }, 403],
    ["Sec-Fetch-Site: same-site", { "content-type": "application/json", "sec-fetch-site": "same-site" }, 403],
    ["Sec-Fetch-Site: cross-site", { "content-type": "application/json", "sec-fetch-site": "cross-site" }, 403],
    ["a text/plain body (no preflight)", { "content-type": "text/plain" }, 415],
    ["a form body", { "content-type": "application/x-www-form-urlencoded" }, 415],
  ])("%s → %i, nothing saved", async (_name, headers, status) => {
    const before = await database.current().db.comparison.count();
    const response = await create(write(headers));
    expect(response.status).toBe(status);
    expect(await database.current().db.comparison.count()).toBe(before);
  });

  it("a cross-site DELETE is refused", async () => {
    const saved = await database.current().db.comparison.create({ data: { userId: "default-user", propertyIds: '["sale-A1","sale-A2"]' } });
    const response = await remove(authed(`/api/comparisons/${saved.id}`, { method: "DELETE", headers: { host: "localhost", origin: "http://localhost:4000" } }), params({ id: saved.id }));
    expect(response.status).toBe(403);
    expect(await database.current().db.comparison.findUnique({ where: { id: saved.id } })).not.toBeNull();
  });

  it("a cross-site logout is refused (the session lives on)", async () => {
    const response = await logout(authed("/api/auth/logout", { method: "POST", headers: { host: "localhost", "sec-fetch-site": "cross-site" } }));
    expect(response.status).toBe(403);
    expect((await recent(authed("/api/searches/recent"))).status).toBe(200);
  });
});

describe("our own pages and API clients are let through", () => {
  it.each([
    ["same origin", { "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" }],
    ["same origin, JSON with a charset", { "content-type": "application/json; charset=utf-8", origin: "http://localhost" }],
    ["behind a proxy that names the public host", { "content-type": "application/json", origin: "https://property.example", "x-forwarded-host": "property.example" }],
    ["a script with no Origin (curl), still with a session", { "content-type": "application/json" }],
  ])("%s → 200", async (_name, headers) => {
    const response = await create(write(headers));
    expect(response.status).toBe(200);
  });

  it("reads are not checked for origin", async () => {
    const response = await recent(authed("/api/searches/recent", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } }));
    expect(response.status).toBe(200);
  });
});
