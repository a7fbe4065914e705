import { createHash, timingSafeEqual } from 'node:crypto';
import { clickSignSource, type ClickComplete, type ClickPrepare } from '../../../src-domain/payments/click-protocol.ts';

/** The `sign_string` Click computes for a call: MD5 of the protocol's fields and the secret key, hex. */
export function clickSign(call: Omit<ClickPrepare, 'sign_string'> | Omit<ClickComplete, 'sign_string'>, secretKey: string): string {
  return createHash('md5')
    .update(clickSignSource({ ...call, sign_string: '' }, secretKey), 'utf8')
    .digest('hex');
}

/** True when the call's `sign_string` is its own, compared in constant time. */
export function isClickSigned(call: ClickPrepare | ClickComplete, secretKey: string): boolean {
  const expected = Buffer.from(clickSign(call, secretKey), 'utf8');
  const given = Buffer.from(call.sign_string.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `Auth` header of Click's merchant API: `{merchant_user_id}:{sha1(timestamp + secret)}:{timestamp}`. */
export function clickApiAuth(merchantUserId: string, secretKey: string, timestampS: number): string {
  const digest = createHash('sha1').update(`${timestampS}${secretKey}`, 'utf8').digest('hex');
  return `${merchantUserId}:${digest}:${timestampS}`;
}
