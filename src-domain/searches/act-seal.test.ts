import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActSealPayloadSchema, sealedCheckLink, sealFromText } from './act-seal.ts';

const JWS = 'eyJhbGciOiJFUzI1NiJ9.eyJ2IjoxfQ.c2lnbmF0dXJl';

describe('the act seal in a QR code (docs/signatures.md "Offline check")', () => {
  it('rides in the check link’s fragment, never in its query', () => {
    const link = sealedCheckLink('https://notary.uz/search_notarial_act?regnum=0012600001&code=abc', JWS);
    expect(link).toBe(`https://notary.uz/search_notarial_act?regnum=0012600001&code=abc#seal=${JWS}`);
    expect(link.slice(0, link.indexOf('#'))).not.toContain('seal');
  });

  it.each([
    [`https://notary.uz/search_notarial_act?regnum=1&code=2#seal=${JWS}`, JWS],
    [`  ${JWS}  `, JWS],
    [`#seal=${JWS}`, JWS],
    ['https://notary.uz/search_notarial_act?regnum=1&code=2', null],
    ['not a seal', null],
  ])('reads the seal of %j', (text, seal) => {
    expect(sealFromText(text)).toBe(seal);
  });

  it('accepts exactly the printed fields', () => {
    const payload = {
      v: 1,
      n: '0012600001',
      d: '2026-11-22',
      t: 1,
      p: ['Karimov A. A.', 'Yusupova M. B.'],
      o: 'Toshkent shahar 1-notarial idorasi',
      s: 'active',
      at: '2026-11-22T06:00:00Z',
      e: 1,
    };
    expect(v.parse(ActSealPayloadSchema, payload)).toEqual(payload);
    expect(v.safeParse(ActSealPayloadSchema, { ...payload, s: 'draft' }).success).toBe(false);
    expect(v.safeParse(ActSealPayloadSchema, { ...payload, v: 2 }).success).toBe(false);
  });
});
