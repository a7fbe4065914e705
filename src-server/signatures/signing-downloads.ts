import { loadActForUser } from '../acts/act-access.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { currentSigningDocument } from './signing-rows.ts';
import type { SigningServices } from './signing-service.ts';
import { mayDownloadSigned } from './signing-state.ts';

export interface DownloadFile {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly contentType: string;
}

/** The signed document exactly as signed (docs/signatures.md "Downloads"): the act's parties and notary only. */
export async function signedDocumentFile(services: SigningServices, user: RequestUser, uuid: string): Promise<DownloadFile> {
  const access = await loadActForUser(services.db, uuid, user);
  if (!mayDownloadSigned(access)) throw new ApiError('forbidden');
  const document = await currentSigningDocument(services.db, access.act.id);
  if (!document) throw new ApiError('signing_document_missing');
  return { bytes: Buffer.from(document.content_base64, 'base64'), fileName: document.file_name, contentType: document.content_type };
}

/** One signature as a `.p7s` file (RFC 5652 SignedData, DER), to open with any CMS tool or E-IMZO. */
export async function signatureFile(services: SigningServices, user: RequestUser, uuid: string, signatureId: number): Promise<DownloadFile> {
  const access = await loadActForUser(services.db, uuid, user);
  if (!mayDownloadSigned(access)) throw new ApiError('forbidden');
  const row = await services.db
    .selectFrom('act_signatures as s')
    .innerJoin('act_signing_documents as d', 'd.id', 's.document_id')
    .select(['s.id', 's.pkcs7_base64', 's.signer_role', 'd.file_name'])
    .where('s.id', '=', signatureId)
    .where('s.act_id', '=', access.act.id)
    .executeTakeFirst();
  if (!row) throw new ApiError('act_item_not_found');
  const base = row.file_name.replace(/\.html$/, '');
  return { bytes: Buffer.from(row.pkcs7_base64, 'base64'), fileName: `${base}-${row.signer_role}-${row.id}.p7s`, contentType: 'application/pkcs7-signature' };
}
