// Failed logins per client address in a sliding window. In memory: each app instance
// counts its own clients, which is enough to stop guessing through one instance.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

export type LoginLimiter = {
  retryAfterMs(client: string, now: number): number;
  recordFailure(client: string, now: number): void;
  reset(client: string): void;
};

export function createLoginLimiter(maxFailures = MAX_FAILURES, windowMs = WINDOW_MS): LoginLimiter {
  const failures = new Map<string, number[]>();
  const recent = (client: string, now: number) => (failures.get(client) ?? []).filter((t) => now - t < windowMs);
  return {
    retryAfterMs(client, now) {
      const times = recent(client, now);
      failures.set(client, times);
      if (times.length < maxFailures) return 0;
      const oldest = times[times.length - maxFailures] ?? now;
      return Math.max(0, oldest + windowMs - now);
    },
    recordFailure(client, now) {
      const times = recent(client, now);
      times.push(now);
      failures.set(client, times);
      if (failures.size > 10_000) failures.delete(failures.keys().next().value ?? "");
    },
    reset(client) {
      failures.delete(client);
    },
  };
}
