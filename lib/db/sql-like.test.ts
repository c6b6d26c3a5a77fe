import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/sqlite/client";
import { escapeLike, sqlContainsText } from "./sql-like";

describe("escapeLike", () => {
  it.each([
    ["Kenton", "Kenton"],
    ["%%%", "\\%\\%\\%"],
    ["__", "\\_\\_"],
    ["50% off_plan\\", "50\\% off\\_plan\\\\"],
  ])("%s → %s", (text, escaped) => expect(escapeLike(text)).toBe(escaped));
});

describe("sqlContainsText", () => {
  it("binds the escaped pattern and names the escape character", () => {
    const sql = sqlContainsText(Prisma.raw('"street"'), "a%b");
    expect(sql.sql).toBe(`UPPER("street") LIKE UPPER(?) ESCAPE '\\'`);
    expect(sql.values).toEqual(["%a\\%b%"]);
  });
});
