import { providerOfDb, type Db } from "./client";
import type { Provider } from "./database-url";
import { Prisma } from "@/lib/generated/sqlite/client";

/**
 * A list of any length as a SELECT of one column, "value", from one bound JSON text: never a
 * bound parameter per value (SQLite allows 999), and one statement text for every length.
 */
export function sqlJsonList(db: Db, values: readonly string[]): Prisma.Sql {
  return sqlJsonListIn(providerOfDb(db), values);
}

/** sqlJsonList for a dialect named directly (SQL built where no client is at hand). */
export function sqlJsonListIn(provider: Provider, values: readonly string[]): Prisma.Sql {
  return provider === "postgres"
    ? Prisma.sql`SELECT "j"."value" FROM json_array_elements_text(${JSON.stringify(values)}::json) AS "j"("value")`
    : Prisma.sql`SELECT "j"."value" FROM json_each(${JSON.stringify(values)}) AS "j"`;
}

/**
 * `column` is one of `values`. On PostgreSQL as an array: its planner matches `= ANY(ARRAY(…))`
 * to an index on the column, where given `IN (SELECT … json …)` it read a circle's whole box.
 */
export function sqlInJsonList(db: Db, column: Prisma.Sql, values: readonly string[]): Prisma.Sql {
  return sqlInJsonListIn(providerOfDb(db), column, values);
}

/** sqlInJsonList for a dialect named directly. */
export function sqlInJsonListIn(provider: Provider, column: Prisma.Sql, values: readonly string[]): Prisma.Sql {
  return provider === "postgres"
    ? Prisma.sql`${column} = ANY(ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json)))`
    : Prisma.sql`${column} IN (${sqlJsonListIn(provider, values)})`;
}

/** An aggregate of `value` over a group's rows as a JSON array (read it back with readJsonList). */
export function sqlJsonArrayAgg(db: Db, value: Prisma.Sql): Prisma.Sql {
  return providerOfDb(db) === "postgres" ? Prisma.sql`json_agg(${value})` : Prisma.sql`json_group_array(${value})`;
}
