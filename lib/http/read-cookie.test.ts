import { describe, expect, it } from "vitest";
import { readCookieValues } from "./read-cookie";

describe("readCookieValues", () => {
  it.each([
    ["no header", undefined, []],
    ["one value", "a=1; pas_session=x.y.z", ["x.y.z"]],
    ["two values, in order", "pas_session=one; pas_session=two", ["one", "two"]],
    ["bad percent-encoding is skipped, not thrown", "pas_session=%E0%A4%A; pas_session=good", ["good"]],
    ["encoded value", "pas_session=a%2Eb", ["a.b"]],
    ["a name that only ends the same", "xpas_session=1", []],
    ["no equals sign", "pas_session", []],
  ])("%s", (_name, header, expected) => {
    expect(readCookieValues(header, "pas_session")).toEqual(expected);
  });

  it("reads at most the limit", () => {
    expect(readCookieValues(Array.from({ length: 50 }, (_, i) => `pas_session=${i}`).join("; "), "pas_session")).toHaveLength(5);
  });
});
