import { maskTokenOf, type FreeMask, type Mask, type PatternMask } from './mask.ts';

/**
 * Lays typed or pasted text into a mask. Characters a slot does not accept are skipped, so
 * "12a05" into dd.mm.yyyy gives "12.05". A literal is emitted only when a character follows
 * it, so deleting backwards never gets stuck on a separator.
 */
export function applyMask(mask: Mask, raw: string): string {
  return mask.kind === 'pattern' ? fillPattern(mask, raw, true) : fillFree(mask, raw);
}

/** The characters the user supplied, without the mask's literals: what the wire carries. */
export function unmask(mask: Mask, text: string): string {
  return mask.kind === 'pattern' ? fillPattern(mask, text, false) : fillFree(mask, text);
}

/** True when `text` is already in masked form and fills every slot (a free mask: non-empty). */
export function isMaskComplete(mask: Mask, text: string): boolean {
  if (applyMask(mask, text) !== text) return false;
  return mask.kind === 'pattern' ? text.length === mask.pattern.length : text.length > 0;
}

function fillPattern(mask: PatternMask, raw: string, withLiterals: boolean): string {
  const chars = Array.from(raw);
  let next = 0;
  let out = '';
  let pendingLiterals = '';
  for (const slot of mask.pattern) {
    const token = maskTokenOf(slot);
    if (token === undefined) {
      if (withLiterals) pendingLiterals += slot;
      continue;
    }
    const accepted = takeNext(chars, next, token);
    if (accepted === undefined) break;
    next = accepted.nextIndex;
    out += pendingLiterals + (mask.uppercase ? accepted.char.toUpperCase() : accepted.char);
    pendingLiterals = '';
  }
  return out;
}

function takeNext(chars: readonly string[], from: number, token: RegExp): { char: string; nextIndex: number } | undefined {
  for (let i = from; i < chars.length; i += 1) {
    const char = chars[i];
    if (char !== undefined && token.test(char)) return { char, nextIndex: i + 1 };
  }
  return undefined;
}

function fillFree(mask: FreeMask, raw: string): string {
  const kept = Array.from(raw).filter((char) => mask.allowed.test(char));
  const text = kept.slice(0, mask.maxLength).join('');
  return mask.uppercase ? text.toUpperCase() : text;
}
