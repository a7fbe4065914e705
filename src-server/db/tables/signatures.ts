import type { Generated } from 'kysely';
import type { SignerRole } from '../../../src-domain/signatures/signing-turn.ts';

/** An act's final document as fixed for signing (migration 0026). */
export interface ActSigningDocumentsTable {
  id: Generated<number>;
  act_id: number;
  content_base64: string;
  /** Lower-case hex SHA-256 of the decoded content. */
  sha256: string;
  content_type: string;
  file_name: string;
  /** ISO 8601 UTC. */
  fixed_at: string;
  fixed_by_pin: string;
  superseded_at: string | null;
}

/** One verified signature over a fixed document (migration 0026). */
export interface ActSignaturesTable {
  id: Generated<number>;
  document_id: number;
  act_id: number;
  signer_pin: string;
  signer_role: SignerRole;
  /** The certificate's common name. */
  signer_name: string;
  pkcs7_base64: string;
  cert_serial: string;
  cert_issuer: string;
  cert_not_before: string;
  cert_not_after: string;
  algorithm: string;
  signing_time: string;
  timestamp_token_base64: string | null;
  verified_by: 'local' | 'remote';
  verified_at: string;
}

/** A key of the QR seal (migration 0027). */
export interface ActSealKeysTable {
  kid: string;
  algorithm: string;
  public_jwk: string;
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
  withdrawn_at: string | null;
}
