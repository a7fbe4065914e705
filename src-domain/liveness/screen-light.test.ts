import { describe, expect, it } from 'vitest';
import {
  isSaturatedRed,
  relativeLuminance,
  SCREEN_LIGHT_PALETTE,
  SCREEN_LIGHT_PERIOD_MS,
  SCREEN_LIGHT_SEQUENCE_LENGTH,
  SCREEN_LIGHT_SETTLE_MS,
  screenColourCss,
  screenLightColour,
  screenLightSequence,
} from './screen-light.ts';

const SEED = 'q1w2e3r4t5y6u7i8o9p0aa';

describe('the check screen’s light (docs/decisions/0063-presentation-attacks.md)', () => {
  it('changes colour fewer than 3 times a second (WCAG 2.3.1 "three flashes or below threshold")', () => {
    expect(1000 / SCREEN_LIGHT_PERIOD_MS).toBeLessThan(3);
    // Two frames per colour at spec §9's 300 ms, each after the settling time.
    expect(SCREEN_LIGHT_PERIOD_MS).toBe(2 * 300);
    expect(SCREEN_LIGHT_SETTLE_MS).toBeLessThan(300);
  });

  it.each(SCREEN_LIGHT_PALETTE.map((colour) => [screenColourCss(colour), colour] as const))(
    'shows %s, soft and not a saturated red (WCAG 2.3.1 red flash)',
    (_css, colour) => {
      expect(isSaturatedRed(colour)).toBe(false);
      // Soft: every channel lit, no colour darker than a light grey.
      expect(Math.min(...colour)).toBeGreaterThanOrEqual(150);
      expect(relativeLuminance(colour)).toBeGreaterThan(0.45);
    },
  );

  it('tells a saturated red from the palette’s peach', () => {
    expect(isSaturatedRed([255, 0, 0])).toBe(true);
    expect(isSaturatedRed([255, 40, 30])).toBe(true);
    expect(isSaturatedRed([255, 210, 170])).toBe(false);
  });

  it('keeps the palette’s luminances close, so that no change is a strong flash', () => {
    const luminances = SCREEN_LIGHT_PALETTE.map(relativeLuminance);
    expect(Math.max(...luminances) / Math.min(...luminances)).toBeLessThan(1.8);
  });

  it('spreads the colours along both chromatic axes (red–green, blue–green), so the face’s answer to each differs', () => {
    const axes = SCREEN_LIGHT_PALETTE.map(([r, g, b]) => [r - g, b - g]);
    expect(Math.max(...axes.map(([a]) => a ?? 0)) - Math.min(...axes.map(([a]) => a ?? 0))).toBeGreaterThan(100);
    expect(Math.max(...axes.map(([, b]) => b ?? 0)) - Math.min(...axes.map(([, b]) => b ?? 0))).toBeGreaterThan(100);
  });

  it('derives the same sequence from a seed on server and client, long enough for the face dialog (123 s), no colour twice in a row', () => {
    const sequence = screenLightSequence(SEED);
    expect(sequence).toEqual(screenLightSequence(SEED));
    expect(sequence).toHaveLength(SCREEN_LIGHT_SEQUENCE_LENGTH);
    expect(SCREEN_LIGHT_SEQUENCE_LENGTH * SCREEN_LIGHT_PERIOD_MS).toBeGreaterThanOrEqual(123_000);
    expect(sequence.every((colour, i) => i === 0 || colour !== sequence[i - 1])).toBe(true);
    expect(new Set(sequence).size).toBe(SCREEN_LIGHT_PALETTE.length);
  });

  it('draws different sequences from different seeds', () => {
    const a = screenLightSequence(SEED);
    const b = screenLightSequence('another-seed-0123456789');
    const same = a.filter((colour, i) => colour === b[i]).length;
    // Chance agreement with 6 colours, no repeats: ≈ 1 in 5.
    expect(same / a.length).toBeLessThan(0.35);
  });

  it('gives each position’s colour, holding the last one past the end', () => {
    const sequence = screenLightSequence(SEED);
    expect(screenLightColour(sequence, 0)).toEqual(SCREEN_LIGHT_PALETTE[sequence[0] ?? -1]);
    expect(screenLightColour(sequence, 10_000)).toEqual(SCREEN_LIGHT_PALETTE[sequence.at(-1) ?? -1]);
  });
});
