import type { Locale } from '../../src-domain/i18n/locale.ts';

/** One invoice to pay at the provider's checkout. */
export interface CheckoutOrder {
  /** Our invoice number: the `account` the provider's calls name (src-domain/payments/payme-protocol.ts). */
  readonly invoiceNumber: string;
  readonly amountTiyin: number;
  /** Where the provider's page sends the citizen back to. */
  readonly returnUrl: string;
  readonly locale: Locale;
}

/** A performed transaction whose money goes back to the payer. */
export interface RefundOrder {
  readonly providerTransactionId: string;
  readonly amountTiyin: number;
}

/**
 * The payment provider (spec §4 step 7 "payable at banks or electronic payment systems";
 * docs/decisions/0032-payments-refunds-free-of-charge.md). The citizen pays on the provider's
 * checkout page; the provider's server tells ours through the merchant API
 * (src-server/payments/, Payme's JSON-RPC). Two things go the other way: the checkout link, and
 * a refund request, which the provider confirms by calling our CancelTransaction.
 */
export interface PaymentProvider {
  /** `payme` */
  readonly id: string;
  checkoutUrl(order: CheckoutOrder): string;
  /** Resolves once the provider accepted the request; rejects when it could not be made (retried later). */
  requestRefund(order: RefundOrder): Promise<void>;
}
