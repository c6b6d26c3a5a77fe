import { describe, expect, it } from "vitest";
import { checkPassword } from "./check-password";

describe("checkPassword", () => {
  it.each([
    ["right", "s3cret", "s3cret", true],
    ["wrong", "s3cret!", "s3cret", false],
    ["prefix", "s3c", "s3cret", false],
    ["blank", "", "s3cret", false],
    ["nothing configured", "s3cret", undefined, false],
  ])("%s", (_name, given, expected, result) => {
    expect(checkPassword(given, expected)).toBe(result);
  });
});
