import { planActInvoices } from '../../src-domain/acts/invoices/plan-act-invoices.ts';
import type { ActInvoicesResponse, BankAccount } from '../../src-domain/http/routes/acts-invoices.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';
import { listActPayments } from './act-payments.ts';
import type { ActAccess } from '../acts/act-access.ts';
import { invoiceToWire } from '../acts/act-wire.ts';
import { loadInvoiceFacts } from '../acts/invoices/invoice-facts.ts';

/**
 * The account of the act's office an invoice is paid to at a bank (spec §4 step 7 "payable at
 * banks"), printed with the invoice number as the reference; null when the office has none on file.
 */
export async function officeBankAccount(db: Db, officeId: number | null): Promise<BankAccount | null> {
  if (officeId === null) return null;
  const office = await db
    .selectFrom('notary_offices')
    .select(['name_oz', 'name_uz', 'name_ru', 'bank_name', 'bank_mfo', 'bank_account', 'tax_id'])
    .where('id', '=', officeId)
    .executeTakeFirst();
  if (!office?.bank_name || !office.bank_mfo || !office.bank_account || !office.tax_id) return null;
  return { recipient: localized(office, 'name'), taxId: office.tax_id, bank: office.bank_name, mfo: office.bank_mfo, account: office.bank_account };
}

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
    bankAccount: await officeBankAccount(db, act.office_id),
  };
}
