import { describe, expect, it } from 'vitest';
import { SCREEN_LIGHT_PALETTE, screenLightColour, screenLightSequence, type ScreenColour } from '../../../src-domain/liveness/screen-light.ts';
import type { MeanRgb } from '../analyzer/face-light.ts';
import { judgeScreenLight, type LightObservation } from './screen-light-check.ts';

const ROOM: MeanRgb = [140, 144, 149];
const SKIN: MeanRgb = [190, 150, 130];
const STILL = { yawDeg: 5, rollDeg: 0, height: 230 };

/** Skin lit by the room and by the screen: `share` of the light at white comes from the screen. */
function lit(colour: ScreenColour, share: number, base: MeanRgb = SKIN): MeanRgb {
  return base.map((value, c) => value * (1 - share + (share * (colour[c] ?? 255)) / 255)) as MeanRgb;
}

const SEED = 'q1w2e3r4t5y6u7i8o9p0aa';
const SEQUENCE = screenLightSequence(SEED);
const colourOf = (index: number) => screenLightColour(SEQUENCE, index);

/**
 * Frames at 250 and 550 ms into each colour, as the face dialog takes them, through a camera
 * that hands each over `lag` ms after it saw it.
 */
function frames(
  count: number,
  face: (colour: ScreenColour, i: number) => MeanRgb,
  options: { pose?: (i: number) => typeof STILL; lag?: number } = {},
): LightObservation[] {
  return Array.from({ length: count }, (_, i) => {
    const at = 250 + 300 * i;
    const screen = colourOf(Math.floor(Math.max(0, at - (options.lag ?? 0)) / 600));
    return { at, face: face(screen, i), surround: ROOM, pose: options.pose?.(i) ?? STILL };
  });
}

describe('judgeScreenLight (docs/liveness.md, Presentation attacks)', () => {
  it('passes a face whose colour follows the screen’s, gain ≈ the screen’s share of the light', () => {
    const verdict = judgeScreenLight(
      frames(14, (colour) => lit(colour, 0.2)),
      colourOf,
    );
    expect(verdict).toMatchObject({ outcome: 'pass' });
    expect(verdict.correlation).toBeGreaterThan(0.95);
    expect(verdict.gain).toBeGreaterThan(0.12);
  });

  it('is undecided until it has seen four changes of colour', () => {
    expect(
      judgeScreenLight(
        frames(6, (colour) => lit(colour, 0.2)),
        colourOf,
      ).outcome,
    ).toBe('undecided');
    expect(judgeScreenLight([], colourOf).outcome).toBe('undecided');
  });

  it('fails a recording made under another sequence of colours', () => {
    const earlier = screenLightSequence('an-earlier-session-seed-0');
    const verdict = judgeScreenLight(
      frames(16, (_colour, i) => lit(screenLightColour(earlier, Math.floor((250 + 300 * i) / 600)), 0.2)),
      colourOf,
    );
    expect(verdict.outcome).toBe('fail');
    expect(verdict.correlation).toBeLessThan(0.6);
  });

  it('fails a face that does not change with the screen (a screen held up, a virtual camera)', () => {
    expect(
      judgeScreenLight(
        frames(16, () => SKIN),
        colourOf,
      ).outcome,
    ).toBe('fail');
  });

  it('fails a face that follows the colours only faintly (a phone’s glass: a few per cent)', () => {
    const glass = (colour: ScreenColour): MeanRgb => SKIN.map((value, c) => value + 0.03 * 255 * ((colour[c] ?? 0) / 255) * 0.3) as MeanRgb;
    const verdict = judgeScreenLight(frames(16, glass), colourOf);
    expect(verdict.outcome).toBe('fail');
    expect(verdict.gain).toBeLessThan(0.06);
  });

  it('cancels the camera’s white balance and exposure (whole channels scaled in face and room alike)', () => {
    const drifting = frames(14, (colour, i) => lit(colour, 0.2).map((value, c) => value * (1 + 0.02 * i * (c - 1))) as MeanRgb);
    for (const [i, o] of drifting.entries()) o.surround = ROOM.map((value, c) => value * (1 + 0.02 * i * (c - 1))) as MeanRgb;
    expect(judgeScreenLight(drifting, colourOf).outcome).toBe('pass');
  });

  it('leaves out pairs between which the head moved: a turn changes the face’s colour more than the screen', () => {
    // The face's colour jumps with every move; the head moves every third frame.
    const moving = frames(16, (colour, i) => lit(colour, 0.2, Math.floor(i / 3) % 2 === 0 ? SKIN : [150, 150, 170]), {
      pose: (i) => ({ ...STILL, yawDeg: Math.floor(i / 3) % 2 === 0 ? 5 : 25 }),
    });
    expect(judgeScreenLight(moving, colourOf).outcome).toBe('pass');
  });

  it('needs at least three colours', () => {
    const two = (index: number) => SCREEN_LIGHT_PALETTE[index % 2] ?? [255, 255, 255];
    const observations = frames(16, (_colour, i) => lit(two(Math.floor((250 + 300 * i) / 600)), 0.2));
    expect(judgeScreenLight(observations, two).outcome).toBe('undecided');
  });

  it('finds the colours in a camera that hands frames over 350 ms late (a busy browser): half the frames show the colour before their tag’s', () => {
    const verdict = judgeScreenLight(
      frames(16, (colour) => lit(colour, 0.2), { lag: 350 }),
      colourOf,
    );
    expect(verdict).toMatchObject({ outcome: 'pass' });
    expect(verdict.lagMs).toBeGreaterThan(0);
  });
});
