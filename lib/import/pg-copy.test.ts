import { describe, expect, it } from "vitest";
import { CopyTextBuffer, toCopyText } from "./pg-copy";

describe("toCopyText: rows in COPY's text format", () => {
  const columns = ["id", "n", "at", "flag", "note"] as const;
  type Row = { id: string; n: number | null; at: Date | null; flag: boolean; note: string | null };

  it.each<[string, Row, string]>([
    // Dates in UTC, written "+00:00" (the form the SQLite stage binds: one kept text per day for both).
    ["plain values", { id: "a", n: 52000, at: new Date("2022-01-04T00:00:00Z"), flag: false, note: "BRADWELL ROAD" }, "a\t52000\t2022-01-04T00:00:00.000+00:00\tf\tBRADWELL ROAD\n"],
    ["a time of day", { id: "t", n: 1, at: new Date("2022-01-04T13:45:06.789Z"), flag: false, note: null }, "t\t1\t2022-01-04T13:45:06.789+00:00\tf\t\\N\n"],
    ["nulls as \\N", { id: "b", n: null, at: null, flag: true, note: null }, "b\t\\N\t\\N\tt\t\\N\n"],
    ["a backslash, a tab and line breaks escaped", { id: "c", n: -1.5, at: null, flag: true, note: "FLAT\\1\tA\r\nB" }, "c\t-1.5\t\\N\tt\tFLAT\\\\1\\tA\\r\\nB\n"],
    ["the text \\N itself is not null", { id: "d", n: 0, at: null, flag: false, note: "\\N" }, "d\t0\t\\N\tf\t\\\\N\n"],
    ["non-ASCII text as it is", { id: "é", n: 1, at: null, flag: false, note: "Ŵ “quoted”" }, "é\t1\t\\N\tf\tŴ “quoted”\n"],
  ])("%s", (_name, row, expected) => {
    expect(toCopyText<Row>(columns, [row])).toBe(expected);
  });

  it("one line per row, nothing for no rows", () => {
    expect(toCopyText<Row>(columns, [])).toBe("");
    const row: Row = { id: "x", n: 1, at: null, flag: false, note: "" };
    expect(toCopyText<Row>(columns, [row, { ...row, id: "y" }])).toBe("x\t1\t\\N\tf\t\ny\t1\t\\N\tf\t\n");
  });
});

describe("CopyTextBuffer: a batch's COPY text as UTF-8 bytes", () => {
  it("holds each line and its line break, whatever its characters, past its first size, and starts again empty once taken", () => {
    const buffer = new CopyTextBuffer();
    expect(buffer.isEmpty()).toBe(true);
    // Two-, three- and four-byte characters, and enough lines to outgrow the first megabyte.
    const lines = Array.from({ length: 40_000 }, (_, i) => `{${i}}\tFLAT é\tŴ “quoted” 🏠\t${"X".repeat(i % 50)}`);
    for (const line of lines) buffer.addLine(line);
    expect(buffer.isEmpty()).toBe(false);
    const taken = buffer.take();
    expect(taken.length).toBeGreaterThan(1 << 20);
    expect(taken.toString("utf8")).toBe(`${lines.join("\n")}\n`);
    expect(buffer.isEmpty()).toBe(true);
    buffer.addLine("next");
    expect(buffer.take().toString("utf8")).toBe("next\n");
    // What was taken is its own: the next batch's lines did not write over it.
    expect(taken.subarray(0, 4).toString("utf8")).toBe("{0}\t");
  });
});
