import { planActInvoices } from '../../../src-domain/acts/invoices/plan-act-invoices.ts';
import type { ActInvoicesResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { Db } from '../../db/database.ts';
import { listActPayments } from '../../payments/act-payments.ts';
import type { ActAccess } from '../act-access.ts';
import { invoiceToWire } from '../act-wire.ts';
import { loadInvoiceFacts } from './invoice-facts.ts';

/** Step 4 "payment formation": the notary is about to issue invoices (spec §4). */
const FORMATION_STEP = 4;

/**
 * `GET /api/acts/:uuid/invoices` (spec §2 screen 13 "payments" tab): the act's invoices with
 * what is due and paid; at step 4, before issuing, also what the rule would issue now, so the
 * notary sees the figures (and the applicant the expected cost) before they are fixed.
 */
export async function listInvoices(db: Db, access: ActAccess): Promise<ActInvoicesResponse> {
  const { act } = access;
  const rows = await db.selectFrom('act_invoices').selectAll().where('act_id', '=', act.id).orderBy('id').execute();
  // A refunded invoice was due and is settled: it counts in the total, its money as refunded.
  const live = rows.filter((row) => row.state !== 'cancelled');
  const paid = live.filter((row) => row.state === 'paid');
  const payments = await listActPayments(db, act.id);
  const refunded = payments.filter((payment) => payment.refund?.state === 'done');
  let proposal: ActInvoicesResponse['proposal'] = null;
  if (act.step === FORMATION_STEP && act.state === 'draft' && live.length === 0) {
    const facts = await loadInvoiceFacts(db, act);
    proposal = facts ? planActInvoices(facts).map((invoice) => ({ ...invoice })) : null;
  }
  return {
    invoices: rows.map(invoiceToWire),
    totalTiyin: live.reduce((sum, row) => sum + row.amount_tiyin, 0),
    paidTiyin: paid.reduce((sum, row) => sum + row.amount_tiyin, 0),
    refundedTiyin: refunded.reduce((sum, payment) => sum + payment.amountTiyin, 0),
    payments,
    allPaid: live.every((row) => row.state === 'paid') && (live.length > 0 || act.free_of_charge === 1),
    proposal,
  };
}
