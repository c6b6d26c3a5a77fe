import { describe, expect, it } from "vitest";
import { normaliseStreet, parseHouseNumber, propertyKeyOf, toEvidenceSale, type SaleRow } from "./to-evidence-sale";

const row: SaleRow = {
  transactionId: "{T1}", price: 52_000, date: new Date("2022-01-04"), postcode: "NE3 3LJ", outcode: "NE3", propertyType: "F", category: "A", tenure: "L",
  paon: "27", saon: null, street: "BRADWELL ROAD", locality: null, town: "NEWCASTLE UPON TYNE", uprn: null,
};

describe("toEvidenceSale", () => {
  it("places a sale and keys its home", () => {
    expect(toEvidenceSale(row, { latitude: 55, longitude: -1.6 })).toMatchObject({
      id: "{T1}", sector: "NE3 3", outcode: "NE3", tenure: "L", street: "BRADWELL ROAD", houseNumber: 27,
      propertyKey: "address:|27|BRADWELL ROAD|NE3 3LJ", address: "27 Bradwell Road, Newcastle Upon Tyne", location: { latitude: 55, longitude: -1.6 },
    });
  });

  it("keys by UPRN when there is one", () => {
    expect(toEvidenceSale({ ...row, uprn: "100" }, null)?.propertyKey).toBe("uprn:100");
  });

  it("cannot place a sale without a postcode", () => {
    expect(toEvidenceSale({ ...row, postcode: null }, null)).toBeNull();
  });
});

describe("helpers", () => {
  it.each([
    ["27", 27],
    ["27A", 27],
    ["27-29", 27],
    [" 5 ", 5],
    ["ROSE COTTAGE", null],
    [null, null],
  ])("parseHouseNumber(%j) = %s", (paon, expected) => {
    expect(parseHouseNumber(paon)).toBe(expected);
  });

  it("normalises streets and keys addresses the same however they are spaced", () => {
    expect(normaliseStreet(" Bradwell  road ")).toBe("BRADWELL ROAD");
    expect(normaliseStreet("  ")).toBeNull();
    expect(propertyKeyOf({ uprn: null, saon: "flat 2", paon: "6", street: "Bradwell  Road", postcode: "NE3 3LN" })).toBe(propertyKeyOf({ uprn: null, saon: "FLAT 2", paon: "6", street: "BRADWELL ROAD", postcode: "NE3 3LN" }));
  });
});
