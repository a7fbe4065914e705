import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locale.ts';
import { MONTH_NAMES, monthLabel } from './month-names.ts';

describe('month names (spec §1 locales; statistics by month)', () => {
  it.each([
    ['2026-01', 'oz', 'Yanvar 2026'],
    ['2026-03', 'uz', 'Март 2026'],
    ['2025-12', 'ru', 'Декабрь 2025'],
    ['2026-13', 'ru', '2026-13'],
    ['bad', 'oz', 'bad'],
  ] as const)('%s in %s is %s', (key, locale, label) => {
    expect(monthLabel(key, locale)).toBe(label);
  });

  it.each(LOCALES)('has twelve distinct names in %s', (locale) => {
    expect(new Set(MONTH_NAMES[locale]).size).toBe(12);
  });
});
