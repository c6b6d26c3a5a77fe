import { describe, expect, it } from "vitest";
import { settleAll } from "./settle-all";

describe("settleAll", () => {
  it("answers every value in order", async () => {
    expect(await settleAll([Promise.resolve(1), Promise.resolve("two"), undefined])).toEqual([1, "two", undefined]);
  });

  it("throws the first rejection in the given order, only after every promise has settled", async () => {
    let slowDone = false;
    const slow = new Promise<void>((resolve) => setTimeout(() => ((slowDone = true), resolve()), 30));
    await expect(settleAll([slow, Promise.reject(new Error("first")), Promise.reject(new Error("second"))])).rejects.toThrow("first");
    expect(slowDone).toBe(true);
  });
});
