import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { isValidationMessageKey, VALIDATION_MESSAGES, validationMessage, type ValidationMessageKey } from './messages.ts';

const KEYS = Object.keys(VALIDATION_MESSAGES) as ValidationMessageKey[];

describe('validation message catalogue', () => {
  it.each(['error_required_passserial', 'error_wrong_passserial_length', 'error_required_passnum', 'error_wrong_passnum_length'])(
    'has the spec key %s (spec §5)',
    (key) => {
      expect(isValidationMessageKey(key)).toBe(true);
    },
  );

  it.each(KEYS.flatMap((key) => LOCALES.map((locale) => [key, locale] as const)))('has a text for %s in %s (spec §1 locales)', (key, locale) => {
    expect(VALIDATION_MESSAGES[key][locale].trim()).not.toBe('');
  });

  it.each(KEYS)('writes %s in Latin Uzbek with the ‘ and ’ signs, never ASCII quotes (spec §1)', (key) => {
    expect(VALIDATION_MESSAGES[key].oz).not.toMatch(/['`ʻʼ]/);
    expect(VALIDATION_MESSAGES[key].oz).not.toMatch(/[\u0400-\u04FF]/);
  });

  it.each(KEYS)('writes %s in Cyrillic Uzbek without Latin o‘/g‘ spellings (spec §1)', (key) => {
    expect(VALIDATION_MESSAGES[key].uz).not.toMatch(/[‘’]/);
    expect(VALIDATION_MESSAGES[key].uz).toMatch(/[\u0400-\u04FF]/);
  });

  it.each(KEYS)('writes %s in Russian without Uzbek-only letters (spec §1)', (key) => {
    expect(VALIDATION_MESSAGES[key].ru).not.toMatch(/[ўқғҳЎҚҒҲ]/);
  });

  it.each(KEYS)('keeps the same placeholders in every locale of %s', (key) => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const { oz, uz, ru } = VALIDATION_MESSAGES[key];
    expect(placeholders(uz)).toEqual(placeholders(oz));
    expect(placeholders(ru)).toEqual(placeholders(oz));
  });
});

describe('validationMessage', () => {
  it.each([
    ['error_required_passserial', 'oz', {}, 'Pasport seriyasini kiriting'],
    ['error_required_passserial', 'uz', {}, 'Паспорт сериясини киритинг'],
    ['error_required_passserial', 'ru', {}, 'Введите серию паспорта'],
    ['error_too_long', 'ru', { max: 20 }, 'Можно ввести не более 20 символов'],
    ['error_too_short', 'oz', { min: 6 }, 'Kamida 6 ta belgi kiritilishi kerak'],
    ['error_wrong_docnum_length', 'uz', { length: 7 }, 'Ҳужжат рақами 7 та белгидан иборат бўлиши керак'],
    ['error_too_long', 'oz', {}, 'Ko‘pi bilan {max} ta belgi kiritish mumkin'],
  ] as const)('gives %s in %s with params %j', (key, locale, params, expected) => {
    expect(validationMessage(key, locale, params)).toBe(expected);
  });
});

describe('isValidationMessageKey', () => {
  it.each([
    ['error_required', true],
    ['error_wrong_pin_length', true],
    ['Invalid length: Expected 14 but received 3', false],
    ['toString', false],
    [undefined, false],
    [42, false],
  ])('tells whether %j is a catalogue key', (value, expected) => {
    expect(isValidationMessageKey(value)).toBe(expected);
  });
});
