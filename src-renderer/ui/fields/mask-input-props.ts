import { maskMaxLength, maskTokenOf, type Mask } from '../../../src-domain/masks/mask.ts';

/** What the browser and the kiosk keyboard read from a masked input (features/keyboard). */
export interface MaskInputProps {
  maxLength: number;
  inputMode: 'numeric' | 'tel' | 'text';
  autoCapitalize?: 'characters';
  'data-keyboard'?: 'latin' | 'numeric';
}

/**
 * True when the mask takes Latin letters: those fields warn about Cyrillic (spec §5). The X of
 * an incomplete date (XX.05.1990) is a letter too: the kiosk's number pad has none.
 */
export function maskTakesLetters(mask: Mask): boolean {
  if (mask.kind === 'free') return mask.allowed.test('A') || mask.allowed.test('a');
  return Array.from(mask.pattern).some((slot) => maskTokenOf(slot)?.test('A') === true || maskTokenOf(slot)?.test('X') === true);
}

/**
 * Input attributes for a mask: a field of digits gets the number pad (the kiosk's numeric
 * layout; a phone pattern says `tel`), a field taking letters the Latin layout, in capitals
 * when the mask upper-cases. The kiosk keyboard stops at `maxLength` (spec §5 "keyboard max
 * length") and closes when a numeric field is full.
 */
export function maskInputProps(mask: Mask): MaskInputProps {
  const maxLength = maskMaxLength(mask);
  if (maskTakesLetters(mask)) {
    return { maxLength, inputMode: 'text', 'data-keyboard': 'latin', ...(mask.uppercase ? { autoCapitalize: 'characters' as const } : {}) };
  }
  const phoneLike = mask.kind === 'pattern' && mask.pattern.includes('(');
  return { maxLength, inputMode: phoneLike ? 'tel' : 'numeric', 'data-keyboard': 'numeric' };
}
