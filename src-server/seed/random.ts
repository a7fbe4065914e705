/**
 * A seeded pseudo-random source (mulberry32: 32-bit state, fast, good enough for demo data).
 * Everything the seed generates comes from here, never from Math.random or the clock, so the
 * same seed gives byte-identical data.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `digits` decimal digits, leading zeros kept. */
  digits(count: number): string;
  /** A new stream derived from this one, so one area's changes do not shift another's data. */
  fork(label: string): Random;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a label into 32 bits to mix into a forked stream's seed. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    digits: (count) => {
      let text = '';
      for (let i = 0; i < count; i += 1) text += String(Math.floor(next() * 10));
      return text;
    },
    fork: (label) => createRandom((seed ^ hashLabel(label)) >>> 0),
  };
  return random;
}
