import type { PaymentProvider } from '../../registries/payment-provider.ts';
import { clickCheckoutLink } from './click-checkout-link.ts';
import type { ClickSettings } from './click-settings.ts';
import { clickApiAuth } from './click-sign.ts';

/** A reversal waits at most this long for Click's answer; unanswered, it is asked again by the next sweep. */
const REVERSAL_TIMEOUT_MS = 15_000;

/**
 * The adapter for Click itself (CLICK_CHECKOUT_URL set): payment links to Click's page, and
 * refunds through Click's merchant API, `DELETE {api}/payment/reversal/{service_id}/{payment_id}`
 * signed with the `Auth` digest, which answers at once (`error_code` 0: the money is back).
 */
export function createClickProvider(settings: ClickSettings, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    id: 'click',
    checkoutUrl: (order) => clickCheckoutLink(settings.checkoutUrl, settings, order),
    requestRefund: async (order) => {
      if (order.providerPaymentId === null) throw new Error('click payment without its document id');
      const url = `${settings.apiUrl}/payment/reversal/${encodeURIComponent(settings.serviceId)}/${encodeURIComponent(order.providerPaymentId)}`;
      const auth = clickApiAuth(settings.merchantUserId, await settings.secretKey(), Math.floor(Date.now() / 1000));
      const response = await fetchImpl(url, {
        method: 'DELETE',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Auth: auth },
        signal: AbortSignal.timeout(REVERSAL_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`click reversal answered HTTP ${response.status}`);
      const answer = (await response.json()) as { error_code?: unknown; error_note?: unknown };
      if (Number(answer.error_code) !== 0)
        throw new Error(`click refused the reversal: ${String(answer.error_code)} ${String(answer.error_note ?? '')}`.slice(0, 300));
      return 'returned';
    },
  };
}
