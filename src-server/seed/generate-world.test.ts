import { describe, expect, it } from 'vitest';
import { generateWorld } from './generate-world.ts';
import { allocate } from './generate-notaries.ts';

describe('generateWorld', () => {
  it('builds the same rows for the same seed, in memory', () => {
    expect(JSON.stringify(generateWorld({ seed: 42, scale: 0.3 }))).toBe(JSON.stringify(generateWorld({ seed: 42, scale: 0.3 })));
  });

  it('keeps every region staffed at small scales', () => {
    const world = generateWorld({ seed: 1, scale: 0.05 });
    const regions = new Set(world.notaries.map((n) => world.notary_offices.find((o) => o.id === n.office_id)?.region_id));
    expect(regions.size).toBe(14);
  });

  it('splits notaries by weight and hands out every one', () => {
    expect(allocate(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(allocate(200, [40, 18, 13, 9, 16, 6, 8, 13, 5, 14, 18, 4, 12, 9]).reduce((a, b) => a + b, 0)).toBe(200);
  });
});
