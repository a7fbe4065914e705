import type { Generated } from 'kysely';
import type { RefundCause } from '../../../src-domain/payments/refund-policy.ts';

/**
 * A transaction of the payment provider as the merchant (we) records it: Payme's merchant API
 * states (1 created, 2 performed, -1 cancelled, -2 cancelled after perform) and times in ms.
 */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  /** `payme` */
  provider: string;
  /** The provider's id of the transaction; unique per provider: every call is idempotent by it. */
  provider_transaction_id: string;
  invoice_id: number;
  act_id: number;
  amount_tiyin: number;
  state: number;
  reason: number | null;
  /** The provider's own creation time (`time` of CreateTransaction), ms. */
  provider_time: number;
  create_time: number;
  perform_time: number;
  cancel_time: number;
}

export type RefundState = 'requested' | 'done';

/** A refund we asked the provider for; the provider's CancelTransaction completes it. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  transaction_id: number;
  act_id: number;
  invoice_id: number;
  amount_tiyin: number;
  cause: RefundCause;
  state: RefundState;
  requested_at: string;
  done_at: string | null;
  attempts: number;
  last_error: string | null;
}

/** The provider stand-in's side of a transaction (src-server/pay-sandbox/). */
export interface PaySandboxTransactionsTable {
  /** The provider's transaction id, as sent in CreateTransaction. */
  id: string;
  merchant_id: string;
  invoice_number: string;
  amount_tiyin: number;
  /** The protocol's states, as the provider last saw them. */
  state: number;
  created_ms: number;
  performed_ms: number | null;
  cancelled_ms: number | null;
}
