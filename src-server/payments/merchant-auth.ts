import { timingSafeEqual } from 'node:crypto';
import { PAYME_LOGIN } from '../../src-domain/payments/payme-protocol.ts';

/** The Basic authorization Payme's server presents for our merchant key. */
export function merchantAuthorization(key: string): string {
  return `Basic ${Buffer.from(`${PAYME_LOGIN}:${key}`, 'utf8').toString('base64')}`;
}

/** True when `header` is Basic auth with the Paycom login and exactly our key (compared in constant time). */
export function isMerchantAuthorized(header: string | undefined, key: string): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(merchantAuthorization(key), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
