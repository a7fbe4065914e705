import * as v from 'valibot';

/**
 * The person's contact phone for SMS notifications (spec §5 login form "Phone required, 9
 * digits", mask `(99) 999 99 99`; docs/decisions/0058-contact-phone-at-login.md). A typed number
 * becomes the contact phone only once the person types the code an SMS brought to it; the civil
 * registry's own number, and the one already confirmed, need no code (the registry is where
 * invitation SMS went before, docs/security.md "Invitations").
 */

/** Digits of the SMS code. */
export const PHONE_CODE_LENGTH = 6;
/** How long a sent code may be typed. */
export const PHONE_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries a code takes before it is spent and a new one must be asked for. */
export const PHONE_CODE_MAX_CHECKS = 5;

/** The code as typed: spaces dropped, then exactly `PHONE_CODE_LENGTH` digits. */
export const PhoneCodeSchema = v.pipe(
  v.string('error_required_phone_code'),
  v.transform((text: string) => text.replace(/\s/g, '')),
  v.nonEmpty('error_required_phone_code'),
  v.regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'error_wrong_phone_code_length'),
);

/** The two numbers the portal knows for a person (9-digit national numbers). */
export interface PhoneFacts {
  /** The contact phone the person confirmed, if any. */
  readonly contactPhone: string | null;
  /** The number the civil registry holds for them, if any. */
  readonly registryPhone: string | null;
}

/** Whether a typed phone must be confirmed by an SMS code before it becomes the contact phone. */
export function phoneNeedsCode(typed: string, facts: PhoneFacts): boolean {
  return typed !== facts.contactPhone && typed !== facts.registryPhone;
}

/** Where an SMS to the person goes: their confirmed contact phone, else the registry's, else nowhere. */
export function smsPhoneOf(facts: PhoneFacts): string | null {
  return facts.contactPhone ?? facts.registryPhone;
}

/** A sent code as the server keeps it. */
export interface SentCode {
  readonly phone: string;
  readonly sentAt: number;
  readonly checks: number;
  readonly usedAt: number | null;
}

export type CodeVerdict = 'ok' | 'wrong' | 'expired';

/**
 * A typed code against the newest code sent to the person: `ok` when it matches, is unused, is
 * for the same number and within `PHONE_CODE_TTL_MS`; `expired` when there is none to check
 * (never sent for that number, used, timed out, or spent by `PHONE_CODE_MAX_CHECKS` wrong tries);
 * otherwise `wrong`.
 */
export function codeVerdict(code: SentCode | null, phone: string, matches: boolean, now: number): CodeVerdict {
  if (!code || code.phone !== phone || code.usedAt !== null) return 'expired';
  if (now - code.sentAt > PHONE_CODE_TTL_MS || code.checks >= PHONE_CODE_MAX_CHECKS) return 'expired';
  return matches ? 'ok' : 'wrong';
}
