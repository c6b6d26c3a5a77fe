import { describe, expect, it } from "vitest";
import { computeRetryAfterMs } from "./login-rate-limit";

describe("computeRetryAfterMs", () => {
  const limit = { max: 3, windowMs: 1000 };
  it.each([
    ["no failures", [], 300, 0],
    ["under the limit", [200, 100], 300, 0],
    ["at the limit: until the oldest counted leaves the window", [200, 100, 0], 300, 700],
    ["only the newest `max` count", [250, 200, 100], 300, 800],
    ["the oldest counted has just left", [200, 100, 0], 1000, 0],
  ])("%s", (_name, times, now, expected) => {
    expect(computeRetryAfterMs(times, limit, now)).toBe(expected);
  });
});
