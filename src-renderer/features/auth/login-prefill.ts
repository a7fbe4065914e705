import { PASSPORT_NUMBER_LENGTH, PASSPORT_SERIES_LENGTH, PIN_LENGTH } from '../../../src-domain/constants.ts';
import type { AuthIdentityInput } from '../../../src-domain/identity/auth-identity.ts';

export type LoginFormValues = AuthIdentityInput;

/** What a user may type into each field: the form drops anything else as it is typed (spec §5). */
export const sanitizeLoginField = {
  pin: (text: string): string => text.replace(/\D/g, '').slice(0, PIN_LENGTH),
  // Cyrillic stays so the layout warning can show; only spacing goes.
  passserial: (text: string): string => text.replace(/\s/g, '').toUpperCase().slice(0, PASSPORT_SERIES_LENGTH),
  passnum: (text: string): string => text.replace(/\D/g, '').slice(0, PASSPORT_NUMBER_LENGTH),
} as const satisfies Record<keyof LoginFormValues, (text: string) => string>;

/**
 * The form's start values from the page query: spec §2 screen 1 prefills `passserial` and
 * `passnum`; `pin` comes along when a link to a new act carries all three (spec §4.5).
 */
export function loginPrefill(query: URLSearchParams): LoginFormValues {
  return {
    pin: sanitizeLoginField.pin(query.get('pin') ?? ''),
    passserial: sanitizeLoginField.passserial(query.get('passserial') ?? ''),
    passnum: sanitizeLoginField.passnum(query.get('passnum') ?? ''),
  };
}
