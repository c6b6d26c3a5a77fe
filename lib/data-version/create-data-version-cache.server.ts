import "server-only";
import { createLruCache, type LruCache } from "@/lib/cache/create-lru-cache";
import type { Db } from "@/lib/db/client";
import { readDataVersion } from "./record-data-change";

/** `keeps`: which answers are kept (all by default); one it refuses is loaded again on the next lookup. */
type Bounds<V> = { maxEntries: number; maxWeight?: number; weigh?: (value: V) => number; keeps?: (value: V) => boolean };
type State<V> = { version: number; generation: number; entries: LruCache<V>; loading: Map<string, Promise<V>> };

const globalForCaches = globalThis as unknown as { dataVersionCaches?: Map<string, unknown> };

/**
 * An answer cache that is right until the data changes: every lookup reads the data's
 * version (one primary-key read), and a new version empties the cache, so a process sees
 * an import committed by any other process on its next request (docs/decisions/112). Data
 * with no recorded version (filled by hand, as tests do) is never cached: nothing would
 * say when it changed. Bounded by entries and by weight (rows held); concurrent misses of
 * one key share one load. Kept on globalThis by name, so a hot reload keeps one cache.
 */
export function createDataVersionCache<V>(name: string, bounds: Bounds<V>) {
  const caches = (globalForCaches.dataVersionCaches ??= new Map());
  const existing = caches.get(name) as ReturnType<typeof build<V>> | undefined;
  if (existing) return existing;
  const cache = build(bounds);
  caches.set(name, cache);
  return cache;
}

function build<V>(bounds: Bounds<V>) {
  const states = new WeakMap<Db, State<V>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;

  function stateFor(db: Db, version: number): State<V> {
    const current = states.get(db);
    if (current?.version === version && current.generation === generation) return current;
    const fresh = { version, generation, entries: createLruCache<V>(bounds), loading: new Map<string, Promise<V>>() };
    states.set(db, fresh);
    return fresh;
  }

  return {
    async get(db: Db, key: string, load: () => Promise<V>): Promise<V> {
      const version = await readDataVersion(db);
      if (version === null) return load();
      const state = stateFor(db, version);
      const cached = state.entries.get(key);
      if (cached !== undefined) {
        hits++;
        return cached;
      }
      misses++;
      const pending = state.loading.get(key);
      if (pending) return pending;
      const loading = load().then(
        (value) => {
          if (bounds.keeps?.(value) ?? true) state.entries.set(key, value);
          state.loading.delete(key);
          return value;
        },
        (error: unknown) => {
          state.loading.delete(key);
          throw error;
        },
      );
      state.loading.set(key, loading);
      return loading;
    },
    /** Forgets every answer (a WeakMap cannot be emptied: a new generation makes each state stale). */
    clear() {
      generation++;
    },
    get stats() {
      return { hits, misses };
    },
  };
}
