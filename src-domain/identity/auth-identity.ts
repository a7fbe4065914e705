import * as v from 'valibot';
import type { ValidationMessageKey } from '../validation/messages.ts';
import { PassportNumberSchema } from './passport-number.ts';
import { PassportSeriesSchema } from './passport-series.ts';
import { PinSchema } from './pin.ts';

const REQUIRED_KEY = { pin: 'error_required_pin', passserial: 'error_required_passserial', passnum: 'error_required_passnum' } as const;

/**
 * Valibot reports a missing key with the object's message, so a body without `pin` would read
 * "invalid value"; name the missing field instead, as an empty one does.
 */
function objectMessage(issue: v.BaseIssue<unknown>): ValidationMessageKey {
  const key = issue.path?.[0]?.key;
  return typeof key === 'string' && Object.hasOwn(REQUIRED_KEY, key) ? REQUIRED_KEY[key as keyof typeof REQUIRED_KEY] : 'error_invalid_value';
}

/**
 * The identity a user types on the login form, under its wire field names (spec §3
 * "Authentication data", §7 POST /check_before_auth). The auth call adds the face-check jwt.
 */
export const AuthIdentitySchema = v.object(
  {
    pin: PinSchema,
    passserial: PassportSeriesSchema,
    passnum: PassportNumberSchema,
  },
  objectMessage,
);
export type AuthIdentity = v.InferOutput<typeof AuthIdentitySchema>;
export type AuthIdentityInput = v.InferInput<typeof AuthIdentitySchema>;
