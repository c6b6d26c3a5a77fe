import { describe, expect, it } from "vitest";
import { buildCsv, CSV_BOM, neutraliseCsvText, quoteCsvField, type CsvCell, type CsvColumn } from "./build-csv";

type Row = { cell: CsvCell };
const oneColumn: CsvColumn<Row>[] = [{ header: "Value", value: (row) => row.cell }];
/** The single data line of a one-column file, without its CRLF. */
const line = (cell: CsvCell) => buildCsv([{ cell }], oneColumn).split("\r\n")[1];

describe("neutraliseCsvText", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+44 191 000", "'+44 191 000"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tTab", "'\tTab"],
    ["\rReturn", "'\rReturn"],
    ["12 = 12", "12 = 12"],
    ["Flat 1, 2 High St", "Flat 1, 2 High St"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(neutraliseCsvText(input)).toBe(expected);
  });
});

describe("quoteCsvField", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["£250", "£250"],
  ])("%j → %j", (input, expected) => {
    expect(quoteCsvField(input)).toBe(expected);
  });
});

describe("buildCsv cells", () => {
  it.each<[string, CsvCell, string]>([
    ["a number unformatted", 250000, "250000"],
    ["a negative number stays a number (not text, so not neutralised)", -3.2, "-3.2"],
    ["a decimal", 0.125, "0.125"],
    ["a non-finite number is empty", Number.NaN, ""],
    ["null is empty", null, ""],
    ["undefined is empty", undefined, ""],
    ["text with a formula is neutralised", "=HYPERLINK(\"x\")", '"\'=HYPERLINK(""x"")"'],
    ["negative-looking text is neutralised", "-5%", "'-5%"],
    ["text with a comma is quoted", "1, High Street", '"1, High Street"'],
    ["a tab-led text is neutralised", "\tx", "'\tx"],
    ["a carriage-return-led text is neutralised and quoted", "\rx", "\"'\rx\""],
  ])("%s", (_name, cell, expected) => {
    expect(line(cell)).toBe(expected);
  });
});

describe("buildCsv file", () => {
  const columns: CsvColumn<{ address: string; price: number }>[] = [
    { header: "Address", value: (r) => r.address },
    { header: "Price (£)", value: (r) => r.price },
  ];

  it("starts with a BOM, has a header row and ends every line with CRLF", () => {
    const csv = buildCsv([{ address: "1 High St, Gosforth", price: 250000 }], columns);
    expect(csv).toBe(`${CSV_BOM}Address,Price (£)\r\n"1 High St, Gosforth",250000\r\n`);
  });

  it("writes only the header when there are no rows", () => {
    expect(buildCsv([], columns)).toBe(`${CSV_BOM}Address,Price (£)\r\n`);
  });

  it("keeps the rows in the order given (the table's current sort)", () => {
    const csv = buildCsv(
      [
        { address: "B", price: 2 },
        { address: "A", price: 1 },
      ],
      columns,
    );
    expect(csv.split("\r\n").slice(1, 3)).toEqual(["B,2", "A,1"]);
  });
});
