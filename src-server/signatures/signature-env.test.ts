import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signatureSetupFromEnv } from './signature-env.ts';

const OPTIONS = { production: false, publicOrigin: 'https://e-notarius.example.uz' };

describe('signature settings from the environment (docs/signatures.md "Configuration")', () => {
  it('defaults: CRLs, auto, the agent at its usual address, the portal’s host for the service', () => {
    const setup = signatureSetupFromEnv({}, OPTIONS);
    expect(setup.verification).toMatchObject({ trustedCas: [], revocation: 'crl', crlUrls: [], mode: 'auto', siteHost: 'e-notarius.example.uz' });
    expect(setup.verification.tsa).toBeUndefined();
    expect(setup.agent).toEqual({ agentUrl: 'wss://127.0.0.1:64443/service/cryptapi', apiKeys: [] });
  });

  it('reads the trusted CA, the CRL addresses, the TSA with its CA, and the agent', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sig-env-'));
    const ca = join(dir, 'ca.der');
    writeFileSync(ca, Buffer.from([0x30, 0x03, 0x02, 0x01, 0x01]));
    const setup = signatureSetupFromEnv(
      {
        SIGNATURE_TRUSTED_CA: ca,
        SIGNATURE_CRL_URLS: 'http://crl.one/a.crl, http://crl.two/b.crl',
        SIGNATURE_TSA_URL: 'http://tsa.example/',
        SIGNATURE_TSA_CA: ca,
        EIMZO_AGENT_URL: 'ws://127.0.0.1:64646/service/cryptapi',
        EIMZO_API_KEYS: 'localhost,KEY',
      },
      OPTIONS,
    );
    expect(setup.verification.trustedCas).toHaveLength(1);
    expect(setup.verification.crlUrls).toEqual(['http://crl.one/a.crl', 'http://crl.two/b.crl']);
    expect(setup.verification.tsa).toMatchObject({ url: 'http://tsa.example/', trustedCerts: [expect.any(Uint8Array)] });
    expect(setup.agent).toEqual({ agentUrl: 'ws://127.0.0.1:64646/service/cryptapi', apiKeys: ['localhost', 'KEY'] });
  });

  it('reads OCSP revocation with a configured responder, or the certificates’ own (AIA) without one', () => {
    expect(
      signatureSetupFromEnv({ SIGNATURE_REVOCATION: 'ocsp', SIGNATURE_OCSP_URL: 'http://ocsp.example.uz/' }, { ...OPTIONS, production: true }).verification,
    ).toMatchObject({
      revocation: 'ocsp',
      ocspUrl: 'http://ocsp.example.uz/',
    });
    const fromCertificates = signatureSetupFromEnv({ SIGNATURE_REVOCATION: 'ocsp' }, OPTIONS).verification;
    expect(fromCertificates.revocation).toBe('ocsp');
    expect(fromCertificates.ocspUrl).toBeUndefined();
  });

  it.each<[string, Record<string, string>, boolean, RegExp]>([
    ['no revocation check in production', { SIGNATURE_REVOCATION: 'none' }, true, /refused when NODE_ENV=production/],
    ['an unknown revocation mode', { SIGNATURE_REVOCATION: 'delta-crl' }, false, /must be "crl", "ocsp" or "none"/],
    [
      'an OCSP responder address that is no http(s) URL',
      { SIGNATURE_REVOCATION: 'ocsp', SIGNATURE_OCSP_URL: 'ldap://ocsp.example.uz' },
      false,
      /SIGNATURE_OCSP_URL must be an http/,
    ],
    ['the remote verifier without its address', { SIGNATURE_VERIFIER: 'remote' }, false, /needs SIGNATURE_REMOTE_URL/],
    ['a TSA without the CA its tokens chain to', { SIGNATURE_TSA_URL: 'http://tsa.example/' }, false, /needs SIGNATURE_TSA_CA/],
    ['an agent address that is no websocket', { EIMZO_AGENT_URL: 'https://127.0.0.1:64443/' }, false, /ws:\/\/ or wss:\/\//],
    ['API keys not in pairs', { EIMZO_API_KEYS: 'localhost' }, false, /must be pairs/],
  ])('refuses to start with %s', (_name, env, production, message) => {
    expect(() => signatureSetupFromEnv(env, { ...OPTIONS, production })).toThrow(message);
  });
});
