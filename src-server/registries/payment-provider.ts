import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { OnlinePaymentSystem } from '../../src-domain/payments/payment-channels.ts';

/** One invoice to pay at the provider's checkout. */
export interface CheckoutOrder {
  /** Our invoice number: the `account` (Payme) or `merchant_trans_id` (Click) the provider's calls name. */
  readonly invoiceNumber: string;
  readonly amountTiyin: number;
  /** Where the provider's page sends the citizen back to. */
  readonly returnUrl: string;
  readonly locale: Locale;
}

/** A performed transaction whose money goes back to the payer. */
export interface RefundOrder {
  readonly providerTransactionId: string;
  /** The provider's payment document id where it has one (Click's `click_paydoc_id`). */
  readonly providerPaymentId: string | null;
  readonly amountTiyin: number;
}

/**
 * `asked`: the provider took the request and confirms it later by calling us (Payme's
 * CancelTransaction); `returned`: the money is back now (Click's reversal answers at once), so
 * the refund is complete.
 */
export type RefundAnswer = 'asked' | 'returned';

/**
 * An electronic payment system (spec §4 step 7 "payable at banks or electronic payment systems";
 * docs/decisions/0032-payments-refunds-free-of-charge.md, 0054-ways-to-pay.md). The citizen pays
 * on the provider's checkout page; the provider's server tells ours through its merchant API
 * (src-server/payments/). Two things go the other way: the checkout link, and a refund request.
 */
export interface PaymentProvider {
  readonly id: OnlinePaymentSystem;
  checkoutUrl(order: CheckoutOrder): string;
  /** Resolves once the provider accepted (or made) the refund; rejects when it could not be asked (retried later). */
  requestRefund(order: RefundOrder): Promise<RefundAnswer>;
}

/** Every electronic system the portal takes payments through, by id: one adapter each. */
export type PaymentProviders = Readonly<Record<OnlinePaymentSystem, PaymentProvider>>;
