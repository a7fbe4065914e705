import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context/app-context.ts';
import { DEFAULT_REFUND_SWEEP_MS } from '../../context/payments-context.ts';
import { clickMerchantRoutes, DEFAULT_CLICK_RATE_LIMIT } from './click.ts';
import { clickSandboxRoutes } from './click-sandbox.ts';
import { DEFAULT_MERCHANT_RATE_LIMIT, paymeMerchantRoutes } from './payme.ts';
import { DEFAULT_SANDBOX_RATE_LIMIT, paySandboxRoutes } from './sandbox.ts';

const PROVIDER_ID = 'payme';
/** The stand-ins' merchant name on their checkout pages. */
const MERCHANT_NAME = 'e-Notary';

/** The merchant endpoints, the stand-ins' pages (when served) and the periodic refund run. */
export function paymentRoutes(ctx: AppContext): FastifyPluginAsync {
  const { payments } = ctx;
  return async (app) => {
    const refundsDue = () => payments.refunds.kick();
    await app.register(
      paymeMerchantRoutes({
        db: ctx.db,
        now: ctx.now,
        provider: PROVIDER_ID,
        key: payments.settings.key,
        refundsDue,
        rateLimit: DEFAULT_MERCHANT_RATE_LIMIT,
      }),
    );
    await app.register(
      clickMerchantRoutes({
        db: ctx.db,
        now: ctx.now,
        serviceId: payments.click.serviceId,
        secretKey: payments.click.secretKey,
        refundsDue,
        rateLimit: DEFAULT_CLICK_RATE_LIMIT,
      }),
    );
    if (payments.sandbox) {
      await app.register(
        paySandboxRoutes({ ...payments.sandbox, merchantName: MERCHANT_NAME, publicOrigin: ctx.publicOrigin, rateLimit: DEFAULT_SANDBOX_RATE_LIMIT }),
      );
    }
    if (payments.clickSandbox) {
      await app.register(
        clickSandboxRoutes({
          ...payments.clickSandbox,
          merchantName: MERCHANT_NAME,
          publicOrigin: ctx.publicOrigin,
          rateLimit: DEFAULT_SANDBOX_RATE_LIMIT,
        }),
      );
    }
    const every = ctx.options.payments?.refundSweepMs ?? DEFAULT_REFUND_SWEEP_MS;
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
