import { actPrintForm } from '../../src-domain/acts/documents/act-print-form.ts';
import { invoiceDocument } from '../../src-domain/acts/documents/invoice-document.ts';
import type { PrintDocument } from '../../src-domain/acts/documents/print-document.ts';
import { refusalDocument } from '../../src-domain/acts/documents/refusal-document.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { actVerifyLink } from '../../src-domain/searches/act-verify-link.ts';
import type { Db } from '../db/database.ts';
import { listActPayments } from '../payments/act-payments.ts';
import { officeBankAccount } from '../payments/list-invoices.ts';
import { ApiError } from '../http/api-error.ts';
import { actCheckCode } from '../acts/search/act-check-code.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { loadActForUser } from '../acts/act-access.ts';
import { loadActDetails } from '../acts/act-details.ts';
import { actSealPayload } from '../act-seal/act-seal-payload.ts';
import { sealAct } from '../act-seal/seal-act.ts';
import { sealedCheckLink } from '../../src-domain/searches/act-seal.ts';
import { currentSignatures, signatureToWire } from '../signatures/signing-rows.ts';

export interface ActDocumentServices {
  db: Db;
  now: () => Date;
  /** The secret of act check codes (the public act check verifies with the same one). */
  checkSecret: () => Promise<string>;
}

async function details(services: ActDocumentServices, user: RequestUser, uuid: string): Promise<ActDetails> {
  const access = await loadActForUser(services.db, uuid, user);
  return loadActDetails(services.db, access, services.now());
}

/**
 * The act's print form (spec §2 screen 13). A registered act's QR code opens the public check with
 * its registry number and check code (`actVerifyLink` + `actCheckCode`), which the public check
 * route verifies with the same secret, and carries in the link's fragment the act's seal: what
 * the paper says, signed with the portal's key, which the check page verifies offline
 * (docs/signatures.md "Offline check"). The verified digital signatures are listed.
 */
export async function actPrintFormDocument(services: ActDocumentServices, user: RequestUser, uuid: string, origin: string): Promise<PrintDocument> {
  const act = await details(services, user, uuid);
  const now = services.now();
  const signatures = (await currentSignatures(services.db, act.id)).map(signatureToWire);
  let checkLink: string | null = null;
  if (act.regnum !== null) {
    const link = `${origin}${actVerifyLink(act.regnum, actCheckCode(await services.checkSecret(), { uuid: act.uuid, regnum: act.regnum }))}`;
    const payload = await actSealPayload(services.db, act, signatures.length > 0, now);
    checkLink = payload ? sealedCheckLink(link, await sealAct(services.db, payload, now)) : link;
  }
  return actPrintForm(act, { checkLink, printedAt: now, signatures });
}

/** One invoice of the act as a document (spec §3 Payment "invoice (printable)"). */
export async function actInvoiceDocument(services: ActDocumentServices, user: RequestUser, uuid: string, invoiceId: number): Promise<PrintDocument> {
  const act = await details(services, user, uuid);
  const invoice = act.invoices.find((item) => item.id === invoiceId);
  if (!invoice) throw new ApiError('act_item_not_found');
  const access = await loadActForUser(services.db, uuid, user);
  return invoiceDocument(act, invoice, await listActPayments(services.db, act.id), services.now(), await officeBankAccount(services.db, access.act.office_id));
}

/** The refusal decision (spec §4): only a refused act has one. */
export async function actRefusalDocument(services: ActDocumentServices, user: RequestUser, uuid: string): Promise<PrintDocument> {
  const act = await details(services, user, uuid);
  if (act.state !== 'refused') throw new ApiError('refusal_not_available');
  return refusalDocument(act, services.now());
}
