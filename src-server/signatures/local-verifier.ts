import * as pkijs from 'pkijs';
import { isNationalAlgorithm } from './national-algorithms.ts';
import type { CrlSource } from './pki/crl-source.ts';
import { isRevokedBy } from './pki/crl-source.ts';
import type { OcspSource } from './pki/ocsp-source.ts';
import { parseSignedData, serialHex } from './pki/parse-signed-data.ts';
import { nameAttribute, nameText, OID_COMMON_NAME, OID_PINFL } from './pki/x509-names.ts';
import { refuse, type SignatureVerifier, type VerificationResult } from './signature-verifier.ts';

export type RevocationCheck =
  { readonly mode: 'crl'; readonly source: CrlSource } | { readonly mode: 'ocsp'; readonly source: OcspSource } | { readonly mode: 'none' };

/** One certificate of the path against its issuer: no answer to be had is refused, never assumed good. */
async function revocationRefusal(
  check: RevocationCheck,
  subject: pkijs.Certificate,
  issuer: pkijs.Certificate,
  now: Date,
): Promise<'revoked' | 'revocation_unknown' | null> {
  if (check.mode === 'none') return null;
  if (check.mode === 'ocsp') {
    const status = await check.source.status(subject, issuer, now);
    return status === 'good' ? null : status === 'revoked' ? 'revoked' : 'revocation_unknown';
  }
  const crl = await check.source.currentCrl(issuer, now);
  if (!crl) return 'revocation_unknown';
  return isRevokedBy(crl, subject) ? 'revoked' : null;
}

export interface LocalVerifierOptions {
  /** The certification authorities whose certificates end a chain (SIGNATURE_TRUSTED_CA). */
  readonly trustedCas: readonly pkijs.Certificate[];
  /** Intermediate authorities a signature may omit. */
  readonly intermediates?: readonly pkijs.Certificate[];
  readonly revocation: RevocationCheck;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.from(a).equals(Buffer.from(b));
}

function withinValidity(certificate: pkijs.Certificate, at: Date): boolean {
  return certificate.notBefore.value.getTime() <= at.getTime() && at.getTime() <= certificate.notAfter.value.getTime();
}

async function signatureVerifies(parsed: NonNullable<ReturnType<typeof parseSignedData>>, document: Uint8Array): Promise<'ok' | 'digest' | 'signature'> {
  try {
    const result = await parsed.signedData.verify({ signer: 0, data: document.slice().buffer, checkChain: false, extendedMode: true });
    return result.signatureVerified === true ? 'ok' : 'signature';
  } catch (error) {
    // pkijs reports a messageDigest that is not the document's as its own error message.
    const message = error instanceof Error ? error.message : String(error);
    return /digest/i.test(message) ? 'digest' : 'signature';
  }
}

/**
 * Verifies RSA and ECDSA signatures here, with pkijs (docs/signatures.md "Local verifier"): a
 * CMS SignedData over exactly the document, the signature value checked with the signer's key,
 * the certificate within its dates now, chaining to a trusted authority, not on its issuer's
 * current CRL (or its OCSP responder says good), and naming the expected PINFL. Each failure is its own refusal.
 */
export function createLocalVerifier(options: LocalVerifierOptions): SignatureVerifier {
  return {
    async verify({ document, pkcs7, expectedPin, now }): Promise<VerificationResult> {
      const parsed = parseSignedData(pkcs7);
      if (!parsed) return refuse('malformed');
      if (parsed.content !== null && !sameBytes(parsed.content, document)) return refuse('document_mismatch');
      if (isNationalAlgorithm(parsed.keyAlgorithm)) return refuse('algorithm_unsupported', parsed.keyAlgorithm);
      const signature = await signatureVerifies(parsed, document);
      if (signature === 'digest') return refuse('document_mismatch');
      if (signature === 'signature') return refuse('signature_invalid');
      const certificate = parsed.signerCertificate;
      if (!withinValidity(certificate, now)) return refuse('expired');

      const engine = new pkijs.CertificateChainValidationEngine({
        trustedCerts: [...options.trustedCas],
        certs: [...parsed.certificates, ...(options.intermediates ?? [])],
        checkDate: now,
      });
      const chain = await engine.verify();
      if (!chain.result || !chain.certificatePath) return refuse('untrusted', chain.resultMessage);

      // Every certificate of the path but the trusted root is checked with its issuer (CRL or OCSP).
      const path = chain.certificatePath;
      for (let index = 0; index < path.length - 1; index += 1) {
        const subject = path[index];
        const issuer = path[index + 1];
        if (!subject || !issuer) continue;
        const refusal = await revocationRefusal(options.revocation, subject, issuer, now);
        if (refusal) return refuse(refusal);
      }

      const pin = nameAttribute(certificate.subject, OID_PINFL);
      if (pin !== expectedPin) return refuse('pin_mismatch');
      return {
        ok: true,
        signature: {
          signer: {
            pin,
            fullName: nameAttribute(certificate.subject, OID_COMMON_NAME) ?? '',
            serialHex: serialHex(certificate),
            issuer: nameText(certificate.issuer),
            notBefore: certificate.notBefore.value,
            notAfter: certificate.notAfter.value,
          },
          signingTime: parsed.signingTime ?? now,
          timestampToken: parsed.timestampToken,
          algorithm: parsed.algorithm,
          verifiedBy: 'local',
        },
      };
    },
  };
}
