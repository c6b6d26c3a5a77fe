import { describe, expect, it } from "vitest";
import { StatementBuilder } from "./statement-builder";

describe("StatementBuilder", () => {
  it("writes safe values inline", () => {
    const sql = new StatementBuilder()
      .sql("VALUES (")
      .value("O'Brien Court").sql(", ").value(42).sql(", ").value(1.5).sql(", ").value(true).sql(", ").value(null).sql(", ")
      .value(new Date(Date.UTC(2026, 10, 1)))
      .sql(")")
      .build();
    expect(sql.values).toEqual([]);
    expect(sql.strings.join("")).toBe("VALUES ('O''Brien Court', 42, 1.5, TRUE, NULL, '2026-11-01T00:00:00.000+00:00')");
  });

  it("binds strings with a backslash or NUL instead of inlining them", () => {
    const sql = new StatementBuilder().sql("VALUES (").value("a\\' OR 1=1 --").sql(", ").value("x\u0000y").sql(")").build();
    expect(sql.values).toEqual(["a\\' OR 1=1 --", "x\u0000y"]);
    expect(sql.strings).toEqual(["VALUES (", ", ", ")"]);
  });

  it("refuses values that have no SQL literal", () => {
    expect(() => new StatementBuilder().value(Number.NaN)).toThrow();
    expect(() => new StatementBuilder().value(new Date(Number.NaN))).toThrow();
  });
});
