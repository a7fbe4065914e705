import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('the statistics answer cache (docs/decisions/0005-statistics-and-dictionary-updates.md: cached per query for a short time)', () => {
  const setup = (maxEntries = 10) => {
    let clock = 0;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries, now: () => clock });
    const compute = () => Promise.resolve(++computed);
    return { cache, compute, tick: (ms: number) => (clock += ms), computed: () => computed };
  };

  it('computes a query once within its time, again after it', async () => {
    const { cache, compute, tick } = setup();
    expect(await cache.get('a', compute)).toBe(1);
    tick(999);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    tick(1);
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('shares one computation between concurrent misses', async () => {
    const { cache, compute, computed } = setup();
    const answers = await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)]);
    expect(answers).toEqual([1, 1, 1]);
    expect(computed()).toBe(1);
  });

  it('forgets a failure, so the next request tries again', async () => {
    const { cache } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache, compute } = setup(2);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('b', compute)).toBe(2);
    expect(await cache.get('a', compute)).toBe(4);
  });
});
