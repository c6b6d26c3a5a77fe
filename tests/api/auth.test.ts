import { describe, expect, it, vi } from "vitest";
import { GET as unknownApi } from "@/app/api/[namespace]/[[...path]]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as health } from "@/app/api/health/route";
import { GET as recent } from "@/app/api/searches/recent/route";
import { LOGIN_LIMITS } from "@/lib/auth/login-rate-limit";
import { RECENT_SEARCHES_KEPT, RECENT_SEARCHES_PRUNED_EVERY, recordRecentSearch } from "@/lib/search/recent-searches.server";
import { anonymous, authed, params, sessionCookie, useTestDatabase } from "../helpers/api";

const database = useTestDatabase();

// What the server's stamp leaves in X-Forwarded-For: whatever a proxy passed on, then the
// socket's address last (lib/http/guard-incoming-requests.ts).
function loginRequest(body: string, forwardedFor: string, contentType = "application/json") {
  return anonymous("/api/auth/login", { method: "POST", body, headers: { "content-type": contentType, "x-forwarded-for": forwardedFor } });
}
const password = (value: string) => JSON.stringify({ password: value });

async function signIn(client: string): Promise<string> {
  const response = await login(loginRequest(password("test-password"), client));
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

const asCookie = (cookie: string) => anonymous("/api/searches/recent", { headers: { cookie } });

describe("POST /api/auth/login", () => {
  it("sets a signed httpOnly SameSite=Lax cookie for the right password", async () => {
    const response = await login(loginRequest(password("test-password"), "10.0.0.1"));
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^pas_session=[\w-]+\.\d+\.[\w-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
  });

  it.each([
    ["wrong password", password("nope"), "application/json", 401, "Incorrect password. Please try again."],
    ["missing password", JSON.stringify({}), "application/json", 400, "password"],
    ["not JSON", "password=x", "application/json", 400, "not valid JSON"],
    ["wrong content type", "password=x", "text/plain", 415, "JSON"],
    ["a type that only mentions JSON", password("test-password"), "text/plain; x=application/json", 415, "JSON"],
  ])("%s → %i", async (_name, body, type, status, message) => {
    const response = await login(loginRequest(body, `10.0.1.${status}`, type));
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error: { message: string } };
    expect(json.error.message).toContain(message);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("the login limit", () => {
  it("answers 429 with a retry time after 5 failures from one client, even for the right password; other clients are unaffected", async () => {
    for (let i = 0; i < 5; i++) expect((await login(loginRequest(password("bad"), "10.9.9.9"))).status).toBe(401);
    const blocked = await login(loginRequest(password("test-password"), "10.9.9.9"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toMatch(/Try again in \d+ minutes?/);
    expect((await login(loginRequest(password("test-password"), "10.9.9.10"))).status).toBe(200);
  });

  it("cannot be dodged by writing a new X-Forwarded-For each time", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await login(loginRequest(password("bad"), `172.16.${i}.1, 10.8.8.8`))).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
  });

  it("is kept in the database, so another instance sees the same counts", async () => {
    const db = database.current().db;
    expect(await db.loginFailure.count({ where: { clientIp: "10.8.8.8" } })).toBe(5);
  });

  it("slows guesses spread over many addresses: a global ceiling per minute", async () => {
    await database.current().db.loginFailure.deleteMany();
    for (let i = 0; i < LOGIN_LIMITS.global.max; i++) expect((await login(loginRequest(password("bad"), `192.0.2.${i}`))).status).toBe(401);
    const fresh = await login(loginRequest(password("test-password"), "198.51.100.1"));
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    await database.current().db.loginFailure.deleteMany();
  });
});

describe("sessions end", () => {
  it("logout revokes the session on the server: the same cookie is refused afterwards", async () => {
    const cookie = await signIn("10.1.0.1");
    expect((await recent(asCookie(cookie))).status).toBe(200);
    const response = await logout(anonymous("/api/auth/logout", { method: "POST", headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^pas_session=;.*Max-Age=0/);
    expect((await recent(asCookie(cookie))).status).toBe(401);
  });

  it("logout without a session still clears the cookie", async () => {
    const response = await logout(anonymous("/api/auth/logout", { method: "POST" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^pas_session=;.*Max-Age=0/);
  });

  it("a new ACCESS_PASSWORD ends every session made under the old one", async () => {
    const cookie = await signIn("10.1.0.2");
    expect((await recent(asCookie(cookie))).status).toBe(200);
    vi.resetModules();
    vi.stubEnv("ACCESS_PASSWORD", "a-brand-new-password");
    try {
      const restarted = (await import("@/app/api/searches/recent/route")).GET;
      expect((await restarted(asCookie(cookie))).status).toBe(401);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("session checks in route()", () => {
  it.each([
    ["no cookie", undefined],
    ["forged signature", "pas_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.9999999999999.forged"],
    ["the old format", "pas_session=9999999999999.forged"],
    ["expired", "pas_session=1000.abc"],
    ["bad percent-encoding", "pas_session=%E0%A4%A"],
  ])("%s → 401", async (_name, cookie) => {
    const response = await recent(anonymous("/api/searches/recent", cookie ? { headers: { cookie } } : {}));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to use the API." } });
  });

  it("two session cookies, one not even decodable, and one valid → 200, not 500", async () => {
    const response = await recent(anonymous("/api/searches/recent", { headers: { cookie: `pas_session=%E0%A4%A; ${sessionCookie()}` } }));
    expect(response.status).toBe(200);
  });
});

describe("GET /api/searches/recent", () => {
  it("lists distinct postcodes, newest first, as {id, postcode}, with no-store", async () => {
    const db = database.current().db;
    for (const postcode of ["NE1 1AD", "M1 1AE", "NE1 1AD", "NE3 3LJ"]) await recordRecentSearch(db, postcode);
    const response = await recent(authed("/api/searches/recent"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const rows = (await response.json()) as { id: number; postcode: string }[];
    expect(rows.map((r) => r.postcode)).toEqual(["NE3 3LJ", "NE1 1AD", "M1 1AE"]);
    expect(typeof rows[0]?.id).toBe("number");
    // Written with raw SQL: the time reads back through Prisma as the instant it was written.
    const latest = await db.recentSearch.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect(Math.abs(latest.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("keeps only the newest few hundred searches", async () => {
    const db = database.current().db;
    for (let i = 0; i < RECENT_SEARCHES_KEPT + 60; i++) await recordRecentSearch(db, `NE${i % 90} 1AA`);
    expect(await db.recentSearch.count()).toBeGreaterThanOrEqual(RECENT_SEARCHES_KEPT);
    expect(await db.recentSearch.count()).toBeLessThan(RECENT_SEARCHES_KEPT + RECENT_SEARCHES_PRUNED_EVERY);
    const rows = (await (await recent(authed("/api/searches/recent"))).json()) as { postcode: string }[];
    expect(rows[0]?.postcode).toBe(`NE${(RECENT_SEARCHES_KEPT + 59) % 90} 1AA`);
  });
});

describe("GET /api/health", () => {
  it("without a session says only ok", async () => {
    const response = await health(anonymous("/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("with a session reports the database and the row counts", async () => {
    const response = await health(authed("/api/health"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; database: { reachable: boolean; writable: boolean }; data: Record<string, number> };
    expect(body.status).toBe("ok");
    expect(body.database).toMatchObject({ reachable: true, writable: true });
    expect(body.data).toHaveProperty("clients");
  });
});

describe("unknown /api paths", () => {
  it("answer a JSON 404 with a session", async () => {
    const response = await unknownApi(authed("/api/no/such/thing"), params({ path: ["no", "such", "thing"] }));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("answer 401 without one", async () => {
    expect((await unknownApi(anonymous("/api/no/such/thing"))).status).toBe(401);
  });
});
