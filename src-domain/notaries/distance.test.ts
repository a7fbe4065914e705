import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance.ts';
import { averageRating } from './rating.ts';

describe('distanceKm (nearest notary)', () => {
  it('is zero at the same point and symmetric', () => {
    const tashkent = { lat: 41.3111, lng: 69.2797 };
    const samarkand = { lat: 39.6542, lng: 66.9597 };
    expect(distanceKm(tashkent, tashkent)).toBe(0);
    expect(distanceKm(tashkent, samarkand)).toBeCloseTo(distanceKm(samarkand, tashkent), 9);
    // Tashkent–Samarkand is about 270 km as the crow flies.
    expect(distanceKm(tashkent, samarkand)).toBeGreaterThan(265);
    expect(distanceKm(tashkent, samarkand)).toBeLessThan(275);
  });
});

describe('averageRating', () => {
  it('is 0 without reviews and the mean to two decimals otherwise', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4, 4])).toBe(4.33);
    expect(averageRating([1])).toBe(1);
  });
});
