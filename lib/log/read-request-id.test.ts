import { describe, expect, it } from "vitest";
import { readRequestId } from "./read-request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("readRequestId", () => {
  it.each(["abc", "0f8fad5b-d9cb-469f-a165-70867728950e", "Root=1-67891233-abcdef012345678912345678", "req_1.2:3", "dGVzdA+/=", "x".repeat(128)])("keeps a well-formed id: %s", (id) => {
    expect(readRequestId(new Headers({ "x-request-id": id }))).toBe(id);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["too long", "x".repeat(129)],
    ["spaces", "a b"],
    ["a forged log field", 'a","level":"info'],
    ["a header injection attempt", "a%0d%0aSet-Cookie:x"],
  ])("replaces a %s id with a fresh UUID", (_name, id) => {
    const headers = new Headers(id === undefined ? {} : { "x-request-id": id });
    expect(readRequestId(headers)).toMatch(UUID);
  });

  it("generates a different id for each request", () => {
    expect(readRequestId(new Headers())).not.toBe(readRequestId(new Headers()));
  });
});
