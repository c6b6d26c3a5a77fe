import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// npm test runs vitest once on SQLite and, with TEST_DATABASE_URL, again on PostgreSQL.
// These checks keep every test that touches a database in both passes: the PostgreSQL pass
// once listed folders and missed handler tests elsewhere (lib/http), and a test that skips
// itself on one database passes there without testing anything.
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TEST_ROOTS = ["app", "components", "lib", "scripts", "tests"];

function listTestFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : listTestFiles(relative);
    return entry.name.endsWith(".test.ts") ? [relative] : [];
  });
}

const DATABASE_USE = /createTestDb|useFreshDatabases|useTestDatabase|from "@\/lib\/db"|\bgetDb\(|new pg\.(Client|Pool)|PrismaClient/;
const databaseTests = TEST_ROOTS.flatMap(listTestFiles)
  .filter((file) => file !== path.join("tests", "every-database-test-runs-on-both.test.ts"))
  .filter((file) => DATABASE_USE.test(readFileSync(path.join(ROOT, file), "utf8")));

/** The path filters of the `vitest run` in scripts/test.sh's PostgreSQL section; [] means every file. */
function postgresPassFilters(): string[] {
  const script = readFileSync(path.join(ROOT, "scripts/test.sh"), "utf8");
  const start = script.indexOf('if [ -n "${TEST_DATABASE_URL:-}" ]; then');
  expect(start, "scripts/test.sh has a PostgreSQL section").toBeGreaterThanOrEqual(0);
  const section = script.slice(start, script.indexOf("\nfi", start));
  const command = /vitest run([^\n]*)/.exec(section);
  expect(command, "the PostgreSQL section runs vitest").not.toBeNull();
  return (command?.[1] ?? "").trim().split(/\s+/).filter((arg) => arg && !arg.startsWith("-"));
}

describe("every database test runs on SQLite and on PostgreSQL", () => {
  it("finds the database tests", () => {
    expect(databaseTests).toContain(path.join("tests", "api", "trends.test.ts"));
    expect(databaseTests).toContain(path.join("lib", "http", "route.test.ts"));
  });

  it("the PostgreSQL pass of npm test selects every one of them", () => {
    const filters = postgresPassFilters();
    const missed = databaseTests.filter((file) => filters.length > 0 && !filters.some((filter) => file.includes(filter.replace(/^\.\//, ""))));
    expect(missed).toEqual([]);
  });

  it("none of them skips itself on one database", () => {
    const skipping = databaseTests.filter((file) => /\.(skipIf|runIf)\(|\b(it|test|describe)\.skip\(|\bprovider\s*[!=]==?\s*"(sqlite|postgres)"\s*\)\s*return/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(skipping).toEqual([]);
  });
});
