import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { createTestCa, type TestCa, type TestIdentity } from '../test-support/pki/test-ca.ts';
import { createTestPkcs7 } from '../test-support/pki/test-pkcs7.ts';
import { startVerificationStandIn, type StandIn } from '../test-support/pki/verification-service-stand-in.ts';
import { createLocalVerifier } from './local-verifier.ts';
import { createHttpCrlSource } from './pki/crl-source.ts';
import { createRemoteVerifier, tashkentTimestamp } from './remote-verifier.ts';
import type { SignatureVerifier } from './signature-verifier.ts';

const DOCUMENT = new TextEncoder().encode('<!doctype html><title>Ishonchnoma</title>');
const DAY = 86_400_000;
const PIN = '30101850010011';

let ca: TestCa;
let standIn: StandIn;
let remote: SignatureVerifier;
let aziz: TestIdentity;
let expired: TestIdentity;
let revoked: TestIdentity;
let stranger: TestIdentity;

beforeAll(async () => {
  ca = await createTestCa();
  const strangerCa = await createTestCa('Unknown CA');
  aziz = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ' });
  expired = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ', notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - DAY) });
  revoked = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ' });
  stranger = await strangerCa.issue({ pin: PIN, fullName: 'KARIMOV AZIZ' });
  const crl = await ca.crl([revoked.serialHex]);
  const serviceSide = createLocalVerifier({
    trustedCas: [new pkijs.Certificate({ schema: asn1js.fromBER(ca.certificateDer).result })],
    revocation: { mode: 'crl', source: createHttpCrlSource(['http://crl.test/ca.crl'], async () => crl) },
  });
  standIn = await startVerificationStandIn(serviceSide);
  remote = createRemoteVerifier({ baseUrl: standIn.url, siteHost: 'notary.example.uz' });
}, 60_000);

afterAll(async () => {
  await standIn.close();
});

async function verify(identity: TestIdentity, options: { pin?: string; signed?: Uint8Array; detached?: boolean } = {}) {
  const pkcs7 = await createTestPkcs7(identity, options.signed ?? DOCUMENT, { detached: options.detached });
  return remote.verify({ document: DOCUMENT, pkcs7, expectedPin: options.pin ?? PIN, now: new Date() });
}

describe('remote verifier against a stand-in of the service contract (docs/signatures.md "Remote verifier")', () => {
  it('accepts what the service verified and names the signer from its answer', async () => {
    const result = await verify(aziz);
    expect(result).toMatchObject({ ok: true, signature: { verifiedBy: 'remote', signer: { pin: PIN, fullName: 'KARIMOV AZIZ', serialHex: aziz.serialHex } } });
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe('/backend/pkcs7/verify/attached');
    expect(request?.host).toBe('notary.example.uz');
  });

  it('sends a detached signature with the document, "document|pkcs7"', async () => {
    expect((await verify(aziz, { detached: true })).ok).toBe(true);
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe('/backend/pkcs7/verify/detached');
    expect(request?.body.split('|')[0]).toBe(Buffer.from(DOCUMENT).toString('base64'));
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['another person’s certificate', () => verify(aziz, { pin: '30202860020022' }), 'pin_mismatch'],
    ['a different document, attached (refused before asking)', () => verify(aziz, { signed: new TextEncoder().encode('other') }), 'document_mismatch'],
    ['a different document, detached', () => verify(aziz, { signed: new TextEncoder().encode('other'), detached: true }), 'signature_invalid'],
    ['an expired certificate', () => verify(expired), 'expired'],
    ['a revoked certificate', () => verify(revoked), 'revoked'],
    ['an untrusted CA', () => verify(stranger), 'untrusted'],
  ])('refuses %s', async (_name, run, refusal) => {
    expect(await run()).toEqual(expect.objectContaining({ ok: false, refusal }));
  });

  it('says the service is unavailable when it does not answer', async () => {
    const down = createRemoteVerifier({ baseUrl: 'http://127.0.0.1:9', siteHost: 'notary.example.uz', timeoutMs: 2_000 });
    const pkcs7 = await createTestPkcs7(aziz, DOCUMENT);
    expect(await down.verify({ document: DOCUMENT, pkcs7, expectedPin: PIN, now: new Date() })).toEqual({ ok: false, refusal: 'service_unavailable' });
  });

  it('reads the service’s timestamps as Tashkent time (UTC+5)', () => {
    expect(tashkentTimestamp('2022-09-27 11:17:53')?.toISOString()).toBe('2022-09-27T06:17:53.000Z');
    expect(tashkentTimestamp('27.09.2022')).toBeNull();
  });
});
