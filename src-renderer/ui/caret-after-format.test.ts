import { describe, expect, it } from 'vitest';
import { formatCurrencyInput } from '../../src-domain/masks/currency-input.ts';
import { caretAfterFormat } from './caret-after-format.ts';

/** `|` marks the caret before and after the currency mask of spec §5. */
function edit(rawWithCaret: string): string {
  const caret = rawWithCaret.indexOf('|');
  const raw = rawWithCaret.replace('|', '');
  const formatted = formatCurrencyInput(raw);
  const at = caretAfterFormat(raw, caret, formatted);
  return `${formatted.slice(0, at)}|${formatted.slice(at)}`;
}

describe('caretAfterFormat', () => {
  it.each([
    ['1234|', '1 234|'],
    ['12|34', '1 2|34'],
    ['1 2345|67', '1 234 5|67'],
    ['1 234 5|67.5', '1 234 5|67,5'],
    ['1 234 5|67,5', '1 234 5|67,5'],
    ['1 23| 567', '123| 567'],
    ['1234,|5', '1 234,|5'],
    ['1234.|5', '1 234,|5'],
    ['|1234', '|1 234'],
    ['123 4|', '1 234|'],
  ])('%s → %s', (before, after) => {
    expect(edit(before)).toBe(after);
  });
});
