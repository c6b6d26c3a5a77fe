import { describe, expect, it } from "vitest";
import { createSessionToken, verifySessionToken } from "./session-token";

const secret = "a-secret-of-enough-length";
const now = 1_700_000_000_000;

describe("verifySessionToken", () => {
  const valid = createSessionToken(secret, now + 60_000);
  it.each([
    ["a fresh token", valid, secret, true],
    ["an expired token", createSessionToken(secret, now - 1), secret, false],
    ["another secret", valid, "another-secret-entirely", false],
    ["a changed expiry", valid.replace(/^\d+/, String(now + 9_999_999)), secret, false],
    ["no token", undefined, secret, false],
    ["no secret", valid, undefined, false],
    ["garbage", "abc", secret, false],
    ["empty signature", `${now + 60_000}.`, secret, false],
  ])("%s → %s", (_name, token, key, expected) => {
    expect(verifySessionToken(token, key, now)).toBe(expected);
  });
});
