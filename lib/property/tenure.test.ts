import { expect, it } from "vitest";
import { describePpdTenure } from "./tenure";

it.each([
  ["F", "Freehold"],
  ["L", "Leasehold"],
  ["U", null],
  ["", null],
])("%j → %j", (code, expected) => {
  expect(describePpdTenure(code)).toBe(expected);
});
