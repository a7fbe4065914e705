import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { CLICK_ERROR, clickAmountToTiyin, type ClickErrorCode } from '../../../src-domain/payments/click-protocol.ts';
import { parseClickLink, type ClickLink } from '../../payments/click/click-checkout-link.ts';
import { CLICK_SANDBOX_CHECKOUT_PATH } from '../../payments/click/click-settings.ts';
import { newClickId, payAtClickSandbox, type ClickSandboxDeps } from '../../pay-sandbox/click-sandbox-payment.ts';
import { checkoutPage, failurePage } from '../../pay-sandbox/sandbox-page.ts';

export interface ClickSandboxRouteDeps extends ClickSandboxDeps {
  merchantName: string;
  /** The portal's address (PUBLIC_ORIGIN): the only place the stand-in returns to. */
  publicOrigin: string;
  rateLimit: { max: number; timeWindowMs: number };
}

const FormSchema = v.object({ transaction: v.pipe(v.string(), v.regex(/^\d{12}$/)) });

function safeReturn(deps: ClickSandboxRouteDeps, returnUrl: string): string | null {
  try {
    const url = new URL(returnUrl);
    return url.origin === new URL(deps.publicOrigin).origin ? url.toString() : null;
  } catch {
    return null;
  }
}

function linkOf(deps: ClickSandboxRouteDeps, query: unknown): ClickLink | undefined {
  const link = typeof query === 'object' && query !== null ? parseClickLink(query as Record<string, unknown>) : undefined;
  return link?.serviceId === deps.serviceId && link.merchantId === deps.merchantId ? link : undefined;
}

/** What the stand-in's page says when the merchant refused: Click shows the citizen its own words. */
const REFUSALS: Partial<Record<ClickErrorCode, { uz: string; ru: string }>> = {
  [CLICK_ERROR.alreadyPaid]: { uz: 'Hisob-faktura allaqachon to‘langan', ru: 'Счёт уже оплачен' },
  [CLICK_ERROR.userNotFound]: { uz: 'Hisob-faktura topilmadi', ru: 'Счёт не найден' },
  [CLICK_ERROR.incorrectAmount]: { uz: 'Noto‘g‘ri summa', ru: 'Неверная сумма' },
  [CLICK_ERROR.transactionCancelled]: { uz: 'Hisob-fakturani hozir to‘lab bo‘lmaydi', ru: 'Счёт сейчас нельзя оплатить' },
};

/** Click's page has no language in its link: the stand-in follows the browser's. */
function language(request: FastifyRequest): 'ru' | 'uz' {
  return /^ru\b/i.test(request.headers['accept-language'] ?? '') ? 'ru' : 'uz';
}

/**
 * The local Click stand-in (docs/decisions/0054-ways-to-pay.md): `GET /click-sandbox/services/pay?…`
 * is Click's payment page for a link in Click's format; submitting it makes Click's Prepare and
 * Complete calls to our merchant addresses, signed with the service's key, then returns to the
 * portal. Served only while no real Click service is configured, never in production.
 */
export function clickSandboxRoutes(deps: ClickSandboxRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
    });
    const rateLimit = { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs };

    app.get(CLICK_SANDBOX_CHECKOUT_PATH, { config: { rateLimit } }, async (request, reply) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const lang = language(request);
      const link = linkOf(deps, request.query);
      if (!link) return reply.code(404).send(failurePage(lang, null, null, 'click'));
      const page = { language: lang, invoiceNumber: link.transactionParam, amountTiyin: clickAmountToTiyin(link.amount) ?? 0 };
      return checkoutPage(page, deps.merchantName, newClickId(), safeReturn(deps, link.returnUrl), 'click');
    });

    app.post(CLICK_SANDBOX_CHECKOUT_PATH, { config: { rateLimit } }, async (request, reply) => {
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const lang = language(request);
      const link = linkOf(deps, request.query);
      const form = v.safeParse(FormSchema, request.body);
      if (!link || !form.success) return reply.code(400).send(failurePage(lang, null, null, 'click'));
      const back = safeReturn(deps, link.returnUrl);
      const outcome = await payAtClickSandbox(deps, link, form.output.transaction);
      if (!outcome.ok) {
        const text = outcome.error === null ? null : (REFUSALS[outcome.error]?.[lang] ?? outcome.note);
        return reply.code(409).send(failurePage(lang, text, back, 'click'));
      }
      if (back !== null) return reply.redirect(back, 303);
      const page = { language: lang, invoiceNumber: link.transactionParam, amountTiyin: clickAmountToTiyin(link.amount) ?? 0 };
      return checkoutPage(page, deps.merchantName, form.output.transaction, null, 'click');
    });
  };
}
