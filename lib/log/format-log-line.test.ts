import { describe, expect, it } from "vitest";
import { REDACTED, describeError, formatLogLine } from "./format-log-line";

const NOW = new Date("2026-01-02T03:04:05.678Z");
const parse = (line: string) => JSON.parse(line) as Record<string, unknown>;

describe("formatLogLine", () => {
  it("writes one JSON line: time, level and message first, then the fields", () => {
    const line = formatLogLine({ level: "info", msg: "request", method: "GET", path: "/api/health", status: 200, durationMs: 1.5, requestId: "abc" }, NOW);
    expect(line).not.toContain("\n");
    expect(Object.keys(parse(line))).toEqual(["time", "level", "msg", "method", "path", "status", "durationMs", "requestId"]);
    expect(parse(line)).toMatchObject({ time: "2026-01-02T03:04:05.678Z", level: "info", msg: "request", status: 200 });
  });

  it.each([
    ["password", { password: "hunter2-hunter2" }],
    ["nested password", { attempt: { user: "x", password: "hunter2-hunter2" } }],
    ["cookie header", { headers: { cookie: "pas_session=hunter2-hunter2" } }],
    ["set-cookie", { "set-cookie": "pas_session=hunter2-hunter2; HttpOnly" }],
    ["authorization", { Authorization: "Bearer hunter2-hunter2" }],
    ["secret", { SESSION_SECRET: "hunter2-hunter2" }],
    ["api key", { apiKey: "hunter2-hunter2" }],
    ["token in a list", { items: [{ token: "hunter2-hunter2" }] }],
    ["request body", { body: { password: "x", note: "hunter2-hunter2" } }],
  ])("never writes a %s", (_name, fields) => {
    const line = formatLogLine({ level: "error", msg: "x", ...fields }, NOW);
    expect(line).not.toContain("hunter2");
    expect(line).toContain(REDACTED);
  });

  it("keeps fields whose names merely resemble nothing secret", () => {
    expect(parse(formatLogLine({ level: "info", msg: "x", path: "/api/auth/login", status: 401, requestId: "r1" }, NOW))).toMatchObject({ path: "/api/auth/login", status: 401, requestId: "r1" });
  });

  it("survives cycles, depth, long strings, bigints and errors", () => {
    const cycle: Record<string, unknown> = { name: "a" };
    cycle.self = cycle;
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 10; i++) deep = { deep };
    const fields = parse(formatLogLine({ level: "warn", msg: "x", cycle, deep, long: "y".repeat(5_000), big: 10n, error: new Error("boom") }, NOW));
    expect(fields.cycle).toEqual({ name: "a", self: "[circular]" });
    expect(JSON.stringify(fields.deep)).toContain("[too deep]");
    expect((fields.long as string).length).toBeLessThan(4_100);
    expect(fields.big).toBe("10");
    expect(fields.error).toMatchObject({ name: "Error", message: "boom" });
  });
});

describe("describeError", () => {
  it("keeps the name, message, code, digest and stack of an Error", () => {
    const error = Object.assign(new Error("no such table"), { code: "P2021", digest: "123" });
    expect(describeError(error)).toMatchObject({ name: "Error", message: "no such table", code: "P2021", digest: "123", stack: expect.stringContaining("no such table") });
  });

  it("turns anything else into a message", () => {
    expect(describeError("plain")).toEqual({ message: "plain" });
    expect(describeError(undefined)).toEqual({ message: "undefined" });
  });
});
