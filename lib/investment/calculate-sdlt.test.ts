import { describe, expect, it } from "vitest";
import { calculateSdlt, FIRST_TIME_BUYER_BANDS, STANDARD_BANDS, type BuyerType } from "./calculate-sdlt";

describe("calculateSdlt: standard bands (spec §9)", () => {
  it.each([
    [0, 0],
    [125_000, 0],
    [250_000, 0],
    [250_001, 0], // 5p of tax, rounded down to the pound
    [250_020, 1],
    [300_000, 2_500],
    [485_000, 11_750],
    [925_000, 33_750],
    [1_000_000, 41_250],
    [1_500_000, 91_250],
    [2_000_000, 151_250],
  ])("£%i → £%i", (price, tax) => {
    const result = calculateSdlt(price, "standard");
    expect(result.stampDutyPounds).toBe(tax);
    expect(result.basis).toBe("standard");
  });

  it("keeps the spec's cumulative bases: £33,750 at £925,000 and £91,250 at £1,500,000", () => {
    expect(calculateSdlt(925_000).stampDutyPounds).toBe(33_750);
    expect(calculateSdlt(1_500_000).stampDutyPounds).toBe(91_250);
    expect(STANDARD_BANDS.map((b) => b.ratePercent)).toEqual([0, 5, 10, 12]);
  });

  it("itemises the slices of the price in each band", () => {
    expect(calculateSdlt(1_000_000).bands.map(({ taxablePounds, taxPounds }) => [taxablePounds, taxPounds])).toEqual([
      [250_000, 0],
      [675_000, 33_750],
      [75_000, 7_500],
    ]);
  });

  it("lists every band of the rates used, even those the price does not reach", () => {
    const result = calculateSdlt(300_000);
    expect(result.rates).toEqual(STANDARD_BANDS);
    expect(result.bands).toHaveLength(2);
  });

  it("works in whole pounds: pence in the price are ignored", () => {
    expect(calculateSdlt(300_000.99).stampDutyPounds).toBe(2_500);
  });
});

describe("calculateSdlt: first-time buyer relief (from 1 April 2025)", () => {
  it.each([
    [250_000, 0, "first-time-buyer-relief"],
    [300_000, 0, "first-time-buyer-relief"],
    [400_000, 5_000, "first-time-buyer-relief"],
    [500_000, 10_000, "first-time-buyer-relief"],
    [500_001, 12_500, "standard"], // no relief above £500,000: standard rates on the whole price
    [600_000, 17_500, "standard"],
  ])("£%i → £%i (%s)", (price, tax, basis) => {
    const result = calculateSdlt(price, "first-time");
    expect(result.stampDutyPounds).toBe(tax);
    expect(result.basis).toBe(basis);
  });

  it("says why relief did not apply", () => {
    expect(calculateSdlt(500_001, "first-time").note).toMatch(/only up to £500,000/);
    expect(calculateSdlt(500_000, "first-time").note).toBeUndefined();
    expect(FIRST_TIME_BUYER_BANDS.at(-1)?.toPounds).toBe(500_000);
  });
});

describe("calculateSdlt: higher rates for additional dwellings (+5 points since 31 October 2024)", () => {
  it.each([40_000, 125_000, 250_000, 300_000, 485_000, 925_000, 1_500_000, 2_000_000])("£%i: the surcharge adds 5% of the whole price", (price) => {
    const standard = calculateSdlt(price, "standard").stampDutyPounds;
    const additional = calculateSdlt(price, "additional");
    expect(additional.basis).toBe("higher-rates");
    expect(additional.stampDutyPounds).toBe(standard + price * 0.05);
  });

  it.each([
    [485_000, 36_000],
    [2_000_000, 251_250],
  ])("£%i → £%i", (price, tax) => {
    expect(calculateSdlt(price, "additional").stampDutyPounds).toBe(tax);
  });

  it("does not charge the higher rates below £40,000", () => {
    const result = calculateSdlt(39_999, "additional");
    expect(result.stampDutyPounds).toBe(0);
    expect(result.basis).toBe("standard");
    expect(result.note).toMatch(/below £40,000/);
  });

  it("lists the surcharged rates of every band", () => {
    expect(calculateSdlt(2_000_000, "additional").bands.map((b) => b.ratePercent)).toEqual([5, 10, 15, 17]);
  });
});

describe("calculateSdlt: buyer type defaults to standard", () => {
  it.each<[BuyerType | undefined, number]>([
    [undefined, 11_750],
    ["standard", 11_750],
  ])("%s", (type, tax) => {
    expect(calculateSdlt(485_000, type).stampDutyPounds).toBe(tax);
  });
});
