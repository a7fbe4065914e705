import { groupThousands } from './group-thousands.ts';

const TIYIN_PER_SUM = 100;

/** Sum and tiyin of an amount held as an integer count of tiyin (1 sum = 100 tiyin). */
export function splitTiyin(tiyin: number): { readonly sum: number; readonly tiyin: number } {
  if (!Number.isSafeInteger(tiyin) || tiyin < 0) throw new RangeError(`Not a tiyin amount: ${tiyin}`);
  return { sum: Math.floor(tiyin / TIYIN_PER_SUM), tiyin: tiyin % TIYIN_PER_SUM };
}

/** 123456789 tiyin → "1 234 567.89": the display form of an amount, always 2 decimals. */
export function formatAmount(tiyin: number): string {
  const parts = splitTiyin(tiyin);
  return `${groupThousands(String(parts.sum))}.${String(parts.tiyin).padStart(2, '0')}`;
}
