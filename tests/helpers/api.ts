import { afterAll, beforeAll } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { startSession } from "@/lib/auth/session.server";
import { setDb } from "@/lib/db/client";
import { createTestDb, type TestDb } from "./test-db";

export const BASE = "http://localhost";

let signedInCookie: string | undefined;

/** The cookie of a session on record in this file's test database (see useTestDatabase). */
export function sessionCookie(): string {
  if (!signedInCookie) throw new Error("sessionCookie() needs useTestDatabase() in this test file");
  return signedInCookie;
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

export function params<T extends Record<string, string | string[]>>(value: T) {
  return { params: Promise.resolve(value) };
}

/**
 * A migrated database for this test file, used by every handler through getDb(), with a
 * signed-in session on record for authed().
 */
export function useTestDatabase(): { current: () => TestDb } {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    setDb(testDb.db);
    signedInCookie = `${SESSION_COOKIE}=${(await startSession(testDb.db)).token}`;
  });
  afterAll(async () => {
    signedInCookie = undefined;
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
