import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { reuseStatements } from "./reuse-sqlite-statements";

// The adapter's use of a statement (prepare, bind once, then run / columns / raw().all())
// on kept statements: each bind's values, raw or not, after the schema changed.
function open() {
  const db = new Database(":memory:");
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c')`);
  let prepared = 0;
  const prepare = reuseStatements((sql) => {
    prepared++;
    return db.prepare(sql);
  }, 2);
  return { db, prepare, prepared: () => prepared };
}

describe("reuseStatements", () => {
  it("prepares a text once and binds each use's own values", () => {
    const { prepare, prepared } = open();
    const select = "SELECT name FROM t WHERE id >= ? ORDER BY id";
    expect(prepare(select).bind([2]).raw().all()).toEqual([["b"], ["c"]]);
    const again = prepare(select).bind([3]);
    expect(again.reader).toBe(true);
    expect(again.columns().map((c) => c.name)).toEqual(["name"]);
    expect(again.all()).toEqual([{ name: "c" }]); // not raw: the last use's raw mode is not kept
    expect(again.raw().all()).toEqual([["c"]]);
    expect(prepared()).toBe(1);
  });

  it("runs writes with their values", () => {
    const { db, prepare } = open();
    const insert = "INSERT INTO t (id, name) VALUES (?, ?)";
    expect(prepare(insert).bind([4, "d"]).reader).toBe(false);
    expect(prepare(insert).bind([4, "d"]).run().changes).toBe(1);
    expect(prepare(insert).bind([5, "e"]).run().changes).toBe(1);
    prepare("BEGIN").run();
    prepare("DELETE FROM t WHERE id > ?").bind([3]).run();
    prepare("ROLLBACK").run();
    expect(db.prepare("SELECT COUNT(*) AS n FROM t").get()).toEqual({ n: 5 });
  });

  it("keeps the most recently used texts only", () => {
    const { prepare, prepared } = open();
    const [a, b, c] = ["SELECT 1", "SELECT 2", "SELECT 3"];
    for (const sql of [a, b, a, c, a, b]) prepare(sql).bind([]).raw().all();
    // a, b kept; c pushes out b (a was used since); b comes back, pushing out c
    expect(prepared()).toBe(4);
  });

  it("reads the table as it is after the schema changed under a kept statement", () => {
    const { db, prepare } = open();
    const select = "SELECT * FROM t WHERE id = ?";
    expect(prepare(select).bind([1]).raw().all()).toEqual([[1, "a"]]);
    db.exec(`ALTER TABLE t ADD COLUMN extra TEXT DEFAULT 'x'`);
    expect(prepare(select).bind([1]).raw().all()).toEqual([[1, "a", "x"]]);
  });
});
