import type { FastifyInstance } from 'fastify';
import { CLICK_COMPLETE_PATH, CLICK_PREPARE_PATH } from '../../src-domain/payments/click-protocol.ts';
import { PAYME_MERCHANT_PATH } from '../../src-domain/payments/payme-protocol.ts';
import type { Db } from '../db/database.ts';
import { createClickSandboxProvider } from '../pay-sandbox/click-sandbox-provider.ts';
import type { ClickSandboxDeps } from '../pay-sandbox/click-sandbox-payment.ts';
import { createMerchantClient } from '../pay-sandbox/merchant-client.ts';
import { createSandboxProvider } from '../pay-sandbox/sandbox-provider.ts';
import type { SandboxDeps } from '../pay-sandbox/sandbox-payment.ts';
import type { PaymentProvider, PaymentProviders } from '../registries/payment-provider.ts';
import { createClickProvider } from '../payments/click/click-provider.ts';
import { clickSettings, type ClickOptions, type ClickSettings } from '../payments/click/click-settings.ts';
import { merchantSettings, type MerchantOptions, type MerchantSettings } from '../payments/merchant-settings.ts';
import { createPaymeProvider } from '../payments/payme-provider.ts';
import { createRefundRunner, type RefundRunner } from '../payments/refund-runner.ts';

export interface PaymentOptions extends MerchantOptions {
  /** Another Payme adapter (tests); unset → the stand-in, or Payme when PAYME_CHECKOUT_URL is set. */
  provider?: PaymentProvider;
  /** Our service at Click (CLICK_* variables); and another Click adapter (tests). */
  click?: ClickOptions & { provider?: PaymentProvider };
  /** How often requested refunds are asked for again (0: never). */
  refundSweepMs?: number;
}

export const DEFAULT_REFUND_SWEEP_MS = 60_000;

/** The electronic payment systems, the refunds and the merchant accounts of one app. */
export interface Payments {
  readonly settings: MerchantSettings;
  readonly click: ClickSettings;
  readonly providers: PaymentProviders;
  readonly refunds: RefundRunner;
  /** The Payme stand-in, when served (no PAYME_CHECKOUT_URL). */
  readonly sandbox: SandboxDeps | null;
  /** The Click stand-in, when served (no CLICK_CHECKOUT_URL). */
  readonly clickSandbox: ClickSandboxDeps | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The refund runner (tests await `idle()` after a provider call). */
    paymentRefunds: RefundRunner;
  }
}

/** A form POST to one of our Click addresses, through the app itself (the stand-in's side of the protocol). */
function clickTransport(app: FastifyInstance): ClickSandboxDeps['send'] {
  return async (action, form) => {
    const response = await app.inject({
      method: 'POST',
      url: action === 'prepare' ? CLICK_PREPARE_PATH : CLICK_COMPLETE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form as Record<string, string>).toString(),
    });
    return { statusCode: response.statusCode, body: response.body };
  };
}

/**
 * Builds the payment side of `app`. The stand-ins reach the merchant endpoints through
 * `app.inject`: the same routes, hooks and checks a provider's HTTP call goes through, without a
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
  const payme =
    options.payments?.provider ?? (sandbox ? createSandboxProvider({ ...sandbox, checkoutUrl: settings.checkoutUrl }) : createPaymeProvider(settings));

  const click = clickSettings(options.db, options.payments?.click);
  const clickSandbox: ClickSandboxDeps | null = click.sandbox
    ? { db: options.db, now: options.now, send: clickTransport(app), serviceId: click.serviceId, merchantId: click.merchantId, secretKey: click.secretKey }
    : null;
  const clickProvider =
    options.payments?.click?.provider ??
    (clickSandbox ? createClickSandboxProvider({ ...clickSandbox, checkoutUrl: click.checkoutUrl }) : createClickProvider(click));

  const providers: PaymentProviders = { payme, click: clickProvider };
  const refunds = createRefundRunner({ db: options.db, providers, now: options.now, log: app.log });
  app.decorate('paymentRefunds', refunds);
  return { settings, click, providers, refunds, sandbox, clickSandbox };
}
