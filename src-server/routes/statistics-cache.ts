/**
 * A short-lived memo of computed answers, keyed by the query (docs/decisions/0005-statistics-and-dictionary-updates.md: "cached per query
 * for a short time"). Statistics of registered acts change only as acts get registered, so a
 * minute of staleness is invisible, and a burst of the same query costs one database read:
 * concurrent misses share one pending computation. A failure is not remembered.
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** Oldest entries go first once there are more. */
  maxEntries: number;
  now: () => number;
}

export function createTtlCache<T>({ ttlMs, maxEntries, now }: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, compute) {
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      entries.delete(key);
      const value = compute();
      entries.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
