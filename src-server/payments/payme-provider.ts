import type { PaymentProvider } from '../registries/payment-provider.ts';
import { orderCheckoutLink } from './payme-checkout-link.ts';
import type { MerchantSettings } from './merchant-settings.ts';

/**
 * The adapter for the real provider (PAYME_CHECKOUT_URL set): checkout links in Payme's format.
 * Payme returns a performed payment's money only when asked through its merchant cabinet, which
 * this server cannot reach; such a refund stays "requested", with this reason, on the payments
 * tab until the office has made it and the provider's CancelTransaction confirms it.
 */
export function createPaymeProvider(settings: MerchantSettings): PaymentProvider {
  return {
    id: 'payme',
    checkoutUrl: (order) => orderCheckoutLink(settings.checkoutUrl, settings.merchantId, order),
    requestRefund: () => Promise.reject(new Error('refund to be made in the provider’s merchant cabinet')),
  };
}
