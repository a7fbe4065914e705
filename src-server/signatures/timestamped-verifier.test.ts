import { describe, expect, it } from 'vitest';
import { createTestCa } from '../test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../test-support/pki/test-pkcs7.ts';
import { createTestTsa } from '../test-support/pki/test-tsa.ts';
import { createSignatureVerifier } from './create-verifier.ts';

const DAY = 86_400_000;
const DOCUMENT = new TextEncoder().encode('<!doctype html><p>Notarial harakat</p>');
const PIN = '31204842641014';

async function setUp(tsaOptions: Parameters<typeof createTestTsa>[1] = {}) {
  const now = Date.now();
  const window = { notBefore: new Date(now - 365 * DAY), notAfter: new Date(now + 365 * DAY) };
  const ca = await createTestCa('E-Notary Test CA', window);
  const tsaCa = await createTestCa('E-Notary Test TSA CA', window);
  const signer = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ', notBefore: new Date(now - DAY), notAfter: new Date(now + DAY) });
  const tsa = await tsaCa.issue({ pin: '00000000000000', fullName: 'E-NOTARY TEST TSA', notBefore: new Date(now - DAY), notAfter: new Date(now + DAY) });
  const verifier = createSignatureVerifier({
    trustedCas: [ca.certificateDer],
    revocation: 'none',
    crlUrls: [],
    mode: 'local',
    siteHost: 'localhost',
    tsa: { url: 'http://tsa.test/', trustedCerts: [tsaCa.certificateDer], post: createTestTsa(tsa, tsaOptions) },
  });
  const pkcs7 = await createTestPkcs7(signer, DOCUMENT, { signingTime: new Date(now - 3_600_000) });
  return { verifier, pkcs7 };
}

describe('a configured TSA stamps each verified signature (docs/signatures.md "What is checked")', () => {
  it('keeps the token and takes its time as the signing time, not the signer’s clock', async () => {
    const { verifier, pkcs7 } = await setUp();
    const before = Date.now();
    const result = await verifier.verify({ document: DOCUMENT, pkcs7, expectedPin: PIN, now: new Date() });
    if (!result.ok) throw new Error(result.refusal);
    expect(result.signature.timestampToken?.[0]).toBe(0x30);
    expect(result.signature.signingTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses the signature as an unavailable service when the TSA does not grant a token', async () => {
    const { verifier, pkcs7 } = await setUp({ refuse: true });
    expect(await verifier.verify({ document: DOCUMENT, pkcs7, expectedPin: PIN, now: new Date() })).toMatchObject({
      ok: false,
      refusal: 'service_unavailable',
    });
  });

  it('still refuses a bad signature first, without asking the TSA', async () => {
    const { verifier, pkcs7 } = await setUp({ refuse: true });
    expect(await verifier.verify({ document: DOCUMENT, pkcs7, expectedPin: '40211922651010', now: new Date() })).toMatchObject({
      ok: false,
      refusal: 'pin_mismatch',
    });
  });
});
