import { PHONE_LENGTH } from '../constants.ts';
import { COUNTRY_CODE, normalizePhone } from './normalize-phone.ts';

/**
 * A phone number as the portal shows it, the same everywhere (the footer's support line, a
 * notary's office): "+998 71 207-00-00" — country code, the 2-digit operator or area code, then
 * 3-2-2 digits. Takes the stored 9-digit national number (spec §5) or anything `normalizePhone`
 * reads as one; text that is not such a number is shown as it came, trimmed.
 */
export function formatPhone(text: string): string {
  const digits = normalizePhone(text.trim());
  if (!new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(digits)) return text.trim();
  return `+${COUNTRY_CODE} ${digits.slice(0, 2)} ${digits.slice(2, 5)}-${digits.slice(5, 7)}-${digits.slice(7)}`;
}

/** The `tel:` address of a phone: "+998712070000", or undefined when the text is not a number to dial. */
export function phoneHref(text: string): string | undefined {
  const digits = normalizePhone(text.trim());
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(digits) ? `tel:+${COUNTRY_CODE}${digits}` : undefined;
}
