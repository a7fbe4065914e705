import type { Locale } from '../i18n/locale.ts';
import { splitTiyin } from './format-amount.ts';
import { russianForm, russianNumberWords } from './russian-words.ts';
import { UZBEK_CYRILLIC, UZBEK_LATIN, uzbekNumberWords } from './uzbek-words.ts';

/** A whole number (0 … 999 999 999 999 999) in words of `locale` (spec §9). */
export function numberToWords(value: number, locale: Locale): string {
  switch (locale) {
    case 'ru':
      return russianNumberWords(value);
    case 'uz':
      return uzbekNumberWords(value, UZBEK_CYRILLIC);
    case 'oz':
      return uzbekNumberWords(value, UZBEK_LATIN);
  }
}

/**
 * An amount in sum and tiyin, the sum in words and the tiyin as two digits, the way amounts
 * are written on invoices (spec §9 "number-to-words … currency sum and tiyin"):
 * 123456789 tiyin, ru → "один миллион … пятьсот шестьдесят семь сумов 89 тийинов".
 */
export function amountInWords(tiyin: number, locale: Locale): string {
  const parts = splitTiyin(tiyin);
  const sumWords = numberToWords(parts.sum, locale);
  const tiyinDigits = String(parts.tiyin).padStart(2, '0');
  switch (locale) {
    case 'ru':
      return `${sumWords} ${russianForm(parts.sum, ['сум', 'сума', 'сумов'])} ${tiyinDigits} ${russianForm(parts.tiyin, ['тийин', 'тийина', 'тийинов'])}`;
    case 'uz':
      return `${sumWords} сўм ${tiyinDigits} тийин`;
    case 'oz':
      return `${sumWords} so‘m ${tiyinDigits} tiyin`;
  }
}
