import { describe, expect, it } from "vitest";
import { createLoginLimiter } from "./login-rate-limit";

describe("createLoginLimiter", () => {
  it("blocks after the limit until the oldest failure leaves the window", () => {
    const limiter = createLoginLimiter(3, 1000);
    for (const t of [0, 100, 200]) limiter.recordFailure("a", t);
    expect(limiter.retryAfterMs("a", 300)).toBe(700);
    expect(limiter.retryAfterMs("b", 300)).toBe(0);
    expect(limiter.retryAfterMs("a", 1000)).toBe(0);
  });

  it("forgets a client after a success", () => {
    const limiter = createLoginLimiter(2, 1000);
    limiter.recordFailure("a", 0);
    limiter.recordFailure("a", 1);
    expect(limiter.retryAfterMs("a", 2)).toBeGreaterThan(0);
    limiter.reset("a");
    expect(limiter.retryAfterMs("a", 2)).toBe(0);
  });
});
