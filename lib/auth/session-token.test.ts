import { describe, expect, it } from "vitest";
import { createSessionId, createSessionToken, hashSessionId, verifySessionToken } from "./session-token";

const keys = { secret: "a-secret-of-enough-length", password: "the-shared-password" };
const now = 1_700_000_000_000;
const id = createSessionId();

describe("verifySessionToken", () => {
  const valid = createSessionToken(keys, { id, expiresAt: now + 60_000 });
  it.each([
    ["a fresh token", valid, keys, true],
    ["an expired token", createSessionToken(keys, { id, expiresAt: now - 1 }), keys, false],
    ["another secret", valid, { ...keys, secret: "another-secret-entirely" }, false],
    ["a changed password", valid, { ...keys, password: "a-new-shared-password" }, false],
    ["a changed expiry", valid.replace(/\.\d+\./, `.${now + 9_999_999}.`), keys, false],
    ["a changed id", valid.replace(/^[^.]+/, createSessionId()), keys, false],
    ["an extra part", `${valid}.x`, keys, false],
    ["no token", undefined, keys, false],
    ["no secret", valid, { ...keys, secret: undefined }, false],
    ["no password", valid, { ...keys, password: undefined }, false],
    ["garbage", "abc", keys, false],
    ["the old format", `${now + 60_000}.abc`, keys, false],
    ["empty signature", `${id}.${now + 60_000}.`, keys, false],
  ])("%s → %s", (_name, token, k, expected) => {
    expect(verifySessionToken(token, k, now) !== undefined).toBe(expected);
  });

  it("returns the id and expiry it signed", () => {
    expect(verifySessionToken(valid, keys, now)).toEqual({ id, expiresAt: now + 60_000 });
  });
});

describe("session ids", () => {
  it("are random and stored only as a hash", () => {
    const other = createSessionId();
    expect(other).not.toBe(id);
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(hashSessionId(id)).not.toContain(id);
    expect(hashSessionId(id)).toBe(hashSessionId(id));
  });
});
