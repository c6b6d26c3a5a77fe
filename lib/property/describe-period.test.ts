import { describe, expect, it } from "vitest";
import { describeDateRange, describePeriod } from "./describe-period";

describe("describePeriod", () => {
  it.each([
    [[], null],
    [["2022-01-04"], "2022-01"],
    [["2022-09-30", "2022-01-04"], "2022-01..2022-09"],
  ])("%j → %s", (dates, expected) => {
    expect(describePeriod(dates.map((d) => new Date(d)))).toBe(expected);
  });

  it("walks a list far longer than a spread could take", () => {
    const dates = Array.from({ length: 300_000 }, (_, i) => new Date(Date.UTC(2020, 0, 1) + (i % 700) * 86_400_000));
    expect(describePeriod(dates)).toBe("2020-01..2021-11");
  });

  it("describes a range from its ends", () => {
    expect(describeDateRange(new Date("2021-03-01"), new Date("2021-03-31"))).toBe("2021-03");
    expect(describeDateRange(null, null)).toBeNull();
  });
});
