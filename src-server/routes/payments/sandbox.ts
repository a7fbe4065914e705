import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { parseCheckoutPayload, type CheckoutPayload } from '../../payments/payme-checkout-link.ts';
import { SANDBOX_CHECKOUT_PATH } from '../../payments/merchant-settings.ts';
import { newSandboxTransactionId } from '../../pay-sandbox/sandbox-ledger.ts';
import { checkoutPage, failurePage } from '../../pay-sandbox/sandbox-page.ts';
import { payAtSandbox, type SandboxDeps } from '../../pay-sandbox/sandbox-payment.ts';

export interface SandboxRouteDeps extends SandboxDeps {
  merchantName: string;
  /** The portal's address (PUBLIC_ORIGIN): the only place the stand-in returns to. */
  publicOrigin: string;
  /** Page views and payments per address and window. */
  rateLimit: { max: number; timeWindowMs: number };
}

export const DEFAULT_SANDBOX_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 };

// A wildcard, not `:payload`: the link's payload is longer than a route parameter may be (100).
const ParamsSchema = v.object({ '*': v.pipe(v.string(), v.maxLength(2000)) });
const FormSchema = v.object({ transaction: v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/)) });

/**
 * The stand-in returns only to the portal itself: a checkout link is made by anyone, and a
 * provider that redirected anywhere would be an open redirect.
 */
function safeReturn(deps: SandboxRouteDeps, returnUrl: string): string | null {
  try {
    const url = new URL(returnUrl);
    return url.origin === new URL(deps.publicOrigin).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

function payloadOf(params: unknown, merchantId: string): CheckoutPayload | undefined {
  const parsed = v.safeParse(ParamsSchema, params);
  const payload = parsed.success ? parseCheckoutPayload(parsed.output['*']) : undefined;
  return payload?.merchantId === merchantId ? payload : undefined;
}

/**
 * The local payment provider stand-in (docs/decisions/0032-payments-refunds-free-of-charge.md):
 * `GET /pay-sandbox/{payload}` is the provider's checkout page for a link in Payme's format;
 * submitting it makes the provider's server-to-server calls to our merchant endpoint with the
 * merchant key, then returns to the portal. Served only while no real provider is configured.
 */
export function paySandboxRoutes(deps: SandboxRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
    });
    const rateLimit = { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs };
    const url = `${SANDBOX_CHECKOUT_PATH}/*`;

    app.get(url, { config: { rateLimit } }, async (request, reply) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const payload = payloadOf(request.params, deps.merchantId);
      if (!payload) return reply.code(404).send(failurePage('uz', null, null));
      return checkoutPage(payload, deps.merchantName, newSandboxTransactionId(), safeReturn(deps, payload.returnUrl));
    });

    app.post(url, { config: { rateLimit } }, async (request, reply) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const payload = payloadOf(request.params, deps.merchantId);
      const form = v.safeParse(FormSchema, request.body);
      if (!payload || !form.success) return reply.code(400).send(failurePage(payload?.language ?? 'uz', null, null));
      const back = safeReturn(deps, payload.returnUrl);
      const outcome = await payAtSandbox(deps, payload, form.output.transaction);
      if (!outcome.ok) return reply.code(409).send(failurePage(payload.language, outcome.message[payload.language], back));
      return back === null ? checkoutPage(payload, deps.merchantName, form.output.transaction, null) : reply.redirect(back, 303);
    });
  };
}
