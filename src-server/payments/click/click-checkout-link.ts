import { tiyinToClickAmount } from '../../../src-domain/payments/click-protocol.ts';
import type { CheckoutOrder } from '../../registries/payment-provider.ts';

/** What a Click payment link carries (Click's "payment button" link). */
export interface ClickLink {
  readonly serviceId: string;
  readonly merchantId: string;
  /** Sum with two decimals. */
  readonly amount: string;
  /** Our invoice number: Prepare and Complete name it as `merchant_trans_id`. */
  readonly transactionParam: string;
  readonly returnUrl: string;
}

/** `{page}?service_id=…&merchant_id=…&amount=…&transaction_param=…&return_url=…` */
export function clickCheckoutLink(page: string, ids: { serviceId: string; merchantId: string }, order: CheckoutOrder): string {
  const query = new URLSearchParams({
    service_id: ids.serviceId,
    merchant_id: ids.merchantId,
    amount: tiyinToClickAmount(order.amountTiyin),
    transaction_param: order.invoiceNumber,
    return_url: order.returnUrl,
  });
  return `${page}?${query.toString()}`;
}

/** Reads a Click link's query back; undefined when a field is missing or malformed. */
export function parseClickLink(query: Readonly<Record<string, unknown>>): ClickLink | undefined {
  const text = (name: string, pattern: RegExp): string | undefined => {
    const value = query[name];
    return typeof value === 'string' && pattern.test(value) ? value : undefined;
  };
  const serviceId = text('service_id', /^\d{1,19}$/);
  const merchantId = text('merchant_id', /^\d{1,19}$/);
  const amount = text('amount', /^\d{1,15}(\.\d{1,2})?$/);
  const transactionParam = text('transaction_param', /^[A-Za-z0-9-]{1,64}$/);
  const returnUrl = text('return_url', /^.{0,2000}$/s) ?? '';
  if (!serviceId || !merchantId || !amount || !transactionParam) return undefined;
  return { serviceId, merchantId, amount, transactionParam, returnUrl };
}
