import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locale.ts';
import { BLOCKING_CODES } from './blocking-issue.ts';
import { BLOCKING_MESSAGES, formatBlockingIssue } from './blocking-messages.ts';

describe('blocking messages (spec §8 texts in oz, uz, ru)', () => {
  it.each(BLOCKING_CODES)('%s has a distinct text in each locale', (code) => {
    const texts = LOCALES.map((locale) => BLOCKING_MESSAGES[code][locale]);
    expect(texts.every((text) => text.trim().length > 10)).toBe(true);
    expect(new Set(texts).size).toBe(3);
    // The Latin and Cyrillic Uzbek texts name the same params.
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(params(texts[1] ?? '')).toEqual(params(texts[0] ?? ''));
    expect(params(texts[2] ?? '')).toEqual(params(texts[0] ?? ''));
  });

  it('names the deceased person’s pin (spec §8)', () => {
    expect(formatBlockingIssue({ code: 'person_deceased', params: { pin: '31002512701015' } }, 'ru')).toBe(
      'Лицо (ПИНФЛ 31002512701015) значится умершим в реестре гражданского состояния, обратитесь в органы ЗАГС',
    );
  });

  it('gives the helpline for a missing child or spouse and the link of a duplicate', () => {
    expect(formatBlockingIssue({ code: 'child_or_spouse_missing', params: { pin: '1' } }, 'oz')).toContain('1008');
    expect(formatBlockingIssue({ code: 'duplicate_act', params: { link: '/enotarial_act/abc' } }, 'uz')).toContain('/enotarial_act/abc');
  });

  it.each([
    ['oz', '4 500 000,00 so‘m'],
    ['uz', '4 500 000,00 сўм'],
    ['ru', '4 500 000,00 сум'],
  ] as const)('writes a debt in %s as the locale writes numbers: %s', (locale, amount) => {
    const text = formatBlockingIssue({ code: 'enforcement_debt', params: { pin: '1', amountTiyin: 450_000_000, amount: '4 500 000.00' } }, locale);
    expect(text.replace(/\u00A0/g, ' ')).toContain(amount);
  });

  it('leaves an unknown place as it is', () => {
    expect(formatBlockingIssue({ code: 'vehicle_restricted', params: {} }, 'ru')).toContain('{stateNumber}');
  });
});
