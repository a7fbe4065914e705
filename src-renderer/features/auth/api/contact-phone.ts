import {
  CONTACT_PHONE_CONFIRM_PATH,
  CONTACT_PHONE_PATH,
  ContactPhoneAnswerSchema,
  type ContactPhoneAnswer,
} from '../../../../src-domain/http/routes/contact-phone.ts';
import { postJson } from '../../../api/client.ts';

/**
 * `POST /api/profile/phone`: the number the person keeps or types (docs/decisions/0058-contact-phone-at-login.md).
 * Silent: the step shows a refusal under its field instead of the default toast.
 */
export function offerContactPhone(phone: string, signal?: AbortSignal): Promise<ContactPhoneAnswer> {
  return postJson(CONTACT_PHONE_PATH, { phone }, ContactPhoneAnswerSchema, { silent: true, ...(signal ? { signal } : {}) });
}

/** `POST /api/profile/phone/confirm`: the SMS code that makes the number the contact phone. */
export function confirmContactPhone(phone: string, code: string, signal?: AbortSignal): Promise<ContactPhoneAnswer> {
  return postJson(CONTACT_PHONE_CONFIRM_PATH, { phone, code }, ContactPhoneAnswerSchema, { silent: true, ...(signal ? { signal } : {}) });
}
