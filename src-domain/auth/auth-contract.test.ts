import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AuthRequestSchema, OfferAcceptQuerySchema } from './auth-contract.ts';
import { notifyItemPath } from './auth-routes.ts';

describe('notification links (spec §2 screen 7)', () => {
  it.each([
    [2, false, '/my_notarial_act/42'],
    [3, false, '/enotarial_act/u-1'],
    [4, false, '/enotarial_act/u-1'],
    [2, true, '/kiosk/my_notarial_act/42'],
    [3, true, '/kiosk/enotarial_act/u-1'],
  ] as const)('regsystemid %i in kiosk=%s links to %s', (regsystemid, kiosk, path) => {
    expect(notifyItemPath({ regsystemid, rid: 42, uuid: 'u-1' }, kiosk)).toBe(path);
  });
});

describe('auth payload (spec §3 Authentication data, §7 POST /auth)', () => {
  it('accepts pin, series, number and jwt and upper-cases the series', () => {
    const out = v.parse(AuthRequestSchema, { pin: '31234567890123', passserial: 'aa', passnum: '1234567', jwt: 'x.y.z' });
    expect(out.passserial).toBe('AA');
  });
  it('rejects a missing jwt', () => {
    expect(v.safeParse(AuthRequestSchema, { pin: '31234567890123', passserial: 'AA', passnum: '1234567', jwt: '' }).success).toBe(false);
  });
  it.each([
    ['0', true],
    ['1', true],
    ['2', false],
    ['', false],
  ])('offer_accept action %j valid=%s (spec §7)', (action, ok) => {
    expect(v.safeParse(OfferAcceptQuerySchema, { action }).success).toBe(ok);
  });
});
