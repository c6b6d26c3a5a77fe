import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as health } from "@/app/api/health/route";
import { GET as recent } from "@/app/api/searches/recent/route";
import { recordRecentSearch } from "@/lib/search/list-recent-searches";
import { anonymous, authed, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();

function loginRequest(body: string, ip: string, contentType = "application/json") {
  return anonymous("/api/auth/login", { method: "POST", body, headers: { "content-type": contentType, "x-forwarded-for": ip } });
}

describe("POST /api/auth/login", () => {
  it("sets a signed httpOnly SameSite=Lax cookie for the right password", async () => {
    const response = await login(loginRequest(JSON.stringify({ password: "test-password" }), "10.0.0.1"));
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^pas_session=\d+\.[\w-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it.each([
    ["wrong password", JSON.stringify({ password: "nope" }), "application/json", 401, "Incorrect password. Please try again."],
    ["missing password", JSON.stringify({}), "application/json", 400, "password"],
    ["not JSON", "password=x", "application/json", 400, "not valid JSON"],
    ["wrong content type", "password=x", "text/plain", 415, "JSON"],
  ])("%s → %i", async (_name, body, type, status, message) => {
    const response = await login(loginRequest(body, `10.0.1.${status}`, type));
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: { message: string } };
    expect(json.error.message).toContain(message);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers 429 with a retry time after 5 failures from one client, even for the right password", async () => {
    for (let i = 0; i < 5; i++) expect((await login(loginRequest(JSON.stringify({ password: "bad" }), "10.9.9.9"))).status).toBe(401);
    const blocked = await login(loginRequest(JSON.stringify({ password: "test-password" }), "10.9.9.9"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/Try again in \d+ minutes?/);
    // another client is unaffected
    expect((await login(loginRequest(JSON.stringify({ password: "test-password" }), "10.9.9.10"))).status).toBe(200);
  });
});

describe("POST /api/auth/logout", () => {
  it("clears the cookie", async () => {
    const response = await logout(anonymous("/api/auth/logout", { method: "POST" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^pas_session=;.*Max-Age=0/);
  });
});

describe("session checks in route()", () => {
  it.each([
    ["no cookie", undefined],
    ["forged signature", "pas_session=9999999999999.forged"],
    ["expired", "pas_session=1000.abc"],
  ])("%s → 401", async (_name, cookie) => {
    const response = await recent(anonymous("/api/searches/recent", cookie ? { headers: { cookie } } : {}));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to use the API." } });
  });
});

describe("GET /api/searches/recent", () => {
  it("lists distinct postcodes, newest first, as {id, postcode}", async () => {
    const db = database.current().db;
    for (const postcode of ["NE1 1AD", "M1 1AE", "NE1 1AD", "NE3 3LJ"]) await recordRecentSearch(db, postcode);
    const response = await recent(authed("/api/searches/recent"));
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { id: number; postcode: string }[];
    expect(rows.map((r) => r.postcode)).toEqual(["NE3 3LJ", "NE1 1AD", "M1 1AE"]);
    expect(typeof rows[0]?.id).toBe("number");
  });
});

describe("GET /api/health", () => {
  it("needs no session and reports the database", async () => {
    const response = await health(anonymous("/api/health"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { reachable: boolean } };
    expect(body.status).toBe("ok");
    expect(body.database.reachable).toBe(true);
  });
});
