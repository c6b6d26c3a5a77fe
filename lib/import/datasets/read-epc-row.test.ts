import { describe, expect, it } from "vitest";
import { EPC_SHARED_COLUMNS, readEpcHeader, readEpcRow } from "./read-epc-row";

const COLUMNS = { ...EPC_SHARED_COLUMNS, address1: "ADDRESS1" } as const;

describe("readEpcRow", () => {
  const open = readEpcHeader(["LMK_KEY", "POSTCODE", "INSPECTION_DATE", "LODGEMENT_DATE", "UPRN", "ADDRESS1"], COLUMNS)!;
  const current = readEpcHeader(["Certificate Number", "postcode", "registration_date", "address1"], COLUMNS)!;

  it("reads either export's key and lodgement date, and the register's placeholders as not recorded", () => {
    expect(readEpcRow(open, ["k1", "ne3 3lj", "2020-01-02", "2020-01-03", "", "NO DATA!"])).toMatchObject({
      lmkKey: "k1",
      postcode: "NE3 3LJ",
      inspectionDate: new Date("2020-01-02T00:00:00Z"),
      lodgementDate: new Date("2020-01-03T00:00:00Z"),
      uprn: null,
    });
    const row = readEpcRow(current, ["c1", "M1 1AE", "2025-06-01", "1 Main Street"]);
    expect(row).toMatchObject({ lmkKey: "c1", inspectionDate: null, uprn: null });
    expect("text" in row && row.text("address1")).toBe("1 Main Street");
  });

  it("names the fault of a refused row, by the file's own column names", () => {
    expect(readEpcRow(current, ["", "M1 1AE", "2025-06-01", ""])).toEqual({ reject: "missing CERTIFICATE_NUMBER" });
    expect(readEpcRow(current, ["c1", "M1 1AE", "June 2025", ""])).toEqual({ reject: 'unparsable REGISTRATION_DATE "June 2025"' });
    expect(readEpcRow(open, ["k1", "NE3 3LJ", "soon", "2020-01-03", "", ""])).toEqual({ reject: 'unparsable INSPECTION_DATE "soon"' });
    expect(readEpcRow(open, ["k1", "NE3 3LJ", "", "2020-01-03", "12a", ""])).toEqual({ reject: 'invalid UPRN "12a"' });
    expect(readEpcRow(open, ["k1", "NE3 3LJ"])).toEqual({ reject: "expected 6 columns, found 2" });
  });

  it("takes only a header with the key and POSTCODE", () => {
    expect(readEpcHeader(["LMK_KEY", "ADDRESS1"], COLUMNS)).toBeUndefined();
    expect(readEpcHeader(["POSTCODE", "ADDRESS1"], COLUMNS)).toBeUndefined();
  });
});
