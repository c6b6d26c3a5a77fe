import { afterEach, describe, expect, it, vi } from "vitest";

async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  return (await import("./env")).getEnv;
}

afterEach(() => vi.unstubAllEnvs());

describe("getEnv", () => {
  it("refuses production without the secrets", async () => {
    const getEnv = await loadEnv({ NODE_ENV: "production", ACCESS_PASSWORD: undefined, SESSION_SECRET: undefined });
    expect(() => getEnv()).toThrow("ACCESS_PASSWORD and SESSION_SECRET must be set in production");
  });

  it("allows production builds without them, and production with them", async () => {
    expect((await loadEnv({ NODE_ENV: "production", ACCESS_PASSWORD: undefined, SESSION_SECRET: undefined, NEXT_PHASE: "phase-production-build" }))().NODE_ENV).toBe("production");
    expect((await loadEnv({ NODE_ENV: "production", ACCESS_PASSWORD: "twelve-chars", SESSION_SECRET: "0123456789abcdef" }))().ACCESS_PASSWORD).toBe("twelve-chars");
  });

  it("refuses a production password shorter than 12 characters, not a development one", async () => {
    const production = await loadEnv({ NODE_ENV: "production", ACCESS_PASSWORD: "eleven-char", SESSION_SECRET: "0123456789abcdef" });
    expect(() => production()).toThrow("ACCESS_PASSWORD must be at least 12 characters in production");
    expect((await loadEnv({ NODE_ENV: "development", ACCESS_PASSWORD: "pw" }))().ACCESS_PASSWORD).toBe("pw");
  });

  it.each([
    [undefined, 0],
    ["2", 2],
  ])("TRUSTED_PROXY_HOPS=%s → %i", async (value, expected) => {
    expect((await loadEnv({ TRUSTED_PROXY_HOPS: value }))().TRUSTED_PROXY_HOPS).toBe(expected);
  });

  it.each([
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET must be at least 16 characters"],
    [{ DATABASE_URL: "" }, "DATABASE_URL"],
    [{ MAP_TILE_URL: "not a url" }, "MAP_TILE_URL"],
    [{ TRUSTED_PROXY_HOPS: "-1" }, "TRUSTED_PROXY_HOPS"],
    [{ TRUSTED_PROXY_HOPS: "one" }, "TRUSTED_PROXY_HOPS"],
  ])("rejects %j", async (vars, message) => {
    const getEnv = await loadEnv(vars);
    expect(() => getEnv()).toThrow(message);
  });

  it("defaults to the embedded SQLite file", async () => {
    expect((await loadEnv({ DATABASE_URL: undefined }))().DATABASE_URL).toBe("file:./data/app.db");
  });
});

describe("WEB_CONCURRENCY", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["2", 2],
    [" 3 ", 3],
    ["64", 64],
    ["auto", 4],
    ["AUTO", 4],
    ["0", 4],
  ])("%j → %i processes on 4 cores", async (value, expected) => {
    const { readWebConcurrency } = await import("./env");
    expect(readWebConcurrency(value, 4)).toBe(expected);
  });

  it("auto is at least one process and at most the cap", async () => {
    const { readWebConcurrency, MAX_WEB_CONCURRENCY } = await import("./env");
    expect(readWebConcurrency("auto", 0)).toBe(1);
    expect(readWebConcurrency("auto", 500)).toBe(MAX_WEB_CONCURRENCY);
  });

  it.each(["-1", "1.5", "two", "65", "2x"])("refuses %j with a message that says what is allowed", async (value) => {
    const { readWebConcurrency } = await import("./env");
    expect(() => readWebConcurrency(value, 4)).toThrow(`WEB_CONCURRENCY: must be a whole number of server processes from 1 to 64, or auto (or 0) for one per CPU core; got "${value}"`);
  });

  it("getEnv refuses a bad value with the other settings and keeps a good one (0 stands for auto)", async () => {
    const bad = await loadEnv({ WEB_CONCURRENCY: "many" });
    expect(() => bad()).toThrow('WEB_CONCURRENCY: must be a whole number of server processes from 1 to 64, or auto (or 0) for one per CPU core; got "many"');
    expect((await loadEnv({ WEB_CONCURRENCY: "auto" }))().WEB_CONCURRENCY).toBe(0);
    expect((await loadEnv({ WEB_CONCURRENCY: "2" }))().WEB_CONCURRENCY).toBe(2);
  });
});
