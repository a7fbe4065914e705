import { PAYME_ERROR, type PaymeParams, type PaymeResult, type PaymeStatementItem } from '../../src-domain/payments/payme-protocol.ts';
import type { MerchantDeps } from './merchant-deps.ts';
import { findTransaction, transactionResult } from './merchant-transactions.ts';
import { PaymeError } from './payme-error.ts';

/** CheckTransaction: the transaction's full state. */
export async function checkTransaction(deps: MerchantDeps, params: PaymeParams<'CheckTransaction'>): Promise<PaymeResult> {
  const row = await findTransaction(deps.db, deps.provider, params.id);
  if (!row) throw new PaymeError(PAYME_ERROR.transactionNotFound);
  return transactionResult(row);
}

/** A statement never spans more than this: the provider reconciles day by day. */
const STATEMENT_LIMIT = 10_000;

/** GetStatement: every transaction the provider created in [from, to] (its own times), for reconciliation. */
export async function getStatement(deps: MerchantDeps, params: PaymeParams<'GetStatement'>): Promise<PaymeResult> {
  const rows = await deps.db
    .selectFrom('payment_transactions as t')
    .innerJoin('act_invoices as i', 'i.id', 't.invoice_id')
    .selectAll('t')
    .select('i.number')
    .where('t.provider', '=', deps.provider)
    .where('t.provider_time', '>=', params.from)
    .where('t.provider_time', '<=', params.to)
    .orderBy('t.provider_time')
    .orderBy('t.id')
    .limit(STATEMENT_LIMIT)
    .execute();
  const transactions: PaymeStatementItem[] = rows.map((row) => ({
    id: row.provider_transaction_id,
    time: row.provider_time,
    amount: row.amount_tiyin,
    account: { invoice: row.number },
    receivers: null,
    ...transactionResult(row),
  }));
  return { transactions };
}
