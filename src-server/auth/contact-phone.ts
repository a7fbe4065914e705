import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { codeVerdict, PHONE_CODE_LENGTH, PHONE_CODE_MAX_CHECKS, PHONE_CODE_TTL_MS, phoneNeedsCode } from '../../src-domain/auth/contact-phone.ts';
import { phoneCodeSmsText } from '../../src-domain/auth/phone-code-sms.ts';
import { maskTail } from '../../src-domain/acts/party-disclosure.ts';
import type { ContactPhoneAnswer } from '../../src-domain/http/routes/contact-phone.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';
import type { PhoneConfirmedVia } from '../db/tables/accounts.ts';
import { ApiError } from '../http/api-error.ts';
import type { CivilRegistry } from '../registries/civil-registry.ts';
import type { SmsGateway } from '../registries/sms-gateway.ts';
import { contactPhoneOf, countWrongTry, insertPhoneCode, newestPhoneCode, setContactPhone, usePhoneCode } from '../repositories/contact-phone.ts';

/** What the contact phone needs (docs/decisions/0058-contact-phone-at-login.md). */
export interface ContactPhoneServices {
  db: Db;
  civil: CivilRegistry;
  sms: SmsGateway;
  now: () => Date;
}

/** The person confirming: their account and pin (a signed-in request's user). */
export interface PhoneOwner {
  id: number;
  pin: string;
}

/** The audit row's reason: a key the administration page shows in its language. */
const AUDIT_REASON: Readonly<Record<PhoneConfirmedVia, string>> = { sms: 'sms_code', registry: 'civil_registry' };

/** A code's hash, bound to the account and the number, so a hash copied to another row proves nothing. */
function codeHash(userId: number, phone: string, code: string): string {
  return createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

async function confirm(services: ContactPhoneServices, owner: PhoneOwner, phone: string, via: PhoneConfirmedVia): Promise<void> {
  const now = services.now();
  // The audit row carries the last two digits only: the trail is read by administrators.
  await setContactPhone(services.db, owner.id, phone, via, { detail: maskTail(phone), reason: AUDIT_REASON[via] }, now);
}

/** What `offerPhone` did, for the route's log line (never the whole number). */
export type OfferOutcome = { answer: ContactPhoneAnswer; sent: boolean };

/**
 * The number the person keeps or types at login: their confirmed one is kept as it is; the civil
 * registry's own number becomes the contact phone at once; any other gets an SMS code (the route
 * has counted it against its limits). Only the caller's own numbers are read or answered.
 */
export async function offerPhone(
  services: ContactPhoneServices,
  owner: PhoneOwner,
  phone: string,
  locale: Locale,
  beforeSend: () => Promise<void>,
): Promise<OfferOutcome> {
  const [contactPhone, person] = await Promise.all([contactPhoneOf(services.db, owner.id), services.civil.findPerson(owner.pin)]);
  const registryPhone = person?.phone ?? null;
  if (phone === contactPhone) return { answer: { status: 'confirmed', phone }, sent: false };
  if (!phoneNeedsCode(phone, { contactPhone, registryPhone })) {
    await confirm(services, owner, phone, 'registry');
    return { answer: { status: 'confirmed', phone }, sent: false };
  }
  await beforeSend();
  const now = services.now();
  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  await insertPhoneCode(services.db, owner.id, phone, codeHash(owner.id, phone, code), now);
  await services.sms.send({ phone, text: phoneCodeSmsText(locale, code), purpose: 'phone_confirmation' });
  return { answer: { status: 'code_sent', phone, expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS).toISOString() }, sent: true };
}

/**
 * The code the person typed for `phone`: right → the number is their contact phone; wrong →
 * `phone_code_wrong` and one try fewer; none to check (never sent to that number, used, timed out,
 * spent) → `phone_code_expired`.
 */
export async function confirmPhone(services: ContactPhoneServices, owner: PhoneOwner, phone: string, code: string): Promise<ContactPhoneAnswer> {
  const sent = await newestPhoneCode(services.db, owner.id);
  const now = services.now();
  const matches = sent !== null && sameHash(sent.codeHash, codeHash(owner.id, phone, code));
  const verdict = codeVerdict(sent, phone, matches, now.getTime());
  if (verdict === 'expired' || !sent) throw new ApiError('phone_code_expired');
  if (verdict === 'wrong') {
    if (!(await countWrongTry(services.db, sent.id, PHONE_CODE_MAX_CHECKS))) throw new ApiError('phone_code_expired');
    throw new ApiError('phone_code_wrong');
  }
  if (!(await usePhoneCode(services.db, sent.id, PHONE_CODE_MAX_CHECKS, now))) throw new ApiError('phone_code_expired');
  await confirm(services, owner, phone, 'sms');
  return { status: 'confirmed', phone };
}
