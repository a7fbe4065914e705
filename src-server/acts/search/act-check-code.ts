import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACT_CHECK_CODE_LENGTH } from '../../../src-domain/http/routes/search-act.ts';

/** What a check code vouches for: this registry number belongs to this act. */
export interface CheckedAct {
  uuid: string;
  regnum: string;
}

/**
 * The check code a registered act's QR carries (spec §2 screen 11): an HMAC-SHA256 of the act's
 * uuid and registry number under the server's secret, cut to 64 bits of hex. The uuid is never
 * printed, so a registry number alone — or a guessed one — cannot produce a valid code;
 * registration prints `actVerifyLink(regnum, actCheckCode(…))` (src-domain/searches) in the act's QR.
 */
export function actCheckCode(secret: string, act: CheckedAct): string {
  return createHmac('sha256', secret).update(`${act.uuid}\n${act.regnum}`).digest('hex').slice(0, ACT_CHECK_CODE_LENGTH);
}

/** Compares in constant time, so response timing does not leak how much of a code was right. */
export function checkCodeMatches(secret: string, act: CheckedAct, code: string): boolean {
  const expected = Buffer.from(actCheckCode(secret, act));
  const given = Buffer.from(code.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
