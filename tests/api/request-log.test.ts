import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as recent } from "@/app/api/searches/recent/route";
import { route } from "@/lib/http/route";
import { anonymous, authed, sessionCookie, useTestDatabase } from "../helpers/api";

useTestDatabase();

afterEach(() => vi.restoreAllMocks());

type LogLine = Record<string, unknown> & { level: string; msg: string };

/** The JSON lines written while `run` runs (lib/log writes one console.log line each). */
async function captureLog(run: () => Promise<Response>): Promise<{ response: Response; lines: LogLine[]; raw: string }> {
  const raw: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void raw.push(String(line)));
  const response = await run();
  vi.mocked(console.log).mockRestore();
  return { response, lines: raw.map((line) => JSON.parse(line) as LogLine), raw: raw.join("\n") };
}

const UUID = /^[0-9a-f-]{36}$/;

describe("request logs through route()", () => {
  it("writes one line per request with method, path without query, status, duration and id, and returns the id", async () => {
    const { response, lines } = await captureLog(() => recent(authed("/api/searches/recent?postcode=NE3%203LJ")));
    expect(response.status).toBe(200);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/api/searches/recent", status: 200 });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line?.requestId).toMatch(UUID);
    expect(response.headers.get("x-request-id")).toBe(line?.requestId);
  });

  it("never writes the session cookie's value", async () => {
    const cookieValue = sessionCookie().split("=").slice(1).join("=");
    const { raw } = await captureLog(() => recent(authed("/api/searches/recent")));
    expect(cookieValue.length).toBeGreaterThan(20);
    expect(raw).not.toContain(cookieValue);
    expect(raw).not.toContain("pas_session");
  });

  it("never writes the password of a login, right or wrong", async () => {
    const attempt = (password: string) =>
      login(anonymous("/api/auth/login", { method: "POST", body: JSON.stringify({ password }), headers: { "content-type": "application/json", "x-forwarded-for": "10.77.0.1" } }));
    const right = await captureLog(() => attempt("test-password"));
    const wrong = await captureLog(() => attempt("a-wrong-guess-xyz"));
    expect(right.lines).toEqual([expect.objectContaining({ path: "/api/auth/login", method: "POST", status: 200 })]);
    expect(wrong.lines).toEqual([expect.objectContaining({ path: "/api/auth/login", status: 401 })]);
    expect(right.raw + wrong.raw).not.toMatch(/test-password|a-wrong-guess-xyz/);
    const setCookie = right.response.headers.get("set-cookie") ?? "";
    expect(right.raw).not.toContain(setCookie.split(";")[0]?.split("=")[1] ?? "missing");
  });

  it("keeps a well-formed incoming X-Request-Id and replaces a malformed one", async () => {
    const kept = await captureLog(() => recent(authed("/api/searches/recent", { headers: { "x-request-id": "lb-7f3a.42" } })));
    expect(kept.response.headers.get("x-request-id")).toBe("lb-7f3a.42");
    expect(kept.lines[0]?.requestId).toBe("lb-7f3a.42");
    const replaced = await captureLog(() => recent(authed("/api/searches/recent", { headers: { "x-request-id": 'x","status":200,"y":"' } })));
    expect(replaced.response.headers.get("x-request-id")).toMatch(UUID);
    expect(replaced.lines[0]?.requestId).toBe(replaced.response.headers.get("x-request-id"));
  });

  it("logs a refused request with its status (401 without a session)", async () => {
    const { response, lines } = await captureLog(() => recent(anonymous("/api/searches/recent")));
    expect(response.status).toBe(401);
    expect(lines).toEqual([expect.objectContaining({ level: "info", path: "/api/searches/recent", status: 401 })]);
  });

  it("logs an unhandled error with the request's id, then the 500 request line", async () => {
    const failing = route({}, () => {
      throw new Error("SQLITE_CORRUPT: internals");
    });
    const { response, lines } = await captureLog(() => failing(authed("/api/broken?q=secret-query", { headers: { "x-request-id": "req-500" } })));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("internals");
    expect(lines.map((line) => [line.level, line.msg, line.requestId])).toEqual([
      ["error", "unhandled error", "req-500"],
      ["error", "request", "req-500"],
    ]);
    expect(lines[0]).toMatchObject({ method: "GET", path: "/api/broken", error: { name: "Error", message: "SQLITE_CORRUPT: internals" } });
    expect(JSON.stringify(lines)).not.toContain("secret-query");
  });
});
