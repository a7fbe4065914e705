import type { Generated } from 'kysely';
import type { RefundCause } from '../../../src-domain/payments/refund-policy.ts';

/**
 * A transaction of the payment provider as the merchant (we) records it: Payme's merchant API
 * states (1 created, 2 performed, -1 cancelled, -2 cancelled after perform) and times in ms.
 */
export interface PaymentTransactionsTable {
  id: Generated<number>;
  /** How it was paid: `payme`, `click`, `bank` (a statement's entry), `office` (at the notary's desk). */
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
  /** Click's payment document id (`click_paydoc_id`), by which a payment is reversed; null for the others. */
  provider_payment_id: Generated<string | null>;
}

/**
 * A payment the portal did not see go through an electronic system: taken at the notary's
 * office (cash or card terminal, with the till's receipt number) or found in a bank statement
 * (the statement's entry): who recorded it and when (docs/decisions/0054-ways-to-pay.md).
 */
export interface PaymentRecordsTable {
  id: Generated<number>;
  transaction_id: number;
  method: 'cash' | 'card' | 'transfer';
  /** The till's receipt number, or the bank's reference of the entry. */
  receipt_number: string;
  recorded_by_pin: string;
  recorded_at: string;
  statement_entry_id: number | null;
}

/** A bank statement a notary imported (camt.053). */
export interface BankStatementsTable {
  id: Generated<number>;
  notary_id: number;
  file_name: string;
  file_sha256: string;
  /** The statement message's own id (GrpHdr/MsgId). */
  message_id: string;
  /** The account the statement is of. */
  account: string;
  imported_by_pin: string;
  imported_at: string;
  entry_count: number;
  recorded_count: number;
  mismatch_count: number;
}

/** One entry of an imported statement, once per notary and entry, with what came of it. */
export interface BankStatementEntriesTable {
  id: Generated<number>;
  statement_id: number;
  notary_id: number;
  /** The account and the bank's reference of the entry: the same entry in a later file is the same key. */
  entry_key: string;
  booked_on: string;
  direction: 'credit' | 'debit';
  currency: string;
  amount_tiyin: number;
  remittance: string;
  counterparty: string;
  /** `record_payment`, `record_refund`, `duplicate`, or a mismatch (src-domain/payments/statement-matching.ts). */
  outcome: string;
  invoice_id: number | null;
  transaction_id: number | null;
  resolved_at: string | null;
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
  /** A refund the office made by hand (a bank or office payment): who recorded it. */
  made_by_pin: Generated<string | null>;
  /** Its cash receipt or payment-order number. */
  reference: Generated<string | null>;
}

/** The provider stand-ins' side of a transaction (src-server/pay-sandbox/). */
export interface PaySandboxTransactionsTable {
  /** The provider's transaction id, as sent in CreateTransaction (Payme) or Prepare (Click). */
  id: string;
  /** Which stand-in: `payme` or `click`. */
  provider: Generated<string>;
  /** Click's payment document id. */
  paydoc_id: Generated<string | null>;
  merchant_id: string;
  invoice_number: string;
  amount_tiyin: number;
  /** The protocol's states, as the provider last saw them. */
  state: number;
  created_ms: number;
  performed_ms: number | null;
  cancelled_ms: number | null;
}
