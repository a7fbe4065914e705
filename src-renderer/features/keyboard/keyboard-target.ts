import { KEY_INPUT_LIMIT } from '../../../src-domain/constants.ts';
import type { Alphabet } from './keyboard-layouts.ts';
import type { KeyboardField } from './set-input-value.ts';

const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'search', 'tel', 'email', 'url', 'password', 'number']);

/** Fields the on-screen keyboard serves: enabled, editable text entry, not opted out. */
export function isKeyboardField(element: unknown): element is KeyboardField {
  const field = element instanceof HTMLInputElement ? (TEXT_TYPES.has(element.type) ? element : null) : element instanceof HTMLTextAreaElement ? element : null;
  return field !== null && !field.disabled && !field.readOnly && field.dataset.keyboard !== 'off';
}

/**
 * The layout a field asks for: `data-keyboard="numeric|latin|cyrillic"` first, else a numeric
 * `inputMode` (spec §2 screen 1: "a numeric layout for the number"), else the alphabet last used.
 */
export function fieldLayout(field: KeyboardField, lastAlphabet: Alphabet): Alphabet | 'numeric' {
  const wanted = field.dataset.keyboard;
  if (wanted === 'numeric' || wanted === 'latin' || wanted === 'cyrillic') return wanted;
  return field.inputMode === 'numeric' || field.inputMode === 'decimal' || field.inputMode === 'tel' ? 'numeric' : lastAlphabet;
}

/** Spec §5: the field's own limit (2 series, 7 number), else the key-input limit 250 (§9). */
export function fieldMaxLength(field: KeyboardField): number {
  const declared = Number(field.dataset.keyboardMax);
  if (Number.isInteger(declared) && declared > 0) return declared;
  return field.maxLength > 0 ? field.maxLength : KEY_INPUT_LIMIT;
}

/** Fields typed in capitals (the passport series) start with shift locked. */
export function wantsCapitals(field: KeyboardField): boolean {
  return field.autocapitalize === 'characters' || field.getAttribute('autocapitalize') === 'characters';
}
