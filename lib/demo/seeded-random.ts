// Deterministic randomness: every generated value comes from a PRNG seeded by a string that
// names the thing being generated (an address key plus a purpose), so a value never depends
// on row order or on how many other rows were generated before it.

/** cyrb53: a fast 53-bit string hash with good dispersion (public domain, bryc). */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  between(min: number, max: number): number;
  /** Uniform integer in [min, max], both inclusive. */
  integer(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a value with probability proportional to its weight. */
  weighted<T>(options: readonly (readonly [T, number])[]): T;
};

// mulberry32 (public domain, Tommy Ettinger); a class rather than closures because the
// generator creates one per address and purpose, tens of thousands per run.
class Mulberry32 implements Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  integer(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("Cannot pick from an empty list");
    return item;
  }

  weighted<T>(options: readonly (readonly [T, number])[]): T {
    const total = options.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [value, weight] of options) {
      target -= weight;
      if (target < 0) return value;
    }
    const last = options[options.length - 1];
    if (last === undefined) throw new Error("Cannot pick from an empty list");
    return last[0];
  }
}

/** A PRNG seeded from the hash of `key`: the same key always gives the same sequence. */
export function createRandom(key: string): Random {
  return new Mulberry32(hashString(key));
}
