import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createShapedTableSql, SHAPED_INDEXES, SHAPED_TABLE, toShapedColumns } from "@/bench/sale-shaped-table";
import { readText } from "@/lib/db/read-raw-values";
import { useFreshDatabases, type TestDb } from "@/tests/helpers/test-db";

// The import bench divides the command's time by the databases' own loaders' into a table
// shaped like Sale (issue 15's aim): a ceiling with narrower indexes than Sale's is a faster
// ceiling, and its share a harder aim than the issue set. Its indexes once stayed as Sale's
// were while three of Sale's were widened.

/** Sale's secondary (not unique) indexes on the migrated database, each as its columns in order. */
async function readSaleIndexColumns({ db, provider }: TestDb): Promise<string[][]> {
  const rows =
    provider === "postgres"
      ? await db.$queryRawUnsafe<{ name: unknown; column: unknown }[]>(
          `SELECT c.relname AS name, a.attname AS column
           FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
           CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
           WHERE i.indrelid = '"Sale"'::regclass AND NOT i.indisunique ORDER BY c.relname, k.position`,
        )
      : await db.$queryRawUnsafe<{ name: unknown; column: unknown }[]>(
          `SELECT m.name AS name, i.name AS column
           FROM (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'Sale' AND sql NOT LIKE 'CREATE UNIQUE%') m, pragma_index_info(m.name) i
           ORDER BY m.name, i.seqno`,
        );
  const indexes = new Map<string, string[]>();
  for (const row of rows) {
    const name = readText(row.name) ?? "";
    indexes.set(name, [...(indexes.get(name) ?? []), readText(row.column) ?? ""]);
  }
  return [...indexes.values()];
}

const sorted = (indexes: readonly (readonly string[])[]) => indexes.map((columns) => columns.join(", ")).sort();

describe("the import bench's Sale-shaped ceiling", () => {
  const freshDatabase = useFreshDatabases();

  it("indexes the columns Sale's secondary indexes do, in their order, through the CSV's stand-ins", async () => {
    const sale = await readSaleIndexColumns(await freshDatabase());
    expect(sale.length).toBeGreaterThan(0);
    expect(sorted(sale.map(toShapedColumns))).toEqual(sorted(SHAPED_INDEXES));
  });

  it("makes a table those indexes are on, one the CSV loader fills", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pas-shaped-"));
    try {
      const file = path.join(dir, "shaped.db");
      const db = new Database(file);
      try {
        db.exec(createShapedTableSql());
        db.prepare(`INSERT INTO ${SHAPED_TABLE} (id, price, date, postcode, type, district, category, status) VALUES ('{A}', 1, '2024-01-02 00:00', 'M1 1AA', 'F', 'MANCHESTER', 'A', 'A')`).run();
        const indexed = db.prepare(`SELECT name FROM pragma_index_list('${SHAPED_TABLE}') WHERE origin = 'c' ORDER BY name`).all() as { name: string }[];
        const columns = indexed.map(({ name }) => (db.prepare(`SELECT name FROM pragma_index_info('${name}')`).all() as { name: string }[]).map((column) => column.name));
        expect(sorted(columns)).toEqual(sorted(SHAPED_INDEXES));
      } finally {
        db.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
