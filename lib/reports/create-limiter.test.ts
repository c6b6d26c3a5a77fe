import { describe, expect, it } from "vitest";
import { createLimiter } from "./create-limiter";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("createLimiter", () => {
  it("runs at most `concurrency` tasks at once, the rest in order", async () => {
    const limiter = createLimiter({ concurrency: 2, maxWaiting: 5, busyMessage: "busy" });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) => limiter.run(async () => { started.push(index); await gate.promise; return index; }));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 1]);
    gates[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it("refuses beyond the waiting bound with a 503, and frees its slot when a task fails", async () => {
    const limiter = createLimiter({ concurrency: 1, maxWaiting: 1, busyMessage: "The printer is busy." });
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const second = limiter.run(async () => "second");
    await expect(limiter.run(async () => "third")).rejects.toMatchObject({ status: 503, message: "The printer is busy." });
    gate.resolve();
    await first;
    expect(await second).toBe("second");
    await expect(limiter.run(async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    expect(limiter.active).toBe(0);
  });
});
