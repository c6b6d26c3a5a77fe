import { AppError } from "@/lib/errors/app-error";

export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
};

/**
 * At most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order,
 * and beyond that a call is refused at once (503) instead of queueing without bound.
 */
export function createLimiter({ concurrency, maxWaiting, busyMessage }: { concurrency: number; maxWaiting: number; busyMessage: string }): Limiter {
  let active = 0;
  const queue: (() => void)[] = [];

  function release() {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  }

  async function acquire(): Promise<void> {
    if (active < concurrency) {
      active += 1;
      return;
    }
    if (queue.length >= maxWaiting) throw new AppError("unavailable", busyMessage, undefined, { "Retry-After": "5" });
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
