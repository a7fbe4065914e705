import type { SignatureRefusal } from '../../src-domain/signatures/signature-refusals.ts';

/** Who signed, as their certificate says (docs/signatures.md "What is kept"). */
export interface SignerCertificate {
  /** The subject's PINFL (1.2.860.3.16.1.2). */
  readonly pin: string;
  /** The subject's common name. */
  readonly fullName: string;
  /** Lower-case hex without leading separators. */
  readonly serialHex: string;
  /** The issuer's name, `CN=…,O=…`. */
  readonly issuer: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

export interface VerifiedSignature {
  readonly signer: SignerCertificate;
  /** The signing time the signer's software put in the signed attributes (the server's clock when absent). */
  readonly signingTime: Date;
  /** An RFC 3161 timestamp token over the signature, where a TSA is configured or one was attached. */
  readonly timestampToken: Uint8Array | null;
  /** The signature algorithm's OID. */
  readonly algorithm: string;
  /** Which implementation decided ('local' or 'remote'). */
  readonly verifiedBy: 'local' | 'remote';
}

export type VerificationResult =
  { readonly ok: true; readonly signature: VerifiedSignature } | { readonly ok: false; readonly refusal: SignatureRefusal; readonly detail?: string };

export interface VerificationRequest {
  /** Exactly the bytes the signer was given to sign. */
  readonly document: Uint8Array;
  /** The PKCS#7 (CMS SignedData, DER) the signer's agent made, attached or detached. */
  readonly pkcs7: Uint8Array;
  /** The personal id number the certificate must name (the party's or the notary's pin). */
  readonly expectedPin: string;
  readonly now: Date;
}

/**
 * The adapter that decides whether a signature counts (docs/architecture.md "Trust": signature
 * verifier). Implementations: `local-verifier.ts` (RSA and ECDSA with pkijs) and
 * `remote-verifier.ts` (a national-algorithm service, O'zDSt 1092); `create-verifier.ts`
 * chooses by configuration. A verifier answers; it never throws for a bad signature.
 */
export interface SignatureVerifier {
  verify(request: VerificationRequest): Promise<VerificationResult>;
}

export function refuse(refusal: SignatureRefusal, detail?: string): VerificationResult {
  return detail === undefined ? { ok: false, refusal } : { ok: false, refusal, detail };
}
