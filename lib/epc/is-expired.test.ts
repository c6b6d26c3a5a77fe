import { describe, expect, it } from "vitest";
import { isExpired } from "./is-expired";

const asOf = new Date("2026-11-26T15:30:00Z");

describe("isExpired", () => {
  it.each([
    ["2026-11-25", true],
    ["2026-11-26", false],
    ["2026-11-27", false],
    ["2016-01-01", true],
  ])("valid until %s → %s", (date, expired) => {
    expect(isExpired(new Date(`${date}T00:00:00Z`), asOf)).toBe(expired);
  });

  it("an unknown expiry is not called expired", () => {
    expect(isExpired(null, asOf)).toBe(false);
  });
});
