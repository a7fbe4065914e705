import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCa, type TestCa, type TestIdentity } from '../../test-support/pki/test-ca.ts';
import { createTestOcspResponder, type TestOcspResponderOptions } from '../../test-support/pki/test-ocsp-responder.ts';
import { createTestPkcs7 } from '../../test-support/pki/test-pkcs7.ts';
import { createLocalVerifier } from '../local-verifier.ts';
import { createOcspSource, type OcspStatus } from './ocsp-source.ts';

const PIN = '30101850010011';
const AIA_URL = 'http://ocsp.ca.test/';
const DAY = 86_400_000;
const DOCUMENT = new TextEncoder().encode('<!doctype html><title>Ishonchnoma</title>');

let ca: TestCa;
let strangerCa: TestCa;
let aziz: TestIdentity;
let revoked: TestIdentity;
let withoutAia: TestIdentity;
let delegated: TestIdentity;
let delegatedWithoutEku: TestIdentity;
let strangerResponder: TestIdentity;

beforeAll(async () => {
  ca = await createTestCa();
  strangerCa = await createTestCa('Unknown CA');
  aziz = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ ALIYEVICH', ocspUrl: AIA_URL });
  revoked = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ ALIYEVICH', ocspUrl: AIA_URL });
  withoutAia = await ca.issue({ pin: PIN, fullName: 'KARIMOV AZIZ ALIYEVICH' });
  delegated = await ca.issue({ pin: '00000000000001', fullName: 'OCSP RESPONDER', ocspSigning: true });
  delegatedWithoutEku = await ca.issue({ pin: '00000000000002', fullName: 'NOT A RESPONDER' });
  strangerResponder = await strangerCa.issue({ pin: '00000000000003', fullName: 'OCSP RESPONDER', ocspSigning: true });
}, 60_000);

function responder(options: Omit<TestOcspResponderOptions, 'ca'> = {}) {
  return createTestOcspResponder({ ca, revoked: [revoked.serialHex], ...options });
}

async function statusOf(identity: TestIdentity, options: Omit<TestOcspResponderOptions, 'ca'> = {}, now = new Date()): Promise<OcspStatus> {
  return createOcspSource({ post: responder(options) }).status(identity.certificate, ca.certificate, now);
}

describe('OCSP revocation source (docs/signatures.md "What is checked")', () => {
  it('says good for a certificate the responder knows as good, and revoked for a revoked one', async () => {
    expect(await statusOf(aziz)).toBe('good');
    expect(await statusOf(revoked)).toBe('revoked');
  });

  it('takes an answer signed by a responder certificate the CA issued with id-kp-OCSPSigning', async () => {
    expect(await statusOf(aziz, { signer: delegated })).toBe('good');
    expect(await statusOf(revoked, { signer: delegated })).toBe('revoked');
  });

  it('takes an answer without a nonce (pre-produced), bounded by its own dates', async () => {
    expect(await statusOf(aziz, { nonce: 'omit' })).toBe('good');
  });

  // Options are made lazily: the certificates exist only after beforeAll.
  it.each<[string, () => Omit<TestOcspResponderOptions, 'ca'>]>([
    ['the responder does not know the certificate', () => ({ unknown: [aziz.serialHex] })],
    ['a response signed by another CA', () => ({ signer: { certificate: strangerCa.certificate, privateKey: strangerCa.privateKey } })],
    ['a response signed by another CA’s OCSP responder', () => ({ signer: strangerResponder })],
    ['a response signed by a certificate of the CA without id-kp-OCSPSigning', () => ({ signer: delegatedWithoutEku })],
    ['a response claiming to be the CA’s but signed with another key', () => ({ signer: { certificate: ca.certificate, privateKey: strangerCa.privateKey } })],
    ['a stale response (nextUpdate passed)', () => ({ thisUpdate: new Date(Date.now() - 2 * DAY), nextUpdate: new Date(Date.now() - DAY) })],
    ['a response from the future', () => ({ thisUpdate: new Date(Date.now() + DAY) })],
    ['a response without nextUpdate produced long ago', () => ({ thisUpdate: new Date(Date.now() - DAY), nextUpdate: null })],
    ['another request’s nonce', () => ({ nonce: 'other' })],
    ['an unsuccessful answer (internalError)', () => ({ status: 2 })],
    ['an unsuccessful answer (unauthorized)', () => ({ status: 6 })],
  ])('has no answer for %s', async (_name, options) => {
    expect(await statusOf(aziz, options())).toBeNull();
  });

  it('has no answer when the responder is down or answers garbage', async () => {
    const down = createOcspSource({ post: () => Promise.reject(new Error('ECONNREFUSED')) });
    expect(await down.status(aziz.certificate, ca.certificate, new Date())).toBeNull();
    const garbage = createOcspSource({ post: async () => new Uint8Array([1, 2, 3]) });
    expect(await garbage.status(aziz.certificate, ca.certificate, new Date())).toBeNull();
  });

  it('asks the address in the certificate, unless one is configured; none at all is no answer', async () => {
    const asked: string[] = [];
    const post = responder();
    const recording = (url: string, body: Uint8Array) => {
      asked.push(url);
      return post(url, body);
    };
    expect(await createOcspSource({ post: recording }).status(aziz.certificate, ca.certificate, new Date())).toBe('good');
    expect(await createOcspSource({ post: recording, url: 'http://ocsp.configured.test/' }).status(aziz.certificate, ca.certificate, new Date())).toBe('good');
    expect(await createOcspSource({ post: recording }).status(withoutAia.certificate, ca.certificate, new Date())).toBeNull();
    expect(asked).toEqual([AIA_URL, 'http://ocsp.configured.test/']);
  });

  it('posts application/ocsp-request over HTTP and reads the answer', async () => {
    const post = responder();
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        void post('', new Uint8Array(Buffer.concat(chunks))).then((answer) => {
          response.writeHead(200, { 'content-type': 'application/ocsp-response' });
          response.end(Buffer.from(answer));
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const source = createOcspSource({ url: `http://127.0.0.1:${port}/` });
      expect(await source.status(revoked.certificate, ca.certificate, new Date())).toBe('revoked');
      expect(seen[0]?.['content-type']).toBe('application/ocsp-request');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('local verifier with SIGNATURE_REVOCATION=ocsp', () => {
  const down = () => Promise.reject(new Error('ECONNREFUSED'));
  it.each<[string, () => TestIdentity, () => (url: string, body: Uint8Array) => Promise<Uint8Array>, string | null]>([
    ['accepts a certificate the responder says is good', () => aziz, () => responder(), null],
    ['refuses a revoked certificate as the CRL path does', () => revoked, () => responder(), 'revoked'],
    ['refuses when the responder does not know it', () => aziz, () => responder({ unknown: [aziz.serialHex] }), 'revocation_unknown'],
    ['refuses when the responder is down', () => aziz, () => down, 'revocation_unknown'],
    [
      'refuses a stale answer',
      () => aziz,
      () => responder({ thisUpdate: new Date(Date.now() - 2 * DAY), nextUpdate: new Date(Date.now() - DAY) }),
      'revocation_unknown',
    ],
  ])('%s', async (_name, identity, post, refusal) => {
    const person = identity();
    const verifier = createLocalVerifier({ trustedCas: [ca.certificate], revocation: { mode: 'ocsp', source: createOcspSource({ post: post() }) } });
    const result = await verifier.verify({ document: DOCUMENT, pkcs7: await createTestPkcs7(person, DOCUMENT), expectedPin: PIN, now: new Date() });
    if (refusal === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, refusal });
  });
});
