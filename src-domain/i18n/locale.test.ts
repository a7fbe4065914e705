import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, localeFromCookie, LOCALES, pickLocale } from './locale.ts';

describe('locales (spec §1, §9)', () => {
  it('offers Latin Uzbek, Cyrillic Uzbek and Russian, oz by default', () => {
    expect(LOCALES).toEqual(['oz', 'uz', 'ru']);
    expect(DEFAULT_LOCALE).toBe('oz');
  });

  it.each([
    ['oz', true],
    ['uz', true],
    ['ru', true],
    ['en', false],
    ['RU', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('pickLocale', () => {
  it.each([
    [undefined, 'oz'],
    [null, 'oz'],
    ['', 'oz'],
    ['ru', 'ru'],
    ['uz', 'uz'],
    ['oz', 'oz'],
    ['RU', 'ru'],
    ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
    ['en-US,en;q=0.9,ru;q=0.8', 'ru'],
    ['en;q=0.9, uz;q=0.5, ru;q=0.7', 'ru'],
    ['uz-Cyrl', 'uz'],
    ['uz-Latn', 'oz'],
    ['de, fr', 'oz'],
    ['ru;q=abc, uz', 'uz'],
  ])('reads Accept-Language %j as %s (spec §7 Accept-Language, default oz)', (header, locale) => {
    expect(pickLocale(header)).toBe(locale);
  });
});

describe('localeFromCookie (the server picks a prerendered page by it)', () => {
  it.each([
    ['enotary_locale=ru', 'ru'],
    ['a=1; enotary_locale=uz; b=2', 'uz'],
    [' enotary_locale = oz ', 'oz'],
    ['enotary_locale=en', null],
    ['enotary_locale=', null],
    ['xenotary_locale=ru', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, locale) => {
    expect(localeFromCookie(header)).toBe(locale);
  });
});
