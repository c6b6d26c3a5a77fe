import { describe, expect, it } from "vitest";
import { calculateLeaseExtension } from "./calculate-lease-extension";
import { EXTENSION_FORM_DEFAULTS, type LeaseExtensionInput } from "./schemas";

// The textbook case: a flat worth £400,000 freehold with vacant possession, 70 years
// unexpired at a ground rent of £250 a year; capitalisation 6%, deferment 5% (Sportelli);
// the existing lease worth 88% of the freehold value, the extended lease 99%.
const flat: LeaseExtensionInput = { ...EXTENSION_FORM_DEFAULTS };

describe("calculateLeaseExtension on the 1993 Act basis", () => {
  it("70 years unexpired: diminution plus half the marriage value", () => {
    // Term:      £250 × YP 70 yrs @ 6% = (1 − 1 ÷ 1.06^70) ÷ 0.06 = (1 − 0.016927) ÷ 0.06 = 16.384544
    //            £250 × 16.384544 = £4,096.14 → £4,096
    // Reversion: £400,000 × PV 70 yrs @ 5% (1 ÷ 1.05^70 = 1 ÷ 30.426426 = 0.032866) = £13,146.40 → £13,146
    // Landlord now £4,096 + £13,146 = £17,242
    // After:     £400,000 × PV 160 yrs @ 5% (1 ÷ 1.05^160 = 0.000407) = £162.80 → £163
    // Diminution £17,242 − £163 = £17,079
    // Marriage value: (extended lease £396,000 + landlord after £163) − (existing lease £352,000 + landlord now £17,242)
    //            = £396,163 − £369,242 = £26,921; the landlord's half £13,460.50 → £13,461
    // Premium £17,079 + £13,461 = £30,540
    const p = calculateLeaseExtension(flat);
    expect(p.basisName).toBe("1993 Act (current)");
    expect(p.extensionYears).toBe(90);
    expect(p.term).toEqual({ groundRent: 250, groundRentUsed: 250, yearsPurchase: 16.384544, value: 4096 });
    expect(p.reversion).toEqual({ presentValue: 0.032866, value: 13_146 });
    expect(p.landlordBefore).toBe(17_242);
    expect(p.landlordAfter).toEqual({ years: 160, presentValue: 0.000407, value: 163 });
    expect(p.diminution).toBe(17_079);
    expect(p.marriageValue).toEqual({ extendedLease: 396_000, existingLease: 352_000, value: 26_921, landlordShare: 13_461 });
    expect(p.premium).toBe(30_540);
  });

  it("exactly 80 years is not over 80: marriage value still counts (Schedule 13 para 4(2A))", () => {
    expect(calculateLeaseExtension({ ...flat, unexpiredYears: 80 }).marriageValue).not.toBeNull();
  });

  it("85 years unexpired: no marriage value, the premium is the diminution alone", () => {
    // Term £250 × YP 85 yrs @ 6% ((1 − 1 ÷ 141.578904) ÷ 0.06 = (1 − 0.007063) ÷ 0.06 = 16.548947) = £4,137.24 → £4,137
    // Reversion £400,000 × PV 85 yrs @ 5% (1 ÷ 63.254353 = 0.015809) = £6,323.60 → £6,324
    // After £400,000 × PV 175 yrs @ 5% (1 ÷ 5,106.547 = 0.000196) = £78.40 → £78; premium £4,137 + £6,324 − £78 = £10,383
    const p = calculateLeaseExtension({ ...flat, unexpiredYears: 85 });
    expect(p.marriageValue).toBeNull();
    expect(p.marriageValueNote).toContain("exceeds 80 years");
    expect(p.term.yearsPurchase).toBe(16.548947);
    expect(p.reversion.presentValue).toBe(0.015809);
    expect(p.landlordAfter.presentValue).toBe(0.000196);
    expect(p.premium).toBe(10_383);
  });

  it("a relativity so high that the lease gains nothing: marriage value is never negative", () => {
    const p = calculateLeaseExtension({ ...flat, relativityPercent: 99 });
    expect(p.marriageValue?.value).toBe(0);
    expect(p.premium).toBe(p.diminution);
  });

  it("invariants: a shorter lease costs more to extend, and a higher deferment rate costs less", () => {
    const premium = (change: Partial<LeaseExtensionInput>) => calculateLeaseExtension({ ...flat, ...change }).premium;
    expect(premium({ unexpiredYears: 60, relativityPercent: 82 })).toBeGreaterThan(premium({ unexpiredYears: 70 }));
    expect(premium({ defermentRatePercent: 6 })).toBeLessThan(premium({ defermentRatePercent: 5 }));
  });
});

describe("calculateLeaseExtension on the 2024 Act basis", () => {
  it("no marriage value, a 990-year extension, the landlord's after interest nil", () => {
    // Term £4,096 and reversion £13,146 as above; after: £400,000 × PV 1,060 yrs @ 5% = £0
    // Premium £17,242, against £30,540 on the 1993 basis.
    const p = calculateLeaseExtension({ ...flat, basis: "lfra-2024" });
    expect(p.basisName).toBe("LFRA 2024 (when in force)");
    expect(p.extensionYears).toBe(990);
    expect(p.marriageValue).toBeNull();
    expect(p.landlordAfter.value).toBe(0);
    expect(p.premium).toBe(17_242);
    expect(p.assumptions.join(" ")).toContain("prescribes");
  });

  it("caps the ground rent taken into account at 0.1% of the freehold value", () => {
    // £600 a year on a £400,000 flat: the cap is £400. £400 × 16.384544 = £6,553.82 → £6,554
    const p = calculateLeaseExtension({ ...flat, basis: "lfra-2024", groundRentPerYear: 600 });
    expect(p.term).toEqual({ groundRent: 600, groundRentUsed: 400, yearsPurchase: 16.384544, value: 6554 });
    expect(calculateLeaseExtension({ ...flat, groundRentPerYear: 600 }).term.groundRentUsed).toBe(600);
  });
});
