import { beforeAll, describe, expect, it } from 'vitest';
import * as pkijs from 'pkijs';
import * as asn1js from 'asn1js';
import { createTestCa, type TestCa, type TestIdentity } from '../test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../test-support/pki/test-pkcs7.ts';
import { createLocalVerifier } from './local-verifier.ts';
import { createHttpCrlSource } from './pki/crl-source.ts';
import type { SignatureVerifier } from './signature-verifier.ts';

const DOCUMENT = new TextEncoder().encode('<!doctype html><title>Avtotransport vositasini sotish shartnomasi</title>');
const OTHER_DOCUMENT = new TextEncoder().encode('<!doctype html><title>Another document</title>');
const DAY = 86_400_000;

let ca: TestCa;
let strangerCa: TestCa;
let aziz: TestIdentity;
let azizRsa: TestIdentity;
let expired: TestIdentity;
let revoked: TestIdentity;
let stranger: TestIdentity;
let crlBytes: Uint8Array;
let verifier: SignatureVerifier;

function certificateOf(der: Uint8Array): pkijs.Certificate {
  return new pkijs.Certificate({ schema: asn1js.fromBER(der).result });
}

beforeAll(async () => {
  ca = await createTestCa();
  strangerCa = await createTestCa('Unknown CA');
  aziz = await ca.issue({ pin: '30101850010011', fullName: 'KARIMOV AZIZ ALIYEVICH' });
  azizRsa = await ca.issue({ pin: '30101850010011', fullName: 'KARIMOV AZIZ ALIYEVICH', algorithm: 'rsa' });
  expired = await ca.issue({
    pin: '30101850010011',
    fullName: 'KARIMOV AZIZ ALIYEVICH',
    notBefore: new Date(Date.now() - 400 * DAY),
    notAfter: new Date(Date.now() - DAY),
  });
  revoked = await ca.issue({ pin: '30101850010011', fullName: 'KARIMOV AZIZ ALIYEVICH' });
  stranger = await strangerCa.issue({ pin: '30101850010011', fullName: 'KARIMOV AZIZ ALIYEVICH' });
  crlBytes = await ca.crl([revoked.serialHex]);
  verifier = createLocalVerifier({
    trustedCas: [certificateOf(ca.certificateDer)],
    revocation: { mode: 'crl', source: createHttpCrlSource(['http://crl.test/ca.crl'], async () => crlBytes) },
  });
}, 60_000);

async function verify(identity: TestIdentity, options: { document?: Uint8Array; pin?: string; detached?: boolean; signed?: Uint8Array } = {}) {
  const pkcs7 = await createTestPkcs7(identity, options.signed ?? DOCUMENT, { detached: options.detached });
  return verifier.verify({ document: options.document ?? DOCUMENT, pkcs7, expectedPin: options.pin ?? '30101850010011', now: new Date() });
}

describe('local signature verifier (docs/signatures.md "What is checked")', () => {
  it('accepts a valid ECDSA signature over exactly the document and reports who signed', async () => {
    const result = await verify(aziz);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.signature.signer).toMatchObject({
      pin: '30101850010011',
      fullName: 'KARIMOV AZIZ ALIYEVICH',
      serialHex: aziz.serialHex,
      issuer: 'C=UZ,O=E-Notary tests,CN=E-Notary Test CA',
    });
    expect(result.signature.verifiedBy).toBe('local');
    expect(Math.abs(result.signature.signingTime.getTime() - Date.now())).toBeLessThan(DAY);
  });

  it('accepts an RSA signature and a detached one', async () => {
    expect((await verify(azizRsa)).ok).toBe(true);
    expect((await verify(aziz, { detached: true })).ok).toBe(true);
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['another person’s certificate (PINFL mismatch)', () => verify(aziz, { pin: '30202860020022' }), 'pin_mismatch'],
    ['a different document (attached)', () => verify(aziz, { signed: OTHER_DOCUMENT }), 'document_mismatch'],
    ['a different document (detached)', () => verify(aziz, { signed: OTHER_DOCUMENT, detached: true }), 'document_mismatch'],
    ['an expired certificate', () => verify(expired), 'expired'],
    ['a revoked certificate (on the CA’s CRL)', () => verify(revoked), 'revoked'],
    ['a certificate of an untrusted CA', () => verify(stranger), 'untrusted'],
  ])('refuses %s', async (_name, run, refusal) => {
    expect(await run()).toEqual(expect.objectContaining({ ok: false, refusal }));
  });

  it('refuses bytes that are no PKCS#7 at all', async () => {
    const result = await verifier.verify({ document: DOCUMENT, pkcs7: DOCUMENT, expectedPin: '30101850010011', now: new Date() });
    expect(result).toEqual({ ok: false, refusal: 'malformed' });
  });

  it('refuses when no current CRL can be had, rather than assuming "not revoked"', async () => {
    const blind = createLocalVerifier({
      trustedCas: [certificateOf(ca.certificateDer)],
      revocation: { mode: 'crl', source: createHttpCrlSource(['http://crl.test/ca.crl'], () => Promise.reject(new Error('unreachable'))) },
    });
    const pkcs7 = await createTestPkcs7(aziz, DOCUMENT);
    expect(await blind.verify({ document: DOCUMENT, pkcs7, expectedPin: aziz.pin, now: new Date() })).toEqual({ ok: false, refusal: 'revocation_unknown' });
  });

  it('refuses a CRL that another authority signed', async () => {
    const forged = await strangerCa.crl([]);
    const misled = createLocalVerifier({
      trustedCas: [certificateOf(ca.certificateDer)],
      revocation: { mode: 'crl', source: createHttpCrlSource(['http://crl.test/ca.crl'], async () => forged) },
    });
    const pkcs7 = await createTestPkcs7(aziz, DOCUMENT);
    expect(await misled.verify({ document: DOCUMENT, pkcs7, expectedPin: aziz.pin, now: new Date() })).toEqual({ ok: false, refusal: 'revocation_unknown' });
  });
});
