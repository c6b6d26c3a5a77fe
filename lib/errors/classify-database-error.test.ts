import { describe, expect, it } from "vitest";
import { classifyDatabaseError } from "./classify-database-error";

const adapterError = (originalCode: string) => ({ code: "P2039", meta: { driverAdapterError: { cause: { originalCode } } } });

describe("classifyDatabaseError", () => {
  it.each([
    ["SQLite read-only", adapterError("SQLITE_READONLY"), "cannot_write"],
    ["SQLite disk full", adapterError("SQLITE_FULL"), "cannot_write"],
    ["PostgreSQL read-only transaction", adapterError("25006"), "cannot_write"],
    ["PostgreSQL disk full", adapterError("53100"), "cannot_write"],
    ["SQLite busy", adapterError("SQLITE_BUSY"), "unavailable"],
    ["PostgreSQL connection failure", adapterError("08006"), "unavailable"],
    ["PostgreSQL too many connections", adapterError("53300"), "unavailable"],
    ["connection refused", Object.assign(new Error("connect"), { code: "ECONNREFUSED" }), "unavailable"],
    ["a unique violation is a bug or a conflict, not an outage", adapterError("23505"), undefined],
    ["Prisma's not-found", { code: "P2025" }, undefined],
    ["not an object", "boom", undefined],
  ])("%s → %s", (_name, error, expected) => {
    expect(classifyDatabaseError(error)).toBe(expected);
  });
});
