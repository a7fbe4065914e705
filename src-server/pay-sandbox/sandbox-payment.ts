import { PAYME_CANCEL_REASON, PAYME_STATE, type PaymeMessage } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import type { CheckoutPayload } from '../payments/payme-checkout-link.ts';
import type { MerchantClient } from './merchant-client.ts';
import { findSandboxTransaction, openSandboxTransaction, setSandboxState } from './sandbox-ledger.ts';

export interface SandboxDeps {
  db: Db;
  now: () => Date;
  merchant: MerchantClient;
  merchantId: string;
}

export type SandboxOutcome = { readonly ok: true } | { readonly ok: false; readonly message: PaymeMessage };

/**
 * What the provider does when the citizen presses "pay" on its checkout (Payme's order of
 * calls): CheckPerformTransaction, CreateTransaction, the card is charged, PerformTransaction.
 * `transactionId` was made when the page was shown, so pressing again (or a retry after a lost
 * answer) repeats the same calls with the same id, which the merchant answers the same way.
 */
export async function payAtSandbox(deps: SandboxDeps, payload: CheckoutPayload, transactionId: string): Promise<SandboxOutcome> {
  const known = await findSandboxTransaction(deps.db, transactionId);
  if (known?.state === PAYME_STATE.performed) return { ok: true };
  const account = { invoice: payload.invoiceNumber };
  const check = await deps.merchant.call('CheckPerformTransaction', { amount: payload.amountTiyin, account });
  if ('error' in check && !known) return { ok: false, message: check.error.message };
  const transaction = await openSandboxTransaction(deps.db, {
    id: transactionId,
    merchant_id: deps.merchantId,
    invoice_number: payload.invoiceNumber,
    amount_tiyin: payload.amountTiyin,
    created_ms: deps.now().getTime(),
  });
  const created = await deps.merchant.call('CreateTransaction', {
    id: transaction.id,
    time: transaction.created_ms,
    amount: transaction.amount_tiyin,
    account,
  });
  if ('error' in created) {
    await setSandboxState(deps.db, transaction.id, PAYME_STATE.cancelled, deps.now().getTime());
    return { ok: false, message: created.error.message };
  }
  // The stand-in's test card always has the money: the charge succeeds.
  const performed = await deps.merchant.call('PerformTransaction', { id: transaction.id });
  if ('error' in performed) {
    await deps.merchant.call('CancelTransaction', { id: transaction.id, reason: PAYME_CANCEL_REASON.executionError });
    await setSandboxState(deps.db, transaction.id, PAYME_STATE.cancelled, deps.now().getTime());
    return { ok: false, message: performed.error.message };
  }
  await setSandboxState(deps.db, transaction.id, PAYME_STATE.performed, deps.now().getTime());
  return { ok: true };
}

/**
 * A refund the merchant asked for: the provider returns the money and tells the merchant with
 * CancelTransaction, reason 5. The stand-in keeps no card balances; it refuses only what it
 * never saw or already cancelled.
 */
export async function refundAtSandbox(deps: SandboxDeps, transactionId: string): Promise<void> {
  const transaction = await findSandboxTransaction(deps.db, transactionId);
  if (!transaction) throw new Error(`the provider has no transaction ${transactionId}`);
  if (transaction.state === PAYME_STATE.cancelled) throw new Error(`transaction ${transactionId} was never paid`);
  const answer = await deps.merchant.call('CancelTransaction', { id: transactionId, reason: PAYME_CANCEL_REASON.refund });
  if ('error' in answer) throw new Error(`the merchant refused the refund: ${answer.error.message.en}`);
  await setSandboxState(deps.db, transactionId, PAYME_STATE.cancelledAfterPerform, deps.now().getTime());
}
