import { describe, expect, it } from 'vitest';
import { applyKey, keyAction } from './keyboard-keys.ts';
import { KEYBOARD_LAYOUTS, layoutName } from './keyboard-layouts.ts';

describe('on-screen keyboard keys', () => {
  it('maps action keys and characters', () => {
    expect(keyAction('{bksp}')).toEqual({ kind: 'backspace' });
    expect(keyAction('{space}')).toEqual({ kind: 'insert', text: ' ' });
    expect(keyAction('{lang}')).toEqual({ kind: 'lang' });
    expect(keyAction('{done}')).toEqual({ kind: 'done' });
    expect(keyAction('ў')).toEqual({ kind: 'insert', text: 'ў' });
  });

  it('appends at the end and deletes from the end', () => {
    expect(applyKey('12', keyAction('3'), 7)).toBe('123');
    expect(applyKey('123', keyAction('{bksp}'), 7)).toBe('12');
    expect(applyKey('', keyAction('{bksp}'), 7)).toBe('');
  });

  it('stops at the field length: 2 for the series, 7 for the number (spec §5)', () => {
    expect(applyKey('AA', keyAction('B'), 2)).toBe('AA');
    expect(applyKey('1234567', keyAction('8'), 7)).toBe('1234567');
    expect(applyKey('123456', keyAction('7'), 7)).toBe('1234567');
  });

  it('has Latin, Cyrillic (with the Uzbek letters) and numeric layouts', () => {
    expect(KEYBOARD_LAYOUTS.latin.join(' ')).toContain('q w e r t y');
    expect(KEYBOARD_LAYOUTS.latinShift.join(' ')).toContain('Q W E R T Y');
    expect(KEYBOARD_LAYOUTS.cyrillic.join(' ')).toContain('й ц у к е н');
    for (const letter of ['ў', 'қ', 'ғ', 'ҳ']) expect(KEYBOARD_LAYOUTS.cyrillic.join(' ')).toContain(letter);
    expect(KEYBOARD_LAYOUTS.cyrillicShift.join(' ')).toContain('{shift} Я Ч');
    expect(
      KEYBOARD_LAYOUTS.numeric
        .join(' ')
        .replace(/\{\w+\}/g, '')
        .replace(/\s/g, ''),
    ).toBe('1234567890');
    expect(layoutName('cyrillic', true)).toBe('cyrillicShift');
    expect(layoutName('numeric', true)).toBe('numeric');
  });
});
