import type { Selectable } from 'kysely';
import { PAYME_STATE, type PaymeTransactionResult } from '../../src-domain/payments/payme-protocol.ts';
import type { MerchantTransaction } from '../../src-domain/payments/merchant-rules.ts';
import type { PaymeState } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import type { PaymentTransactionsTable } from '../db/tables/payments.ts';

export type TransactionRow = Selectable<PaymentTransactionsTable>;

export async function findTransaction(db: Db, provider: string, providerTransactionId: string): Promise<TransactionRow | undefined> {
  return db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', providerTransactionId)
    .executeTakeFirst();
}

export function asMerchantTransaction(row: TransactionRow): MerchantTransaction {
  return { state: row.state as PaymeState, createTime: row.create_time };
}

/** The full state of a transaction as CheckTransaction answers it. */
export function transactionResult(row: TransactionRow): PaymeTransactionResult {
  return {
    transaction: String(row.id),
    state: row.state as PaymeState,
    create_time: row.create_time,
    perform_time: row.perform_time,
    cancel_time: row.cancel_time,
    reason: row.reason,
  };
}

/** Cancels a transaction still waiting (state 1 → -1); false when it had moved on meanwhile. */
export async function cancelWaiting(db: Db, id: number, reason: number, nowMs: number): Promise<boolean> {
  const result = await db
    .updateTable('payment_transactions')
    .set({ state: PAYME_STATE.cancelled, reason, cancel_time: nowMs })
    .where('id', '=', id)
    .where('state', '=', PAYME_STATE.created)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
