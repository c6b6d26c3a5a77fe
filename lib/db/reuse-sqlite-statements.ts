import type Database from "better-sqlite3";

/** How many statements one connection keeps prepared (the app runs a few hundred distinct texts). */
export const KEPT_STATEMENTS = 256;

type Prepare = (sql: string) => Database.Statement;

/**
 * The one shape of use Prisma's SQLite adapter makes of a statement: `prepare(sql)`, then
 * `.bind(args)` once, then `reader`, `run()`, `columns()` or `raw().all()`. better-sqlite3's
 * `bind` fixes the values for the statement's life, so a kept statement cannot be handed out
 * as it is: each `bind` gets its own view that passes the values to every call instead.
 */
type Bindable = Pick<Database.Statement, "reader"> & {
  bind(args: unknown[]): Bound;
  run(...args: unknown[]): Database.RunResult;
};
type Bound = {
  readonly reader: boolean;
  run(): Database.RunResult;
  columns(): Database.ColumnDefinition[];
  raw(toggle?: boolean): { all(): unknown[] };
  all(): unknown[];
};

function bindKept(statement: Database.Statement, args: unknown[]): Bound {
  let raw = false;
  // A kept statement keeps its raw mode between uses: each reading call sets it again.
  const all = () => (statement.reader ? statement.raw(raw) : statement).all(...args);
  const bound: Bound = {
    reader: statement.reader,
    run: () => statement.run(...args),
    columns: () => statement.columns(),
    raw: (toggle = true) => {
      raw = toggle;
      return bound;
    },
    all,
  };
  return bound;
}

/**
 * `prepare` with the last KEPT_STATEMENTS statements kept by their text (least recently used
 * dropped first). Preparing is parsing and planning the SQL each time: ~0.4 ms of a health
 * check's CPU and 1-2 ms of a search's went there, for texts the app asks again and again.
 * SQLite prepares a kept statement again by itself if the schema changed under it.
 */
export function keepPrepared(prepare: Prepare, kept = KEPT_STATEMENTS): Prepare {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else statement = prepare(sql);
    statements.set(sql, statement);
    if (statements.size > kept) statements.delete(statements.keys().next().value as string);
    return statement;
  };
}

/** keepPrepared for Prisma's adapter, each `bind` handing its values to the call. */
export function reuseStatements(prepare: Prepare, kept = KEPT_STATEMENTS): (sql: string) => Bindable {
  const statementFor = keepPrepared(prepare, kept);
  return (sql) => {
    const found = statementFor(sql);
    return { reader: found.reader, bind: (args) => bindKept(found, args), run: (...args) => found.run(...args) };
  };
}
