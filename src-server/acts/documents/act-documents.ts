import { actPrintForm } from '../../../src-domain/acts/documents/act-print-form.ts';
import { invoiceDocument } from '../../../src-domain/acts/documents/invoice-document.ts';
import type { PrintDocument } from '../../../src-domain/acts/documents/print-document.ts';
import { refusalDocument } from '../../../src-domain/acts/documents/refusal-document.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { actVerifyLink } from '../../../src-domain/searches/act-verify-link.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { actCheckCode } from '../../repositories/search-act-check-code.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { loadActForUser } from '../act-access.ts';
import { loadActDetails } from '../act-details.ts';

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
 * The act's print form (issue 4 item 9). A registered act's QR code opens the public check with
 * its registry number and check code (issue 5 item 9: `actVerifyLink` + `actCheckCode`), which
 * the public check route verifies with the same secret.
 */
export async function actPrintFormDocument(services: ActDocumentServices, user: RequestUser, uuid: string, origin: string): Promise<PrintDocument> {
  const act = await details(services, user, uuid);
  const checkLink = act.regnum === null ? null : `${origin}${actVerifyLink(act.regnum, actCheckCode(await services.checkSecret(), { uuid: act.uuid, regnum: act.regnum }))}`;
  return actPrintForm(act, { checkLink, printedAt: services.now() });
}

/** One invoice of the act as a document (spec §3 Payment "invoice (printable)"). */
export async function actInvoiceDocument(services: ActDocumentServices, user: RequestUser, uuid: string, invoiceId: number): Promise<PrintDocument> {
  const act = await details(services, user, uuid);
  const invoice = act.invoices.find((item) => item.id === invoiceId);
  if (!invoice) throw new ApiError('act_item_not_found');
  return invoiceDocument(act, invoice, services.now());
}

/** The refusal decision (spec §4): only a refused act has one. */
export async function actRefusalDocument(services: ActDocumentServices, user: RequestUser, uuid: string): Promise<PrintDocument> {
  const act = await details(services, user, uuid);
  if (act.state !== 'refused') throw new ApiError('refusal_not_available');
  return refusalDocument(act, services.now());
}
