import { groupThousands } from './group-thousands.ts';

const TIYIN_PER_SUM = 100;

/** Sum and tiyin of an amount held as an integer count of tiyin (1 sum = 100 tiyin). */
export function splitTiyin(tiyin: number): { readonly sum: number; readonly tiyin: number } {
  if (!Number.isSafeInteger(tiyin) || tiyin < 0) throw new RangeError(`Not a tiyin amount: ${tiyin}`);
  return { sum: Math.floor(tiyin / TIYIN_PER_SUM), tiyin: tiyin % TIYIN_PER_SUM };
}

/**
 * The decimal separator a person types and reads in every portal locale: Uzbek in both scripts
 * and Russian all write a decimal comma (i18n/format-number.ts, whose test holds its symbols
 * equal to this). Currency and percent fields show it and read a point as it too.
 */
export const DECIMAL_SEPARATOR = ',';

/** 123456789 tiyin → "1 234 567,89": the typed form of an amount (currency fields), always 2 decimals. */
export function formatAmount(tiyin: number): string {
  const parts = splitTiyin(tiyin);
  return `${groupThousands(String(parts.sum))}${DECIMAL_SEPARATOR}${String(parts.tiyin).padStart(2, '0')}`;
}
