import { describe, expect, it } from "vitest";
import { readClientAddress } from "./client-address";

describe("readClientAddress", () => {
  it.each([
    ["direct, socket stamped last", "203.0.113.9", 0, "203.0.113.9"],
    ["direct, a forged entry before the socket is ignored", "1.2.3.4, 203.0.113.9", 0, "203.0.113.9"],
    ["one proxy: the entry it appended", "1.2.3.4, 198.51.100.7, 10.0.0.2", 1, "198.51.100.7"],
    ["two proxies", "1.2.3.4, 198.51.100.7, 10.0.0.3, 10.0.0.2", 2, "198.51.100.7"],
    ["more hops configured than entries: the leftmost", "10.0.0.2", 3, "10.0.0.2"],
    ["IPv4-mapped IPv6 is the IPv4 address", "::ffff:127.0.0.1", 0, "127.0.0.1"],
    ["bracketed IPv6 with a port", "[2001:DB8::1]:443", 0, "2001:db8::1"],
    ["no header", null, 0, "unknown"],
    ["empty entries", " , ", 0, "unknown"],
  ])("%s", (_name, header, hops, expected) => {
    expect(readClientAddress(header, hops)).toBe(expected);
  });

  it("a client writing a new X-Forwarded-For each time is still one client", () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => readClientAddress(`10.0.${i}.1, 203.0.113.9`, 0)));
    expect([...seen]).toEqual(["203.0.113.9"]);
  });
});
