import { PHONE_LENGTH } from '../constants.ts';

/** Uzbekistan's country calling code, which a typed or stored number may start with. */
export const COUNTRY_CODE = '998';

/**
 * The 9-digit national number (e.g. 901234567) from what a user typed or pasted: the mask
 * literals of "(99) 999 99 99" and a leading +998 country code are dropped (spec §5). Apart from
 * the phone schema (phone.ts) so the footer formats a number without loading valibot.
 */
export function normalizePhone(text: string): string {
  const digits = text.replace(/[\s()+-]/g, '');
  return digits.length === PHONE_LENGTH + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE) ? digits.slice(COUNTRY_CODE.length) : digits;
}
