import type { Selectable } from 'kysely';
import type { ActSignature } from '../../src-domain/http/routes/act-signatures.ts';
import { signerInitials } from '../../src-domain/signatures/signer-initials.ts';
import type { Db } from '../db/database.ts';
import type { ActSignaturesTable, ActSigningDocumentsTable } from '../db/tables/signatures.ts';

export type SigningDocumentRow = Selectable<ActSigningDocumentsTable>;
export type SignatureRow = Selectable<ActSignaturesTable>;

/** The act's document as last fixed (not superseded), or undefined. */
export async function currentSigningDocument(db: Db, actId: number): Promise<SigningDocumentRow | undefined> {
  return db
    .selectFrom('act_signing_documents')
    .selectAll()
    .where('act_id', '=', actId)
    .where('superseded_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function signaturesOf(db: Db, documentId: number): Promise<SignatureRow[]> {
  return db.selectFrom('act_signatures').selectAll().where('document_id', '=', documentId).orderBy('id').execute();
}

/** The verified signatures on the act's current document (what the act, its form and its check show). */
export async function currentSignatures(db: Db, actId: number): Promise<SignatureRow[]> {
  const document = await currentSigningDocument(db, actId);
  return document ? signaturesOf(db, document.id) : [];
}

export function signatureToWire(row: SignatureRow): ActSignature {
  return {
    id: row.id,
    role: row.signer_role,
    signerInitials: signerInitials(row.signer_name),
    certificateSerial: row.cert_serial,
    issuer: row.cert_issuer,
    signedAt: row.signing_time,
    timestamped: row.timestamp_token_base64 !== null,
  };
}
