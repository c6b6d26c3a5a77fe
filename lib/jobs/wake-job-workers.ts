// A job queued in this process is started at once rather than at the next poll.
const listeners = new Set<() => void>();

export function onJobQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeJobWorkers() {
  for (const listener of listeners) listener();
}
