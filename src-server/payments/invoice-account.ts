import type { PayableInvoice } from '../../src-domain/payments/merchant-rules.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import type { Db } from '../db/database.ts';
import { isNoShowNow } from '../acts/act-lifecycle-facts.ts';
import type { ActRow } from '../acts/act-rows.ts';
import type { InvoiceRow } from '../acts/act-rows.ts';

export interface InvoiceAccount {
  readonly invoice: InvoiceRow;
  readonly act: ActRow;
  /** What the payment rules read (src-domain/payments/merchant-rules.ts). */
  readonly payable: PayableInvoice | undefined;
}

/**
 * The invoice a provider's `account` names, with its act. An act whose visit day is over is as
 * closed as a recorded no-show (spec §4), even before the sweep wrote it down.
 */
export async function loadInvoiceAccount(db: Db, key: { number: string } | { id: number }, now: Date): Promise<InvoiceAccount | undefined> {
  const query = db.selectFrom('act_invoices').selectAll();
  const invoice = await ('number' in key ? query.where('number', '=', key.number) : query.where('id', '=', key.id)).executeTakeFirst();
  if (!invoice) return undefined;
  const act = await db.selectFrom('notarial_acts').selectAll().where('id', '=', invoice.act_id).executeTakeFirstOrThrow();
  if (!isActStep(act.step)) return { invoice, act, payable: undefined };
  const actState = isNoShowNow(act, now) ? 'inactive' : act.state;
  return { invoice, act, payable: { amountTiyin: invoice.amount_tiyin, state: invoice.state, actStep: act.step, actState } };
}
