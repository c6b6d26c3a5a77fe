import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as create } from "@/app/api/comparisons/route";
import { GET as health } from "@/app/api/health/route";
import { GET as search } from "@/app/api/properties/search/route";
import { createDb, setDb, type Db } from "@/lib/db/client";
import { clearSearchCache } from "@/lib/search/run-search.server";
import { anonymous, authed, useTestDatabase } from "../helpers/api";
import { seedArea } from "../helpers/seed";

const database = useTestDatabase();
let readOnly: Db | undefined;

// A database that answers reads but refuses writes, as a full disk or a read-only file
// does: on SQLite the connection is made query-only; on PostgreSQL the database's
// transactions default to read-only for every new connection.
async function makeReadOnly(): Promise<Db> {
  const { db, url, provider } = database.current();
  if (provider === "sqlite") {
    await db.$executeRawUnsafe("PRAGMA query_only = 1");
    return db;
  }
  const name = new URL(url).pathname.slice(1);
  await db.$executeRawUnsafe(`ALTER DATABASE "${name}" SET default_transaction_read_only = on`);
  const fresh = createDb(url);
  setDb(fresh);
  return fresh;
}

beforeAll(async () => {
  await seedArea(database.current().db);
  clearSearchCache();
  readOnly = await makeReadOnly();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterAll(async () => {
  const { db, url, provider } = database.current();
  if (provider === "sqlite") await db.$executeRawUnsafe("PRAGMA query_only = 0");
  else {
    await readOnly?.$disconnect();
    await db.$executeRawUnsafe(`ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET default_transaction_read_only = off`);
  }
  vi.restoreAllMocks();
});

describe("a database that cannot be written", () => {
  it("still answers searches: the recent-search record is best effort", async () => {
    const response = await search(authed("/api/properties/search?postcode=NE3%203LJ&radius=1"));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { total: number }).total).toBeGreaterThan(0);
  });

  it("is reported as degraded (503) by the health check, publicly and in detail", async () => {
    const open = await health(anonymous("/api/health"));
    expect(open.status).toBe(503);
    expect(await open.json()).toEqual({ status: "degraded" });
    const detailed = await health(authed("/api/health"));
    expect(detailed.status).toBe(503);
    expect(((await detailed.json()) as { database: unknown }).database).toMatchObject({ reachable: true, writable: false });
  });

  it("refuses a save with a 503 a person can act on, not a 500", async () => {
    const response = await create(authed("/api/comparisons", { json: { propertyIds: ["sale-A1", "sale-A2"], userId: "default-user" } }));
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("unavailable");
    expect(body.error.message).toMatch(/cannot save/i);
  });
});
