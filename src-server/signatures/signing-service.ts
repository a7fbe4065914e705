import { createHash } from 'node:crypto';
import { actPrintForm } from '../../src-domain/acts/documents/act-print-form.ts';
import type { SigningDocument, SigningState, SubmitSignatureBody } from '../../src-domain/http/routes/act-signatures.ts';
import { SIGNATURE_REFUSAL_CODES } from '../../src-domain/signatures/signature-refusals.ts';
import { type SigningRefusal, signingRefusal } from '../../src-domain/signatures/signing-turn.ts';
import { isSigningOpen } from '../../src-domain/signatures/signing-window.ts';
import type { ApiErrorCode } from '../../src-domain/http/error-codes.ts';
import { type ActAccess, loadActForUser, withActTransaction } from '../acts/act-access.ts';
import { editEntry, writeHistory } from '../acts/act-audit.ts';
import { loadActDetails } from '../acts/act-details.ts';
import type { ActRow } from '../acts/act-rows.ts';
import { renderPrintHtml } from '../print/render-print-html.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import type { SignatureVerifier } from './signature-verifier.ts';
import { signingParticipants } from './signing-participants.ts';
import { currentSigningDocument, signaturesOf, type SigningDocumentRow } from './signing-rows.ts';
import { loadSigningState, mayDownloadSigned } from './signing-state.ts';

export interface SigningServices {
  db: Db;
  now: () => Date;
  verifier: SignatureVerifier;
}

const TURN_CODES: Readonly<Record<SigningRefusal, ApiErrorCode>> = {
  not_participant: 'signing_not_participant',
  already_signed: 'signing_already_signed',
  parties_first: 'signing_parties_first',
};

function assertOpen(act: ActRow): void {
  if (!isSigningOpen({ regtype: act.regtype_id, step: act.step, state: act.state })) throw new ApiError('signing_not_open');
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export async function signingState(services: SigningServices, user: RequestUser, uuid: string): Promise<SigningState> {
  return loadSigningState(services.db, await loadActForUser(services.db, uuid, user));
}

/**
 * The notary fixes the act's final document after reading it out (docs/signatures.md "Signing
 * in the room"): the print form rendered now, as bytes, with its hash. Fixing again supersedes
 * the previous document, whose signatures then no longer count — everyone signs the new text.
 */
export async function fixSigningDocument(services: SigningServices, user: RequestUser, uuid: string): Promise<SigningState> {
  const now = services.now();
  return withActTransaction(
    services.db,
    uuid,
    user,
    async (trx, access) => {
      assertOpen(access.act);
      if (access.viewerRole !== 'notary') throw new ApiError('forbidden');
      const details = await loadActDetails(trx, access, now);
      const form = actPrintForm(details, { checkLink: null, printedAt: now, forSigning: true });
      const bytes = new Uint8Array(Buffer.from(renderPrintHtml(form, null), 'utf8'));
      await trx
        .updateTable('act_signing_documents')
        .set({ superseded_at: now.toISOString() })
        .where('act_id', '=', access.act.id)
        .where('superseded_at', 'is', null)
        .execute();
      await trx
        .insertInto('act_signing_documents')
        .values({
          act_id: access.act.id,
          content_base64: Buffer.from(bytes).toString('base64'),
          sha256: sha256Hex(bytes),
          content_type: 'text/html; charset=utf-8',
          file_name: `${form.fileName}.html`,
          fixed_at: now.toISOString(),
          fixed_by_pin: access.pin,
          superseded_at: null,
        })
        .execute();
      await writeHistory(trx, access.act.id, editEntry(access, 'fix_signing_document', now));
      return loadSigningState(trx, access);
    },
    { now },
  );
}

async function documentFor(db: Db, access: ActAccess): Promise<SigningDocumentRow> {
  const document = await currentSigningDocument(db, access.act.id);
  if (!document) throw new ApiError('signing_document_missing');
  return document;
}

/** The fixed document's bytes, for the signer's agent (base64) — to the act's parties and notary. */
export async function signingDocument(services: SigningServices, user: RequestUser, uuid: string): Promise<SigningDocument> {
  const access = await loadActForUser(services.db, uuid, user);
  if (!mayDownloadSigned(access)) throw new ApiError('forbidden');
  const document = await documentFor(services.db, access);
  return { contentBase64: document.content_base64, sha256: document.sha256, fileName: document.file_name };
}

async function assertTurn(db: Db, access: ActAccess, document: SigningDocumentRow): Promise<void> {
  const participants = await signingParticipants(db, access.act);
  const signed = new Set((await signaturesOf(db, document.id)).map((row) => row.signer_pin));
  const refusal = signingRefusal(participants, signed, access.pin);
  if (refusal !== null) throw new ApiError(TURN_CODES[refusal]);
}

/**
 * A participant's signature (docs/signatures.md "What is checked"): over the document they were
 * given (its hash must still be the current one), in their turn, verified by the configured
 * verifier against their own pin — outside the transaction, as a CRL fetch or the remote service
 * may take seconds — then stored with a history line, after checking again that nothing moved.
 */
export async function submitSignature(services: SigningServices, user: RequestUser, uuid: string, body: SubmitSignatureBody): Promise<SigningState> {
  const first = await loadActForUser(services.db, uuid, user);
  assertOpen(first.act);
  const document = await documentFor(services.db, first);
  if (document.sha256 !== body.sha256) throw new ApiError('signing_document_changed');
  await assertTurn(services.db, first, document);

  const now = services.now();
  const result = await services.verifier.verify({
    document: new Uint8Array(Buffer.from(document.content_base64, 'base64')),
    pkcs7: new Uint8Array(Buffer.from(body.pkcs7, 'base64')),
    expectedPin: first.pin,
    now,
  });
  if (!result.ok) throw new ApiError(SIGNATURE_REFUSAL_CODES[result.refusal]);
  const { signature } = result;

  return withActTransaction(
    services.db,
    uuid,
    user,
    async (trx, access) => {
      assertOpen(access.act);
      const current = await documentFor(trx, access);
      if (current.id !== document.id) throw new ApiError('signing_document_changed');
      await assertTurn(trx, access, current);
      await trx
        .insertInto('act_signatures')
        .values({
          document_id: current.id,
          act_id: access.act.id,
          signer_pin: access.pin,
          signer_role: access.viewerRole === 'notary' ? 'notary' : 'party',
          signer_name: signature.signer.fullName,
          pkcs7_base64: Buffer.from(body.pkcs7, 'base64').toString('base64'),
          cert_serial: signature.signer.serialHex,
          cert_issuer: signature.signer.issuer,
          cert_not_before: signature.signer.notBefore.toISOString(),
          cert_not_after: signature.signer.notAfter.toISOString(),
          algorithm: signature.algorithm,
          signing_time: signature.signingTime.toISOString(),
          timestamp_token_base64: signature.timestampToken ? Buffer.from(signature.timestampToken).toString('base64') : null,
          verified_by: signature.verifiedBy,
          verified_at: now.toISOString(),
        })
        .execute();
      await writeHistory(trx, access.act.id, editEntry(access, 'sign_document', now));
      return loadSigningState(trx, access);
    },
    { now },
  );
}
