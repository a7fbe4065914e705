import { MASKS } from './masks.ts';
import { isMaskComplete } from './apply-mask.ts';

export interface CardExpiry {
  /** 1–12 */
  readonly month: number;
  /** Full year, 2000–2099. */
  readonly year: number;
}

/** Reads a masked MM/YY card expiry (spec §5); `null` unless complete with a month 01–12. */
export function parseCardExpiry(text: string): CardExpiry | null {
  if (!isMaskComplete(MASKS.cardExpiry, text)) return null;
  const month = Number(text.slice(0, 2));
  const year = 2000 + Number(text.slice(3, 5));
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is usable through the last day of its expiry month. */
export function isCardExpired(expiry: CardExpiry, today: { readonly year: number; readonly month: number }): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}
