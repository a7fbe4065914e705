import * as v from 'valibot';
import { PhoneCodeSchema } from '../../auth/contact-phone.ts';
import { PhoneSchema } from '../../identity/phone.ts';
import type { ValidationMessageKey } from '../../validation/messages.ts';

/**
 * The signed-in person's own contact phone (spec §5 login form "Phone required";
 * docs/decisions/0058-contact-phone-at-login.md):
 * - `POST /api/profile/phone` `{ phone }`: the number they keep or type. Their confirmed or
 *   registry number is taken at once (`confirmed`); another one gets an SMS code (`code_sent`).
 * - `POST /api/profile/phone/confirm` `{ phone, code }`: the code makes the number the contact
 *   phone (`confirmed`).
 * Only the person's own number is ever returned, and only to them.
 */
export const CONTACT_PHONE_PATH = '/api/profile/phone';
export const CONTACT_PHONE_CONFIRM_PATH = '/api/profile/phone/confirm';

const REQUIRED_KEY = { phone: 'error_required_phone', code: 'error_required_phone_code' } as const;

/** A body without `phone` or `code` names the missing field, as an empty one does. */
function objectMessage(issue: v.BaseIssue<unknown>): ValidationMessageKey {
  const key = issue.path?.[0]?.key;
  return typeof key === 'string' && Object.hasOwn(REQUIRED_KEY, key) ? REQUIRED_KEY[key as keyof typeof REQUIRED_KEY] : 'error_invalid_value';
}

export const ContactPhoneBodySchema = v.object({ phone: PhoneSchema }, objectMessage);
export type ContactPhoneBody = v.InferInput<typeof ContactPhoneBodySchema>;

export const PhoneConfirmBodySchema = v.object({ phone: PhoneSchema, code: PhoneCodeSchema }, objectMessage);
export type PhoneConfirmBody = v.InferInput<typeof PhoneConfirmBodySchema>;

export const ContactPhoneAnswerSchema = v.variant('status', [
  v.object({ status: v.literal('confirmed'), phone: v.string() }),
  /** The code went to `phone`; it may be typed until `expiresAt` (ISO). */
  v.object({ status: v.literal('code_sent'), phone: v.string(), expiresAt: v.string() }),
]);
export type ContactPhoneAnswer = v.InferOutput<typeof ContactPhoneAnswerSchema>;
