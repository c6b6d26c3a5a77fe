/**
 * An in-memory LRU bounded by entries and by weight (e.g. rows held): beyond either bound
 * the least recently used go first. An entry heavier than the whole budget is not kept.
 */
export function createLruCache<V>(options: { maxEntries: number; maxWeight?: number; weigh?: (value: V) => number }) {
  const { maxEntries, maxWeight = Infinity, weigh = () => 1 } = options;
  const entries = new Map<string, { value: V; weight: number }>();
  let totalWeight = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalWeight -= entry.weight;
  };

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: V) {
      remove(key);
      const weight = weigh(value);
      if (weight > maxWeight) return;
      entries.set(key, { value, weight });
      totalWeight += weight;
      while (entries.size > maxEntries || totalWeight > maxWeight) remove(entries.keys().next().value as string);
    },
    delete: remove,
    clear() {
      entries.clear();
      totalWeight = 0;
    },
    get size() {
      return entries.size;
    },
    get weight() {
      return totalWeight;
    },
  };
}

export type LruCache<V> = ReturnType<typeof createLruCache<V>>;
