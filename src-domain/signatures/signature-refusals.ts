/**
 * Why the server refuses a digital signature (docs/signatures.md "What is checked"), in the
 * order the checks run. Each has its own localized API error (`SIGNATURE_REFUSAL_CODES`), so
 * the signer reads exactly what was wrong with their key or document.
 */
export const SIGNATURE_REFUSALS = [
  /** Not a CMS SignedData with exactly one signer and its certificate. */
  'malformed',
  /** Signed over other bytes than the act's fixed document. */
  'document_mismatch',
  /** The signature value does not verify with the certificate's key. */
  'signature_invalid',
  /** The key's algorithm is neither verified here nor by a configured national service. */
  'algorithm_unsupported',
  /** The certificate is outside its validity dates now. */
  'expired',
  /** The certificate does not chain to a trusted certification authority. */
  'untrusted',
  /** The authority has revoked the certificate (CRL or OCSP). */
  'revoked',
  /** The revocation status could not be learnt (no current CRL, responder unreachable). */
  'revocation_unknown',
  /** The certificate's PINFL is not the signer's personal id number. */
  'pin_mismatch',
  /** The remote verification service did not answer. */
  'service_unavailable',
] as const;
export type SignatureRefusal = (typeof SIGNATURE_REFUSALS)[number];

/** The API error code of each refusal (src-domain/http/error-codes.ts). */
export const SIGNATURE_REFUSAL_CODES = {
  malformed: 'signature_malformed',
  document_mismatch: 'signature_document_mismatch',
  signature_invalid: 'signature_invalid',
  algorithm_unsupported: 'signature_algorithm_unsupported',
  expired: 'signature_certificate_expired',
  untrusted: 'signature_untrusted',
  revoked: 'signature_revoked',
  revocation_unknown: 'signature_revocation_unknown',
  pin_mismatch: 'signature_pin_mismatch',
  service_unavailable: 'signature_service_unavailable',
} as const satisfies Record<SignatureRefusal, string>;
