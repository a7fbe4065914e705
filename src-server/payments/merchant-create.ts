import { accountRefusal, repeatedCreateOutcome } from '../../src-domain/payments/merchant-rules.ts';
import { PAYME_CANCEL_REASON, PAYME_ERROR, PAYME_STATE, type PaymeParams, type PaymeResult } from '../../src-domain/payments/payme-protocol.ts';
import type { MerchantDeps } from './merchant-deps.ts';
import { asMerchantTransaction, cancelWaiting, findTransaction, type TransactionRow } from './merchant-transactions.ts';
import { loadInvoiceAccount } from './invoice-account.ts';
import { PaymeError } from './payme-error.ts';

function created(row: TransactionRow): PaymeResult {
  return { transaction: String(row.id), state: row.state as 1, create_time: row.create_time };
}

/** CheckPerformTransaction: the invoice exists, is payable now, and the amount is its own. */
export async function checkPerform(deps: MerchantDeps, params: PaymeParams<'CheckPerformTransaction'>): Promise<PaymeResult> {
  const account = await loadInvoiceAccount(deps.db, { number: params.account.invoice }, deps.now());
  const refusal = accountRefusal(account?.payable, params.amount);
  if (refusal !== null) throw new PaymeError(refusal, 'invoice');
  return { allow: true };
}

/** A retry of CreateTransaction: the same answer, or -31008 once the transaction moved on or timed out. */
async function repeatCreate(deps: MerchantDeps, row: TransactionRow): Promise<PaymeResult> {
  const nowMs = deps.now().getTime();
  switch (repeatedCreateOutcome(asMerchantTransaction(row), nowMs)) {
    case 'answer_existing':
      return created(row);
    case 'cancel_timed_out':
      await cancelWaiting(deps.db, row.id, PAYME_CANCEL_REASON.timeout, nowMs);
      throw new PaymeError(PAYME_ERROR.cannotPerform);
    case 'refuse':
      throw new PaymeError(PAYME_ERROR.cannotPerform);
  }
}

/**
 * CreateTransaction: a new provider transaction for a payable invoice (state 1), or the same
 * answer for an id we know. Several waiting transactions of one invoice may exist (a citizen who
 * opened the checkout twice); the first performed pays it, a later one is refunded (perform).
 */
export async function createTransaction(deps: MerchantDeps, params: PaymeParams<'CreateTransaction'>): Promise<PaymeResult> {
  const known = await findTransaction(deps.db, deps.provider, params.id);
  if (known) return repeatCreate(deps, known);
  const now = deps.now();
  const account = await loadInvoiceAccount(deps.db, { number: params.account.invoice }, now);
  const refusal = accountRefusal(account?.payable, params.amount);
  if (refusal !== null || !account) throw new PaymeError(refusal ?? PAYME_ERROR.invoiceNotFound, 'invoice');
  const inserted = await deps.db
    .insertInto('payment_transactions')
    .values({
      provider: deps.provider,
      provider_transaction_id: params.id,
      invoice_id: account.invoice.id,
      act_id: account.act.id,
      amount_tiyin: params.amount,
      state: PAYME_STATE.created,
      reason: null,
      provider_time: params.time,
      create_time: now.getTime(),
      perform_time: 0,
      cancel_time: 0,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_transaction_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return created(inserted);
  // The same id created by a parallel retry: answer as a retry.
  const raced = await findTransaction(deps.db, deps.provider, params.id);
  if (!raced) throw new PaymeError(PAYME_ERROR.internal);
  return repeatCreate(deps, raced);
}
