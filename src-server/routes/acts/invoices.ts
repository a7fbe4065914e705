import type { FastifyPluginAsync } from 'fastify';
import {
  ACT_INVOICE_CHECKOUT_PATH,
  ACT_INVOICES_PATH,
  ActInvoiceParamsSchema,
  InvoiceCheckoutBodySchema,
  IssueInvoicesBodySchema,
} from '../../../src-domain/http/routes/acts-invoices.ts';
import { ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import { loadActForUser } from '../../acts/act-access.ts';
import { invoiceCheckout } from '../../acts/invoices/invoice-checkout.ts';
import { issueInvoices } from '../../acts/invoices/issue-invoices.ts';
import { listInvoices } from '../../payments/list-invoices.ts';
import { parseInput } from '../../http/parse-input.ts';
import { perUserKey } from '../../plugins/per-user-rate-limit.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { signedIn } from '../request-user.ts';

/** Checkouts a person may start per minute: a few invoices, a retry or two. */
export const DEFAULT_CHECKOUT_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

/** Invoices and payments of an act (spec §3 Payment, §4 steps 4 and 7, §9). */
export function actInvoiceRoutes(deps: ActOutputRouteDeps): FastifyPluginAsync {
  return async (app) => {
    // An outsider is refused (418) before the body is read, like on every act route.

    app.get(ACT_INVOICES_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const access = await loadActForUser(deps.db, uuid, signedIn(request).user);
      return listInvoices(deps.db, access);
    });

    app.post(ACT_INVOICES_PATH, { config: { access: 'user' } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const body = parseInput(IssueInvoicesBodySchema, request.body ?? {}, 'body');
      return issueInvoices(deps, signedIn(request).user, uuid, body);
    });

    const checkoutLimit = { max: DEFAULT_CHECKOUT_RATE_LIMIT.max, timeWindow: DEFAULT_CHECKOUT_RATE_LIMIT.timeWindowMs, keyGenerator: perUserKey };
    app.post(ACT_INVOICE_CHECKOUT_PATH, { config: { access: 'user', rateLimit: checkoutLimit } }, async (request) => {
      const { uuid, invoiceId } = parseInput(ActInvoiceParamsSchema, request.params, 'params');
      const { system } = parseInput(InvoiceCheckoutBodySchema, request.body ?? {}, 'body');
      return invoiceCheckout(deps, signedIn(request).user, { uuid, invoiceId, system }, deps.publicOrigin, requestLocale(request));
    });
  };
}
