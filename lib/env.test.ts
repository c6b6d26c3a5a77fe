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
    expect((await loadEnv({ NODE_ENV: "production", ACCESS_PASSWORD: "pw", SESSION_SECRET: "0123456789abcdef" }))().ACCESS_PASSWORD).toBe("pw");
  });

  it.each([
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET must be at least 16 characters"],
    [{ DATABASE_URL: "" }, "DATABASE_URL"],
    [{ MAP_TILE_URL: "not a url" }, "MAP_TILE_URL"],
  ])("rejects %j", async (vars, message) => {
    const getEnv = await loadEnv(vars);
    expect(() => getEnv()).toThrow(message);
  });

  it("defaults to the embedded SQLite file", async () => {
    expect((await loadEnv({ DATABASE_URL: undefined }))().DATABASE_URL).toBe("file:./data/app.db");
  });
});
