import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { PostBytes } from './timestamp-client.ts';

const OID_AUTHORITY_INFO_ACCESS = '1.3.6.1.5.5.7.1.1';
const OID_AD_OCSP = '1.3.6.1.5.5.7.48.1';
const OID_OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
const OID_OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
const OID_EXT_KEY_USAGE = '2.5.29.37';
const OID_KP_OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';

/** Clocks differ: a response dated this far ahead of ours is still taken. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** A response without nextUpdate (RFC 6960 §4.2.2.1: newer information is always available) counts this long. */
const MAX_AGE_WITHOUT_NEXT_UPDATE_MS = 60 * 60_000;

/**
 * What the responder said about one certificate: `good` or `revoked`, or null when no
 * trustworthy current answer could be had (no responder address, unreachable, not
 * `successful`, `unknown`, a signature that is not the issuer's or its delegated responder's, a
 * stale answer, another request's nonce) — refused as a missing CRL is, never assumed good.
 */
export type OcspStatus = 'good' | 'revoked' | null;

/** Where the verifier learns revocations when SIGNATURE_REVOCATION=ocsp (docs/signatures.md "Local verifier"). */
export interface OcspSource {
  status(certificate: pkijs.Certificate, issuer: pkijs.Certificate, now: Date): Promise<OcspStatus>;
}

export interface OcspSourceOptions {
  /** SIGNATURE_OCSP_URL: asked for every certificate; else the address in the certificate's authority information access. */
  readonly url?: string;
  readonly post?: PostBytes;
}

async function postRequest(url: string, body: Uint8Array): Promise<Uint8Array> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/ocsp-request', accept: 'application/ocsp-response' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`OCSP ${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The first OCSP address of the certificate's authority information access extension. */
export function ocspUrlOf(certificate: pkijs.Certificate): string | undefined {
  const extension = certificate.extensions?.find((item) => item.extnID === OID_AUTHORITY_INFO_ACCESS);
  const access = extension?.parsedValue instanceof pkijs.InfoAccess ? extension.parsedValue : undefined;
  const description = access?.accessDescriptions.find((item) => item.accessMethod === OID_AD_OCSP && item.accessLocation.type === 6);
  return typeof description?.accessLocation.value === 'string' ? description.accessLocation.value : undefined;
}

function sameBytes(a: ArrayBuffer | Uint8Array, b: ArrayBuffer | Uint8Array): boolean {
  return Buffer.from(a as Uint8Array).equals(Buffer.from(b as Uint8Array));
}

function withinValidity(certificate: pkijs.Certificate, at: Date): boolean {
  return certificate.notBefore.value.getTime() <= at.getTime() && at.getTime() <= certificate.notAfter.value.getTime();
}

/** ResponderID (RFC 6960 §4.2.2.3): byName, or byKey — the SHA-1 of the responder's public key bits. */
function isResponder(responderId: unknown, certificate: pkijs.Certificate): boolean {
  if (responderId instanceof pkijs.RelativeDistinguishedNames) return responderId.isEqual(certificate.subject);
  if (responderId instanceof asn1js.OctetString) {
    const keyHash = createHash('sha1').update(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest();
    return sameBytes(responderId.valueBlock.valueHexView, keyHash);
  }
  return false;
}

function hasOcspSigning(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((item) => item.extnID === OID_EXT_KEY_USAGE);
  return extension?.parsedValue instanceof pkijs.ExtKeyUsage && extension.parsedValue.keyPurposes.includes(OID_KP_OCSP_SIGNING);
}

/**
 * Who may sign the answer (RFC 6960 §4.2.2.2): the issuing CA itself, or a responder
 * certificate that CA issued with id-kp-OCSPSigning, valid now. Nobody else — not even another
 * trusted CA.
 */
async function authorisedSigner(basic: pkijs.BasicOCSPResponse, issuer: pkijs.Certificate, now: Date): Promise<pkijs.Certificate | null> {
  const responderId: unknown = basic.tbsResponseData.responderID;
  if (isResponder(responderId, issuer)) return issuer;
  for (const candidate of basic.certs ?? []) {
    if (!isResponder(responderId, candidate)) continue;
    if (!candidate.issuer.isEqual(issuer.subject) || !hasOcspSigning(candidate) || !withinValidity(candidate, now)) continue;
    if (await candidate.verify(issuer).catch(() => false)) return candidate;
  }
  return null;
}

function isCurrent(single: pkijs.SingleResponse, now: Date): boolean {
  const at = now.getTime();
  if (single.thisUpdate.getTime() > at + CLOCK_SKEW_MS) return false;
  if (single.nextUpdate) return at < single.nextUpdate.getTime();
  return at - single.thisUpdate.getTime() <= MAX_AGE_WITHOUT_NEXT_UPDATE_MS;
}

function nonceExtension(extensions: readonly pkijs.Extension[] | undefined): Uint8Array | undefined {
  const found = extensions?.find((item) => item.extnID === OID_OCSP_NONCE);
  return found ? new Uint8Array(found.extnValue.valueBlock.valueHexView) : undefined;
}

/** The certStatus CHOICE (RFC 6960 §4.2.1): [0] good, [1] revoked, [2] unknown. */
function statusOf(single: pkijs.SingleResponse): 'good' | 'revoked' | 'unknown' {
  const tag = (single.certStatus as asn1js.BaseBlock).idBlock.tagNumber;
  return tag === 0 ? 'good' : tag === 1 ? 'revoked' : 'unknown';
}

/**
 * Asks an OCSP responder (RFC 6960) over HTTP POST (`application/ocsp-request`, Appendix A.1)
 * with a SHA-1 CertID, as responders commonly index, and a fresh nonce (RFC 8954). The answer
 * counts only when it is `successful`, a BasicOCSPResponse signed by an authorised signer, about
 * exactly this CertID, current now, and — when it carries a nonce — carrying ours. A responder
 * that leaves the nonce out (pre-produced answers) is still taken: its thisUpdate/nextUpdate
 * bound how old it may be.
 */
export function createOcspSource(options: OcspSourceOptions = {}): OcspSource {
  const post = options.post ?? postRequest;
  return {
    async status(certificate, issuer, now) {
      const url = options.url ?? ocspUrlOf(certificate);
      if (!url) return null;
      try {
        const certId = await pkijs.CertID.create(certificate, { hashAlgorithm: 'SHA-1', issuerCertificate: issuer });
        const nonce = new Uint8Array(randomBytes(16));
        const nonceValue = new asn1js.OctetString({ valueHex: nonce }).toBER(false);
        const request = new pkijs.OCSPRequest();
        request.tbsRequest.requestList = [new pkijs.Request({ reqCert: certId })];
        request.tbsRequest.requestExtensions = [new pkijs.Extension({ extnID: OID_OCSP_NONCE, extnValue: nonceValue })];
        const answer = await post(url, new Uint8Array(request.toSchema(true).toBER(false)));

        const asn = asn1js.fromBER(answer);
        if (asn.offset === -1) return null;
        const response = new pkijs.OCSPResponse({ schema: asn.result });
        if (response.responseStatus.valueBlock.valueDec !== 0 || response.responseBytes?.responseType !== OID_OCSP_BASIC) return null;
        const basicAsn = asn1js.fromBER(response.responseBytes.response.valueBlock.valueHexView);
        if (basicAsn.offset === -1) return null;
        const basic = new pkijs.BasicOCSPResponse({ schema: basicAsn.result });

        const signer = await authorisedSigner(basic, issuer, now);
        if (!signer) return null;
        const signed = await pkijs
          .getCrypto(true)
          .verifyWithPublicKey(basic.tbsResponseData.tbsView, basic.signature, signer.subjectPublicKeyInfo, basic.signatureAlgorithm)
          .catch(() => false);
        if (!signed) return null;

        const echoed = nonceExtension(basic.tbsResponseData.responseExtensions);
        if (echoed && !sameBytes(echoed, nonceValue)) return null;
        const single = basic.tbsResponseData.responses.find((item) => item.certID.isEqual(certId));
        if (!single || !isCurrent(single, now)) return null;
        const status = statusOf(single);
        return status === 'unknown' ? null : status;
      } catch {
        // Unreachable, or an answer pkijs cannot read: no answer, as a missing CRL.
        return null;
      }
    },
  };
}
