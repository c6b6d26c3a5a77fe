import { describe, expect, it } from "vitest";
import { describeSearchRadius } from "./describe-search-radius";

const result = (radius: number | null, kind: string, label: string) => ({
  areaStats: { average: null, growth_12_months: null, days_on_market: null, radius },
  area: { label, kind, latitude: null, longitude: null },
});

describe("describeSearchRadius", () => {
  it.each([
    [result(0.5, "postcode", "NE1 4AL"), undefined, { value: "0.5 miles", detail: "Around NE1 4AL" }],
    [result(1, "postcode", "NE3 3LJ"), undefined, { value: "1 mile", detail: "Around NE3 3LJ" }],
    [result(10, "postcode", "NE3 3LJ"), undefined, { value: "10 miles", detail: "Around NE3 3LJ" }],
    [result(null, "outcode", "NE3"), undefined, { value: "NE3", detail: "Whole outward code" }],
    [result(null, "sector", "NE3 3"), undefined, { value: "NE3 3", detail: "Whole sector" }],
    [
      result(null, "uprn", "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ"),
      "4510012345",
      { value: "Single property", detail: "UPRN 4510012345", title: "27 BRADWELL ROAD, NEWCASTLE UPON TYNE, NE3 3LJ" },
    ],
    [
      result(null, "address", "Flat 6, Dene Court, Jesmond, Newcastle upon Tyne NE2 1AA"),
      undefined,
      { value: "Address match", detail: "For “Flat 6, Dene Court, Jesmond…”", title: "Flat 6, Dene Court, Jesmond, Newcastle upon Tyne NE2 1AA" },
    ],
    [result(null, "address", "27 Bradwell Road"), undefined, { value: "Address match", detail: "For “27 Bradwell Road”", title: "27 Bradwell Road" }],
  ])("%j", (input, uprn, expected) => {
    expect(describeSearchRadius(input, uprn)).toEqual(expected);
  });

  it("never shows a whole long address on the card", () => {
    const long = "Apartment 1204, The Pinnacle Building, 1 Very Long Street Name, Newcastle upon Tyne NE1 4AL";
    for (const kind of ["uprn", "address"]) {
      const card = describeSearchRadius(result(null, kind, long));
      expect(card.value.length + card.detail.length).toBeLessThan(60);
      expect(card.title).toBe(long);
    }
  });
});
