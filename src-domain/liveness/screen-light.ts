import * as v from 'valibot';

/**
 * The check screen's light (docs/decisions/0063-presentation-attacks.md): during the face check
 * the screen shows a sequence of soft colours that the server draws per connection, and the
 * light the face reflects must follow it in time. A video recorded before the check answers
 * another sequence.
 *
 * Safe for people with photosensitivity (WCAG 2.3.1 "Three Flashes or Below Threshold"): one
 * colour every 600 ms is fewer than 2 changes a second (the rule allows 3), no colour is a
 * saturated red, and the palette's relative luminances lie close together.
 */

/** An sRGB colour, 0–255 a channel. */
export type ScreenColour = readonly [number, number, number];

/** How long each colour is shown. 600 ms is twice the frame interval (spec §9: 300 ms): two frames per colour. */
export const SCREEN_LIGHT_PERIOD_MS = 600;

/** A frame taken sooner than this after its colour appeared may still show the previous one (camera latency and exposure). */
export const SCREEN_LIGHT_SETTLE_MS = 200;

/** Enough colours for the face dialog's whole life (spec §9: 123 s). */
export const SCREEN_LIGHT_SEQUENCE_LENGTH = 210;

/**
 * Soft colours round the hue circle with red left out: sky blue, mint, lemon, lilac, aqua,
 * peach. Their chromaticities spread along both red–green and blue–green, so the face's answer
 * to each can be told apart.
 */
export const SCREEN_LIGHT_PALETTE: readonly ScreenColour[] = [
  [160, 200, 255],
  [160, 255, 200],
  [255, 245, 160],
  [210, 170, 255],
  [150, 240, 240],
  [255, 210, 170],
];

/** The server's seed of one connection: 128 random bits, base64url. */
export const ScreenLightSeedSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));

/** What the `challenge` frame says about the light (server-frames.ts). */
export const ScreenLightPlanSchema = v.object({
  seed: ScreenLightSeedSchema,
  periodMs: v.pipe(v.number(), v.integer(), v.minValue(334), v.maxValue(5000)),
});
export type ScreenLightPlan = v.InferOutput<typeof ScreenLightPlanSchema>;

/** What an `image` frame says about the colour on screen when it was taken (client-frames.ts). */
export const ScreenLightTagSchema = v.object({
  /** Which colour of the sequence was on screen. */
  index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCREEN_LIGHT_SEQUENCE_LENGTH - 1)),
  /** How long it had been on screen, milliseconds. */
  phaseMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)),
});
export type ScreenLightTag = v.InferOutput<typeof ScreenLightTagSchema>;

/** FNV-1a of the seed's characters: the generator's starting state. */
function seedState(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The palette indices the screen shows, one per period, from the seed (mulberry32: the same on
 * server and client; the seed itself is what nobody knows before the check). No colour follows
 * itself, so every period is a change.
 */
export function screenLightSequence(seed: string, length = SCREEN_LIGHT_SEQUENCE_LENGTH): number[] {
  let state = seedState(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const count = SCREEN_LIGHT_PALETTE.length;
  const sequence: number[] = [];
  for (let i = 0; i < length; i += 1) {
    const previous = sequence[i - 1];
    const pick = Math.floor(next() * (previous === undefined ? count : count - 1));
    sequence.push(previous === undefined || pick < previous ? pick : pick + 1);
  }
  return sequence;
}

/** The colour of position `index` of a sequence. */
export function screenLightColour(sequence: readonly number[], index: number): ScreenColour {
  const colour = SCREEN_LIGHT_PALETTE[sequence[Math.min(index, sequence.length - 1)] ?? 0];
  if (!colour) throw new Error('screen light sequence out of the palette');
  return colour;
}

/** The colour as CSS. */
export function screenColourCss([r, g, b]: ScreenColour): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/** WCAG 2.x relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance(colour: ScreenColour): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2.3.1's "saturated red": red's share of the linear R + G + B at 0.8 or more. */
export function isSaturatedRed(colour: ScreenColour): boolean {
  const linear = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const sum = (linear[0] ?? 0) + (linear[1] ?? 0) + (linear[2] ?? 0);
  return sum > 0 && (linear[0] ?? 0) / sum >= 0.8;
}
