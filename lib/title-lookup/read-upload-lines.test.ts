import { describe, expect, it } from "vitest";
import { readUploadLines } from "./read-upload-lines";
import { ADDRESS_UPLOAD_KIND, TITLE_UPLOAD_KIND } from "./schemas";

describe("readUploadLines", () => {
  it.each([
    ["a .txt file: one address a line, commas kept, blank lines skipped", ADDRESS_UPLOAD_KIND, "list.txt", "\uFEFF1 High St, Leeds\r\n\r\n  2  Low St,  York \n", [{ line: 1, text: "1 High St, Leeds" }, { line: 3, text: "2 Low St, York" }]],
    ["a .csv with an Address column", ADDRESS_UPLOAD_KIND, "a.csv", 'Ref,Address\n7,"1 High St, Leeds"\n8,\n', [{ line: 2, text: "1 High St, Leeds" }, { line: 3, text: "", error: "Line 3 has no value in the address column." }]],
    ["a .csv without a header: the fields are one address", ADDRESS_UPLOAD_KIND, "a.csv", "1 High St,Leeds,LS1 1AA\n", [{ line: 1, text: "1 High St, Leeds, LS1 1AA" }]],
    ["a short line is kept as an error", ADDRESS_UPLOAD_KIND, "a.txt", "ab\n", [{ line: 1, text: "ab", error: "Line 1 is too short to be an address." }]],
    ["title numbers upper-cased, spaces removed", TITLE_UPLOAD_KIND, "t.txt", "ngl 123\nWM1\n", [{ line: 1, text: "NGL123" }, { line: 2, text: "WM1" }]],
    ["a Title Number column", TITLE_UPLOAD_KIND, "t.csv", "Title Number,Note\nTGL9,x\n", [{ line: 2, text: "TGL9" }]],
    ["a bad title number", TITLE_UPLOAD_KIND, "t.txt", "ABCD1\n", [{ line: 1, text: "ABCD1", error: "Line 1: Enter a title number: up to three letters then digits, e.g. NGL123456." }]],
  ] as const)("%s", (_name, kind, fileName, text, expected) => {
    expect(readUploadLines(kind, fileName, text)).toEqual(expected);
  });

  it("a broken CSV quote is a row's error, and the file goes on", () => {
    const items = readUploadLines(ADDRESS_UPLOAD_KIND, "a.csv", 'Address\n"1 High St"x, Leeds\n2 Low St York\n');
    expect(items).toHaveLength(2);
    expect(items[0]?.error).toMatch(/^Line 2: /);
    expect(items[1]).toEqual({ line: 3, text: "2 Low St York" });
  });

  it.each([
    ["empty", "\n \n", "The file has no addresses: put one on each line."],
    ["over the limit", "1 High St\n".repeat(1001), "The file has 1,001 addresses; at most 1,000 can be uploaded at once. Split it into smaller files."],
  ])("refuses a file %s", (_name, text, message) => {
    expect(() => readUploadLines(ADDRESS_UPLOAD_KIND, "a.txt", text)).toThrow(message);
  });
});
