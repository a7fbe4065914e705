import type { SigningState } from '../../src-domain/http/routes/act-signatures.ts';
import { signerInitials } from '../../src-domain/signatures/signer-initials.ts';
import { allSigned, signingRefusal } from '../../src-domain/signatures/signing-turn.ts';
import { isSigningOpen } from '../../src-domain/signatures/signing-window.ts';
import type { ActAccess } from '../acts/act-access.ts';
import type { Db } from '../db/database.ts';
import { signingParticipants } from './signing-participants.ts';
import { currentSigningDocument, signaturesOf, signatureToWire } from './signing-rows.ts';

/** Who may download the signed document and the .p7s files: the act's parties and its notary (docs/signatures.md). */
export function mayDownloadSigned(access: ActAccess): boolean {
  return access.viewerRole === 'notary' || access.viewerRole === 'applicant' || (access.viewerRole === 'party' && access.party?.status === 'accepted');
}

/** The signing of the act as `access`'s user sees it (src-domain/http/routes/act-signatures.ts SigningState). */
export async function loadSigningState(db: Db, access: ActAccess): Promise<SigningState> {
  const { act } = access;
  const open = isSigningOpen({ regtype: act.regtype_id, step: act.step, state: act.state });
  const document = await currentSigningDocument(db, act.id);
  const rows = document ? await signaturesOf(db, document.id) : [];
  const participants = await signingParticipants(db, act);
  const signed = new Set(rows.map((row) => row.signer_pin));
  const downloads = mayDownloadSigned(access);
  return {
    applies: open || document !== undefined,
    document: document
      ? { sha256: document.sha256, fixedAt: document.fixed_at, size: Buffer.byteLength(document.content_base64, 'base64'), fileName: document.file_name }
      : null,
    participants: participants.map((person) => ({
      role: person.role,
      partyRole: person.partyRole,
      initials: signerInitials(person.fullName),
      signed: signed.has(person.pin),
      me: person.pin === access.pin,
    })),
    signatures: downloads || access.viewerRole === 'admin' ? rows.map(signatureToWire) : [],
    mayFix: open && access.viewerRole === 'notary',
    maySign: open && document !== undefined && signingRefusal(participants, signed, access.pin) === null,
    complete: allSigned(participants, signed),
    mayDownload: downloads && document !== undefined,
  };
}
