import { describe, expect, it } from "vitest";
import {
  buildMapsUrl,
  buildReportFileName,
  describeMissingOwner,
  describeMissingSalePrice,
  describeMoreSales,
  isAddressIncomplete,
  isRentValuation,
  isSelectableCorrection,
  pickAddressesToValidate,
  pickFuzzyCandidates,
  readImageUrl,
} from "./describe-portfolio-rows";

describe("isAddressIncomplete", () => {
  it.each<[string, string | null, string | null, boolean]>([
    ["a full address with a postcode", "12 Grosvenor Road", "SW1V 3JY", false],
    ["no postcode", "12 Grosvenor Road", null, true],
    ["a blank postcode", "12 Grosvenor Road", "  ", true],
    ["nine characters", "9 High St", "NE1 1AA", true],
    ["exactly ten characters", "10 High St", "NE1 1AA", false],
    ["spaces do not make it long", "  Flat 1    ", "NE1 1AA", true],
  ])("%s", (_, address, postcode, expected) => {
    expect(isAddressIncomplete(address, postcode)).toBe(expected);
  });
});

describe("buildMapsUrl", () => {
  it("searches address and postcode, encoded", () => {
    expect(buildMapsUrl("1 A & B Road", "NE1 1AA", "map")).toBe("https://www.google.com/maps/search/?api=1&query=1%20A%20%26%20B%20Road%2C%20NE1%201AA");
    expect(buildMapsUrl("1 A Road", "NE1 1AA", "street")).toContain("&layer=c");
  });
});

describe("picking addresses", () => {
  const rows = [
    { id: "a", address: "1 High Street", fullAddress: "1 High Street, Leeds", addressCorrected: false },
    { id: "b", address: "2 High Street", fullAddress: null, addressCorrected: true },
    { id: "c", address: "abc", fullAddress: null, addressCorrected: false },
    { id: "d", address: "4 Low Road", fullAddress: "  ", addressCorrected: false },
  ];
  it("validates uncorrected ones by their full address, else their address", () => {
    expect(pickAddressesToValidate(rows)).toEqual([
      { id: "a", originalAddress: "1 High Street, Leeds" },
      { id: "c", originalAddress: "abc" },
      { id: "d", originalAddress: "4 Low Road" },
    ]);
  });
  it("caps validation at 50 and fuzzy search at 500", () => {
    const many = Array.from({ length: 600 }, (_, i) => ({ id: String(i), address: `${i} Long Street`, fullAddress: null, addressCorrected: false }));
    expect(pickAddressesToValidate(many)).toHaveLength(50);
    expect(pickFuzzyCandidates(many)).toHaveLength(500);
  });
  it("fuzzy search skips corrected ones and addresses of 3 characters or fewer", () => {
    expect(pickFuzzyCandidates(rows)).toEqual(["a", "d"]);
  });
});

describe("cells", () => {
  it.each<[string, boolean, boolean]>([
    ["HIGH", true, true],
    ["MEDIUM", true, true],
    ["LOW", true, true],
    ["ERROR", true, false],
    ["HIGH", false, false],
  ])("%s with changes %s is selectable: %s", (confidence, hasChanges, expected) => {
    expect(isSelectableCorrection({ confidence, hasChanges })).toBe(expected);
  });
  it("says why a price is missing", () => {
    expect(describeMissingSalePrice(true)).toBe("Searching...");
    expect(describeMissingSalePrice(false)).toBe("Address correction needed");
  });

  it.each([
    ["searched, no title", "Not Found", true, "Not Found"],
    ["corrected, never searched", null, true, "Searching..."],
    ["uncorrected, never searched", null, false, "Address correction needed"],
    ["owner known", "ACME LTD", false, null],
  ])("the proprietor cell of a row %s", (_name, currentProprietor, addressCorrected, expected) => {
    expect(describeMissingOwner({ currentProprietor, addressCorrected })).toBe(expected);
  });
  it.each<[number | null, string | null]>([
    [null, null],
    [0, null],
    [1, null],
    [2, "+1 more sales"],
    [5, "+4 more sales"],
  ])("sale count %s → %s", (count, expected) => {
    expect(describeMoreSales(count)).toBe(expected);
  });
  it.each<[string | null, string | null, boolean]>([
    ["Market Rent", null, true],
    ["Market Value", "Market Rent", true],
    ["Market Value", "RICS Red Book", false],
    [null, null, false],
  ])("type %s basis %s is a rent: %s", (type, basis, expected) => {
    expect(isRentValuation(type, basis)).toBe(expected);
  });
  it("names the report file by title and day", () => {
    expect(buildReportFileName("NGL123", new Date("2026-11-26T10:00:00Z"))).toBe("property-report-NGL123-2026-11-26.pdf");
  });
  it.each<[string | { url?: unknown } | null, string | null]>([
    ["https://x/a.jpg", "https://x/a.jpg"],
    [{ url: "https://x/b.jpg" }, "https://x/b.jpg"],
    [{ url: 3 }, null],
    ["", null],
    [null, null],
  ])("image %j → %s", (image, expected) => {
    expect(readImageUrl(image)).toBe(expected);
  });
});
