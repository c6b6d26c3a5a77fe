import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { applyMigrations, BYTE_ORDER_PROBE } from "@/lib/db/apply-migrations";

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

// A postcode area's outward codes are read as the range "M0" up to "M:": only text compared
// as bytes gives that. SQLite always compares so; a PostgreSQL database made with a
// language's collation does not, and is refused before anything is written to it.
describe("text in byte order", () => {
  it("SQLite compares bytes; PostgreSQL under a language's collation is refused with how to make the database", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const name = `pas_test_icu_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'`);
        const url = withDatabase(adminUrl, name);
        await expect(applyMigrations(url)).rejects.toThrow(`The PostgreSQL database "${name}" sorts text by a language's rules, and this app needs byte order. Create it with: CREATE DATABASE ${name} TEMPLATE template0`);
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query(`SELECT to_regclass('"_app_migrations"') AS "table"`);
        await client.end();
        expect(rows[0]?.table).toBeNull();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), "pas-byte-order-"));
      try {
        const file = path.join(dir, "app.db");
        await applyMigrations(`file:${file}`);
        const db = new Database(file);
        expect(db.prepare(`SELECT ${BYTE_ORDER_PROBE} AS "byteOrder"`).get()).toEqual({ byteOrder: 1 });
        db.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});
