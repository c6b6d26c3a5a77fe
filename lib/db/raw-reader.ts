import Database from "better-sqlite3";
import pg from "pg";
import type { Prisma } from "@/lib/generated/sqlite/client";
import { keepPrepared } from "./reuse-sqlite-statements";

/**
 * Reads rows for a SELECT written with Prisma.sql straight from the driver (decision 120).
 * Prisma's client costs ~0.2-0.3 ms of CPU and ~50 kB of garbage per query on top of the
 * driver (a search runs about fifteen); these readers skip it for reads, and live as long
 * as the Prisma connection they stand beside (opened with it, closed with it).
 *
 * Values come back as the driver reads them, which the readers of lib/db/read-raw-values
 * take as they take Prisma's: on SQLite dates are the stored ISO text and counts numbers;
 * on PostgreSQL timestamps are Dates (read as UTC, like Prisma), counts and numerics
 * numbers, JSON parsed.
 */
export type RawReader = {
  /** The rows, or null while no connection is open (the caller opens Prisma's, and asks again). */
  read(query: Prisma.Sql): Promise<Record<string, unknown>[]> | null;
  /** Opens alongside Prisma's connection (given it on PostgreSQL: its pool). */
  open(driver: unknown): void;
  close(): void;
};

// Bound as Prisma's SQLite adapter binds them, so a date compares with the stored text alike.
function toSqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  return value === undefined ? null : value;
}

/**
 * A connection of its own on the file, kept query-only: in WAL mode each read sees every
 * committed write, and never the uncommitted rows of a transaction open on Prisma's.
 */
export function createSqliteReader(file: string, busyTimeoutMs: number): RawReader {
  let statementFor: ((sql: string) => Database.Statement) | null = null;
  let connection: Database.Database | null = null;
  return {
    read(query) {
      if (!statementFor) return null;
      const statement = statementFor(query.sql);
      if (!statement.reader) throw new Error("The raw reader reads: it was given a statement that returns no rows");
      return Promise.resolve(statement.all(...query.values.map(toSqliteValue)) as Record<string, unknown>[]);
    },
    open() {
      if (connection?.open) return;
      connection = new Database(file, { fileMustExist: true, timeout: busyTimeoutMs });
      connection.pragma("query_only = ON");
      statementFor = keepPrepared(connection.prepare.bind(connection));
    },
    close() {
      statementFor = null;
      connection?.close();
      connection = null;
    },
  };
}

// Bound as Prisma's PostgreSQL adapter binds them: a date as UTC text without an offset,
// which the timestamp(3) columns read as the same instant whatever the server's zone.
function toPgValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("T", " ").replace("Z", "");
  if (typeof value === "bigint") return value.toString();
  if (Array.isArray(value)) return value.map(toPgValue);
  return value === undefined ? null : value;
}

const { builtins } = pg.types;
const readUtc = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const readWhole = (text: string) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
};
const PARSERS = new Map<number, (text: string) => unknown>([
  [builtins.TIMESTAMP, readUtc],
  [builtins.DATE, (text) => new Date(`${text}T00:00:00Z`)],
  [builtins.INT8, readWhole],
  [builtins.NUMERIC, Number],
]);
const PG_TYPES = {
  getTypeParser: ((oid: number, format?: string) => (format !== "binary" && PARSERS.get(oid)) || pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
};

/** Reads through the pool Prisma's PostgreSQL adapter opened (the same connections, the same session settings). */
export function createPostgresReader(): RawReader {
  let pool: pg.Pool | null = null;
  return {
    read(query) {
      if (!pool || pool.ended) return null;
      return pool.query({ text: query.text, values: query.values.map(toPgValue), types: PG_TYPES }).then((result) => result.rows as Record<string, unknown>[]);
    },
    open(driver) {
      if (!(driver instanceof pg.Pool)) throw new Error("@prisma/adapter-pg changed: its driver is no longer a pg Pool (lib/db/raw-reader.ts)");
      pool = driver;
    },
    close() {
      pool = null;
    },
  };
}
