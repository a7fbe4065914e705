import type { PaymentProvider } from '../registries/payment-provider.ts';
import { orderCheckoutLink } from '../payments/payme-checkout-link.ts';
import { refundAtSandbox, type SandboxDeps } from './sandbox-payment.ts';

/** The payment provider adapter over the local stand-in: Payme's links, refunds by its CancelTransaction call. */
export function createSandboxProvider(deps: SandboxDeps & { checkoutUrl: string }): PaymentProvider {
  return {
    id: 'payme',
    checkoutUrl: (order) => orderCheckoutLink(deps.checkoutUrl, deps.merchantId, order),
    requestRefund: async (order) => {
      // The stand-in calls our CancelTransaction before it answers, as Payme confirms a refund.
      await refundAtSandbox(deps, order.providerTransactionId);
      return 'asked';
    },
  };
}
