/**
 * A small in-memory LRU with a time to live. Entries expire after `ttlMs`; beyond
 * `maxEntries` the least recently used go first.
 */
export function createTtlCache<V>(maxEntries: number, ttlMs: number) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string, now = Date.now()): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V, now = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
