import type { Prisma } from "@/lib/generated/sqlite/client";
import { chunk } from "./chunk";
import { StatementBuilder, type SqlValue } from "./statement-builder";

// Prisma 7's createMany costs ~0.5-2 ms a row on SQLite here (it plans every row and splits
// statements at 999 parameters; the street index's 500-row batches took ~25 ms each). One
// multi-row INSERT per thousand rows writes the same values many times quicker on SQLite and
// PostgreSQL alike.
const ROWS_PER_STATEMENT = 1_000;

function quoteIdentifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier ${name}`);
  return `"${name}"`;
}

/**
 * INSERTs complete rows into any table (the demo layers, the street index, scale tests'
 * Sale and Postcode): the caller vouches that the rows fit the table. Every row has the
 * columns of the first.
 */
export async function insertRowsInto(tx: Pick<Prisma.TransactionClient, "$executeRaw">, table: string, rows: readonly { [column: string]: SqlValue }[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const prefix = `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(", ")}) VALUES `;
  for (const batch of chunk(rows, ROWS_PER_STATEMENT)) {
    const statement = new StatementBuilder().sql(prefix);
    batch.forEach((row, rowIndex) => {
      statement.sql(rowIndex === 0 ? "(" : ", (");
      columns.forEach((column, columnIndex) => {
        if (columnIndex > 0) statement.sql(", ");
        statement.value(row[column] ?? null);
      });
      statement.sql(")");
    });
    await tx.$executeRaw(statement.build());
  }
}
