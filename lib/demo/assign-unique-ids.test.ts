import { describe, expect, it } from "vitest";
import { assignUniqueIds } from "./assign-unique-ids";

// Every key hashes to "X" first, so all but one must move on to a later attempt.
const colliding = (key: string, attempt: number) => (attempt === 0 ? "X" : `${key}-${attempt}`);

describe("assignUniqueIds", () => {
  it("resolves collisions the same way whatever the key order", () => {
    const forward = assignUniqueIds(["a", "b", "c"], colliding);
    const backward = assignUniqueIds(["c", "b", "a"], colliding);
    expect([...forward.entries()].sort()).toEqual([...backward.entries()].sort());
    expect(new Set(forward.values()).size).toBe(3);
    expect(forward.get("a")).toBe("X");
  });

  it("avoids ids that are already taken", () => {
    expect(assignUniqueIds(["a"], colliding, new Set(["X"])).get("a")).toBe("a-1");
  });
});
