// Fast seeding for scale tests: one multi-row INSERT per batch instead of Prisma's
// createMany (which plans every row), on SQLite and PostgreSQL alike.
import type { Db } from "@/lib/db";
import { StatementBuilder, type SqlValue } from "@/lib/demo/statement-builder";

const ROWS_PER_STATEMENT = 2_000;

/** INSERTs rows into a table (Prisma model name = table name); every row has the columns of the first. */
export async function insertRows(db: Db, table: string, rows: readonly Record<string, SqlValue>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const prefix = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const statement = new StatementBuilder().sql(prefix);
    rows.slice(start, start + ROWS_PER_STATEMENT).forEach((row, index) => {
      statement.sql(index === 0 ? "(" : ", (");
      columns.forEach((column, columnIndex) => {
        if (columnIndex > 0) statement.sql(", ");
        statement.value(row[column] ?? null);
      });
      statement.sql(")");
    });
    await db.$executeRaw(statement.build());
  }
}
