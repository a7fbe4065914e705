import { readFileSync } from 'node:fs';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { createLocalVerifier, type RevocationCheck } from './local-verifier.ts';
import { isNationalAlgorithm } from './national-algorithms.ts';
import { createHttpCrlSource, type CrlSource } from './pki/crl-source.ts';
import { createOcspSource, type OcspSource } from './pki/ocsp-source.ts';
import { parseSignedData } from './pki/parse-signed-data.ts';
import { createTimestamper, type PostBytes } from './pki/timestamp-client.ts';
import { createRemoteVerifier } from './remote-verifier.ts';
import { refuse, type SignatureVerifier } from './signature-verifier.ts';
import { withTimestamps } from './timestamped-verifier.ts';

/** How signatures are verified (docs/signatures.md "Configuration"). */
export interface SignatureVerification {
  /** DER certificates of the trusted authorities (SIGNATURE_TRUSTED_CA files). */
  readonly trustedCas: readonly Uint8Array[];
  readonly intermediates?: readonly Uint8Array[];
  /** SIGNATURE_REVOCATION: `crl` (the default), `ocsp`, or `none` (refused in production). */
  readonly revocation: 'crl' | 'ocsp' | 'none';
  readonly crlUrls: readonly string[];
  /** A CRL source of the caller's own (tests); else the URLs are fetched over HTTP. */
  readonly crlSource?: CrlSource;
  /** SIGNATURE_OCSP_URL: the responder for every certificate; else each certificate's own (AIA). */
  readonly ocspUrl?: string;
  /** An OCSP source of the caller's own (tests); else responders are asked over HTTP. */
  readonly ocspSource?: OcspSource;
  /**
   * SIGNATURE_VERIFIER: `local` (RSA and ECDSA here; national keys refused), `remote` (every
   * signature to the service) or `auto` (national keys to the service, the rest here).
   */
  readonly mode: 'local' | 'remote' | 'auto';
  /** SIGNATURE_REMOTE_URL: the verification service (E-IMZO-SERVER's contract). */
  readonly remoteUrl?: string;
  /** The portal's domain the service's licence names. */
  readonly siteHost: string;
  /** SIGNATURE_TSA_URL and SIGNATURE_TSA_CA: a signature without a timestamp token gets one (RFC 3161). */
  readonly tsa?: { readonly url: string; readonly trustedCerts: readonly Uint8Array[]; readonly post?: PostBytes };
}

function certificate(der: Uint8Array): pkijs.Certificate {
  const asn = asn1js.fromBER(der);
  if (asn.offset === -1) throw new Error('not a DER certificate');
  return new pkijs.Certificate({ schema: asn.result });
}

/** DER certificates from PEM or DER files (a PEM file may hold several). */
export function readCertificateFiles(paths: readonly string[]): Uint8Array[] {
  return paths.flatMap((path) => {
    const bytes = readFileSync(path);
    const text = bytes.toString('latin1');
    const blocks = [...text.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/g)];
    if (blocks.length === 0) return [new Uint8Array(bytes)];
    return blocks.map((block) => new Uint8Array(Buffer.from((block[1] ?? '').replace(/\s+/g, ''), 'base64')));
  });
}

/** The verifier the configuration asks for; `auto` routes by the signer's key algorithm. */
export function createSignatureVerifier(config: SignatureVerification): SignatureVerifier {
  const verifier = chosenVerifier(config);
  if (!config.tsa) return verifier;
  return withTimestamps(verifier, createTimestamper({ url: config.tsa.url, trustedCerts: config.tsa.trustedCerts.map(certificate), post: config.tsa.post }));
}

function revocationCheck(config: SignatureVerification): RevocationCheck {
  if (config.revocation === 'none') return { mode: 'none' };
  if (config.revocation === 'ocsp') return { mode: 'ocsp', source: config.ocspSource ?? createOcspSource(config.ocspUrl ? { url: config.ocspUrl } : {}) };
  return { mode: 'crl', source: config.crlSource ?? createHttpCrlSource(config.crlUrls) };
}

function chosenVerifier(config: SignatureVerification): SignatureVerifier {
  const revocation = revocationCheck(config);
  const local = createLocalVerifier({
    trustedCas: config.trustedCas.map(certificate),
    intermediates: (config.intermediates ?? []).map(certificate),
    revocation,
  });
  const remote = config.remoteUrl ? createRemoteVerifier({ baseUrl: config.remoteUrl, siteHost: config.siteHost }) : null;
  if (config.mode === 'local' || !remote) return local;
  if (config.mode === 'remote') return remote;
  return {
    verify(request) {
      const parsed = parseSignedData(request.pkcs7);
      if (!parsed) return Promise.resolve(refuse('malformed'));
      return isNationalAlgorithm(parsed.keyAlgorithm) ? remote.verify(request) : local.verify(request);
    },
  };
}
