import { describe, expect, it } from "vitest";
import { checkRecordedType, type RecordedSale } from "./check-recorded-type";
import type { PropertyType } from "./property-types";

const sale = (propertyType: string, date: string, price = 52_000): RecordedSale => ({ propertyType, date: new Date(date), price, category: "A" });
const flat2022 = sale("F", "2022-01-04");

describe("checkRecordedType", () => {
  it.each<[string, PropertyType, RecordedSale[], number, boolean]>([
    ["no recorded sales", "semi-detached", [], 0, false],
    ["the same type", "flat", [flat2022], 1, false],
    ["a type the choice includes (house takes D, S, T)", "house", [sale("T", "2021-05-01")], 1, false],
    ["a flat valued as a semi-detached", "semi-detached", [flat2022], 0, true],
    ["a terraced house valued as a bungalow (D or S)", "bungalow", [sale("T", "2021-05-01")], 0, true],
    ["an old flat sale before a conversion to a house: only the latest type speaks", "semi-detached", [sale("F", "2010-01-01"), sale("S", "2021-01-01")], 1, false],
    ["type O (not a home) is never blended, and says nothing about the type", "detached", [sale("O", "2021-01-01")], 0, false],
  ])("%s", (_, type, sales, compatible, warns) => {
    const check = checkRecordedType(type, sales);
    expect(check.compatible).toHaveLength(compatible);
    expect(check.warning !== null).toBe(warns);
  });

  it("says what the record and the choice are, and that the sale was left out", () => {
    expect(checkRecordedType("semi-detached", [flat2022]).warning).toBe(
      "HM Land Registry records this home as a Flat (sold for £52,000 in Jan 2022), but the property type chosen is Semi-Detached. That sale was left out of the value: check the property type.",
    );
  });
});
