import { describe, expect, it } from "vitest";
import { CsvRecordSplitter, type CsvItem } from "./split-csv-records";

function splitInPieces(text: string, size: number): CsvItem[] {
  const splitter = new CsvRecordSplitter();
  const items: CsvItem[] = [];
  for (let i = 0; i < text.length; i += size) items.push(...splitter.push(text.slice(i, i + size)));
  items.push(...splitter.end());
  return items;
}

describe("CsvRecordSplitter", () => {
  const cases: [string, string, CsvItem[]][] = [
    ["plain records", "a,b,c\n1,2,3\n", [{ line: 1, fields: ["a", "b", "c"] }, { line: 2, fields: ["1", "2", "3"] }]],
    ["no final line break", "a,b\n1,2", [{ line: 1, fields: ["a", "b"] }, { line: 2, fields: ["1", "2"] }]],
    ["CRLF", "a,b\r\n1,2\r\n", [{ line: 1, fields: ["a", "b"] }, { line: 2, fields: ["1", "2"] }]],
    ["quoted commas and doubled quotes", '"x, y","say ""hi""",""\n', [{ line: 1, fields: ["x, y", 'say "hi"', ""] }]],
    ["line break inside quotes keeps line numbers true", '"two\nlines",b\nc,d\n', [{ line: 1, fields: ["two\nlines", "b"] }, { line: 3, fields: ["c", "d"] }]],
    [
      "line breaks in a later field, in two fields and around a doubled quote",
      '"a","b\nc"\n"d\r\ne","f","g\n""h""\ni"\nj,k\n',
      [{ line: 1, fields: ["a", "b\nc"] }, { line: 3, fields: ["d\r\ne", "f", 'g\n"h"\ni'] }, { line: 7, fields: ["j", "k"] }],
    ],
    ["blank lines skipped", "a\n\n\r\nb\n", [{ line: 1, fields: ["a"] }, { line: 4, fields: ["b"] }]],
    ["empty fields", ",,\n", [{ line: 1, fields: ["", "", ""] }]],
    ["byte order mark", "\uFEFFa,b\n", [{ line: 1, fields: ["a", "b"] }]],
    ["a quote inside an unquoted field is kept", 'ab"c,d\n', [{ line: 1, fields: ['ab"c', "d"] }]],
    [
      "text after a closing quote is an error, and the next line still reads",
      '"ROGERSON "TERRACE",x\nc,d\n',
      [{ line: 1, error: "unexpected text after a closing quote in field 1" }, { line: 2, fields: ["c", "d"] }],
    ],
    ["unterminated quote at the end", 'a\n"open,b\n', [{ line: 1, fields: ["a"] }, { line: 2, error: "unterminated quoted field" }]],
  ];

  it.each(cases)("%s", (_name, text, expected) => {
    for (const size of [1, 2, 3, 5, 1000]) expect(splitInPieces(text, size)).toEqual(expected);
  });
});
