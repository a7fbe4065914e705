/**
 * A short-lived memo of computed answers, keyed by the query (docs/decisions/0005-statistics-and-dictionary-updates.md: "cached per query
 * for a short time"). Statistics of registered acts change only as acts get registered, so a
 * minute of staleness is invisible, and a burst of the same query costs one database read:
 * concurrent misses share one pending computation. A failure is not remembered.
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every answer; one computed before the call never lands in the cache after it. */
  clear(): void;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest entries go first once there are more. */
  maxEntries: number;
  now: () => number;
}

export function createTtlCache<T>({ ttlMs, maxEntries, now }: TtlCacheOptions): TtlCache<T> {
  let entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, compute) {
      const map = entries;
      const found = map.get(key);
      if (found && found.expires > now()) return found.value;
      map.delete(key);
      const value = compute();
      map.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (map.get(key)?.value === value) map.delete(key);
      });
      while (map.size > maxEntries) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
      return value;
    },
    clear() {
      entries = new Map();
    },
  };
}
