import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database.ts';
import { createMerchantClient } from '../pay-sandbox/merchant-client.ts';
import { createSandboxProvider } from '../pay-sandbox/sandbox-provider.ts';
import { DEFAULT_SANDBOX_RATE_LIMIT, paySandboxRoutes } from '../pay-sandbox/sandbox-routes.ts';
import type { SandboxDeps } from '../pay-sandbox/sandbox-payment.ts';
import type { PaymentProvider } from '../registries/payment-provider.ts';
import { DEFAULT_MERCHANT_RATE_LIMIT, PAYME_MERCHANT_PATH, paymeMerchantRoutes } from '../routes/payments-payme.ts';
import { merchantSettings, type MerchantOptions, type MerchantSettings } from './merchant-settings.ts';
import { createPaymeProvider } from './payme-provider.ts';
import { createRefundRunner, type RefundRunner } from './refund-runner.ts';

export interface PaymentOptions extends MerchantOptions {
  /** Another provider adapter (tests); unset → the stand-in, or Payme when PAYME_CHECKOUT_URL is set. */
  provider?: PaymentProvider;
  /** How often requested refunds are asked for again (0: never). */
  refundSweepMs?: number;
}

export const DEFAULT_REFUND_SWEEP_MS = 60_000;
const PROVIDER_ID = 'payme';
/** The stand-in's merchant name on its checkout page. */
const MERCHANT_NAME = 'e-Notary';

/** The payment provider, the refunds and the merchant account of one app. */
export interface Payments {
  readonly settings: MerchantSettings;
  readonly provider: PaymentProvider;
  readonly refunds: RefundRunner;
  readonly sandbox: SandboxDeps | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The refund runner (tests await `idle()` after a provider call). */
    paymentRefunds: RefundRunner;
  }
}

/**
 * Builds the payment side of `app`. The stand-in reaches the merchant endpoint through
 * `app.inject`: the same route, hooks and checks a provider's HTTP call goes through, without a
 * socket (the app need not listen, and tests stay in process).
 */
export function createPayments(app: FastifyInstance, options: { db: Db; now: () => Date; payments?: PaymentOptions }): Payments {
  const settings = merchantSettings(options.db, options.payments);
  const merchant = createMerchantClient({
    key: settings.key,
    send: async (body, authorization) => {
      const response = await app.inject({
        method: 'POST',
        url: PAYME_MERCHANT_PATH,
        headers: { authorization, 'content-type': 'application/json' },
        payload: body,
      });
      return { statusCode: response.statusCode, body: response.body };
    },
  });
  const sandbox = settings.sandbox ? { db: options.db, now: options.now, merchant, merchantId: settings.merchantId } : null;
  const provider =
    options.payments?.provider ?? (sandbox ? createSandboxProvider({ ...sandbox, checkoutUrl: settings.checkoutUrl }) : createPaymeProvider(settings));
  const refunds = createRefundRunner({ db: options.db, provider, log: app.log });
  app.decorate('paymentRefunds', refunds);
  return { settings, provider, refunds, sandbox };
}

/** The merchant endpoint, the stand-in's pages (when served) and the periodic refund run. */
export function paymentRoutes(payments: Payments, options: { db: Db; now: () => Date; publicOrigin: string; refundSweepMs?: number }): FastifyPluginAsync {
  return async (app) => {
    await app.register(
      paymeMerchantRoutes({
        db: options.db,
        now: options.now,
        provider: PROVIDER_ID,
        key: payments.settings.key,
        refundsDue: () => payments.refunds.kick(),
        rateLimit: DEFAULT_MERCHANT_RATE_LIMIT,
      }),
    );
    if (payments.sandbox) {
      await app.register(
        paySandboxRoutes({ ...payments.sandbox, merchantName: MERCHANT_NAME, publicOrigin: options.publicOrigin, rateLimit: DEFAULT_SANDBOX_RATE_LIMIT }),
      );
    }
    const every = options.refundSweepMs ?? DEFAULT_REFUND_SWEEP_MS;
    let timer: NodeJS.Timeout | undefined;
    if (every > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          payments.refunds.processPending().catch((error: unknown) => app.log.error({ err: error }, 'refund sweep failed'));
        }, every);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await payments.refunds.idle();
    });
  };
}
