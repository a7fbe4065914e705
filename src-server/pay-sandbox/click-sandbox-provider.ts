import type { PaymentProvider } from '../registries/payment-provider.ts';
import { clickCheckoutLink } from '../payments/click/click-checkout-link.ts';
import { reverseAtClickSandbox, type ClickSandboxDeps } from './click-sandbox-payment.ts';

/** The Click adapter over the local stand-in: Click's links to the stand-in's page, reversals made at once. */
export function createClickSandboxProvider(deps: ClickSandboxDeps & { checkoutUrl: string }): PaymentProvider {
  return {
    id: 'click',
    checkoutUrl: (order) => clickCheckoutLink(deps.checkoutUrl, deps, order),
    requestRefund: async (order) => {
      await reverseAtClickSandbox(deps, order.providerPaymentId, order.providerTransactionId);
      return 'returned';
    },
  };
}
