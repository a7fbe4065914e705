import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SealKeySet } from './seal-keys.ts';
import { verifySeal } from './verify-seal.ts';

const PAYLOAD = {
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

let keySet: SealKeySet;
let privateKey: CryptoKey;

async function seal(payload: object, header: Record<string, string> = {}): Promise<string> {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'act-seal+jws', ...header })
    .sign(privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  keySet = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', kty: 'EC', alg: 'ES256' }] };
});

describe('the act seal verified in the browser (docs/signatures.md "Offline check")', () => {
  it('a genuine seal is authentic and says what the paper said', async () => {
    expect(await verifySeal(await seal(PAYLOAD), keySet)).toEqual({ ok: true, payload: PAYLOAD, kid: 'k1' });
  });

  it('a seal whose payload was changed is refused', async () => {
    const [header, , signature] = (await seal(PAYLOAD)).split('.');
    const changed = btoa(JSON.stringify({ ...PAYLOAD, s: 'active', n: '0012699999' }))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(await verifySeal([header, changed, signature].join('.'), keySet)).toEqual({ ok: false, reason: 'forged' });
  });

  it('a seal of another type, or signed by a key the set does not hold, is not authentic', async () => {
    expect(await verifySeal(await seal(PAYLOAD, { typ: 'JWT' }), keySet)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifySeal(await seal(PAYLOAD, { kid: 'k9' }), keySet)).toEqual({ ok: false, reason: 'unknown_key' });
    expect(await verifySeal('not.a.seal', keySet)).toEqual({ ok: false, reason: 'forged' });
  });

  it('a correctly signed payload of the wrong shape is refused', async () => {
    expect(await verifySeal(await seal({ ...PAYLOAD, s: 'draft' }), keySet)).toEqual({ ok: false, reason: 'forged' });
  });
});
