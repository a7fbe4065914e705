/**
 * A small mask language for the inputs of spec §5, so masks are data the UI, the kiosk
 * keyboard (max length) and the server share.
 *
 * A `pattern` mask is a fixed template: each token character below takes one typed
 * character, every other character is a literal inserted by `applyMask`. A `free` mask takes
 * up to `maxLength` characters from an allowed set, with no literals.
 */
export const MASK_TOKENS = {
  /** a digit */
  '9': /^[0-9]$/,
  /** a Latin letter */
  a: /^[A-Za-z]$/,
  /** a Latin letter or a digit */
  '*': /^[A-Za-z0-9]$/,
  /** a hexadecimal digit (mac address) */
  h: /^[0-9A-Fa-f]$/,
  /** a digit or X, for the unknown day or month of an incomplete date */
  X: /^[0-9Xx]$/,
} as const satisfies Record<string, RegExp>;
export type MaskToken = keyof typeof MASK_TOKENS;

export interface PatternMask {
  readonly kind: 'pattern';
  readonly pattern: string;
  readonly uppercase: boolean;
}

export interface FreeMask {
  readonly kind: 'free';
  /** Matches one allowed character. */
  readonly allowed: RegExp;
  readonly maxLength: number;
  readonly uppercase: boolean;
}

export type Mask = PatternMask | FreeMask;

export function maskTokenOf(char: string): RegExp | undefined {
  return Object.hasOwn(MASK_TOKENS, char) ? MASK_TOKENS[char as MaskToken] : undefined;
}

/** The longest text the mask accepts: the kiosk keyboard's max length for the field (spec §5). */
export function maskMaxLength(mask: Mask): number {
  return mask.kind === 'pattern' ? mask.pattern.length : mask.maxLength;
}
