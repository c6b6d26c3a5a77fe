import { afterAll, beforeAll } from "vitest";
import { createSessionToken, SESSION_COOKIE } from "@/lib/auth/session-token";
import { setDb } from "@/lib/db";
import { createTestDb, type TestDb } from "./test-db";

export const BASE = "http://localhost";

export function sessionCookie(): string {
  const secret = process.env.SESSION_SECRET ?? "";
  return `${SESSION_COOKIE}=${createSessionToken(secret, Date.now() + 3_600_000)}`;
}

/** A Request as a signed-in browser would send it. */
export function authed(path: string, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, headers, ...rest } = init;
  const all = new Headers(headers);
  all.set("cookie", sessionCookie());
  if (json !== undefined) all.set("content-type", "application/json");
  return new Request(BASE + path, { ...rest, method: rest.method ?? (json === undefined ? "GET" : "POST"), headers: all, body: json === undefined ? rest.body : JSON.stringify(json) });
}

export function anonymous(path: string, init: RequestInit = {}): Request {
  return new Request(BASE + path, init);
}

export function params<T extends Record<string, string>>(value: T) {
  return { params: Promise.resolve(value) };
}

/** A migrated database for this test file, used by every handler through getDb(). */
export function useTestDatabase(): { current: () => TestDb } {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    setDb(testDb.db);
  });
  afterAll(async () => {
    setDb(undefined);
    await testDb?.cleanup();
  });
  return {
    current: () => {
      if (!testDb) throw new Error("test database not ready");
      return testDb;
    },
  };
}
