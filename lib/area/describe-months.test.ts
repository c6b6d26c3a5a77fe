import { describe, expect, it } from "vitest";
import { describeMonth, describeMonthRange } from "./describe-months";

describe("describeMonthRange", () => {
  it.each([
    ["2013-06", "2014-06", "Jun 2013–Jun 2014"],
    ["2022-01", "2022-01", "Jan 2022"],
  ])("%s..%s → %s", (from, to, expected) => {
    expect(describeMonthRange(from, to)).toBe(expected);
  });
  it("leaves anything else alone", () => {
    expect(describeMonth("soon")).toBe("soon");
    expect(describeMonth("2013-13")).toBe("2013-13");
  });
});
