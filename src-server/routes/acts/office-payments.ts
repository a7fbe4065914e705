import type { FastifyPluginAsync } from 'fastify';
import {
  ACT_INVOICE_OFFICE_PAYMENT_PATH,
  ACT_REFUND_MADE_PATH,
  ActInvoiceParamsSchema,
  ActRefundParamsSchema,
  OfficePaymentBodySchema,
  RefundMadeBodySchema,
} from '../../../src-domain/http/routes/acts-invoices.ts';
import { parseInput } from '../../http/parse-input.ts';
import { recordOfficePayment, recordRefundMade } from '../../payments/office-payments.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { signedIn } from '../request-user.ts';

/** Payments and refunds a notary records per minute: a busy desk takes a few a minute, never hundreds. */
export const DEFAULT_OFFICE_PAYMENT_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/**
 * Money taken or returned at the notary's office (spec §4 step 7 "on site";
 * docs/decisions/0054-ways-to-pay.md): signed-in users, and of them only the act's own notary
 * (checked by the service: anyone else of the act gets `act_not_allowed`, an outsider the act
 * routes' 418 before the body is read). Limited per notary.
 */
export function actOfficePaymentRoutes(deps: ActOutputRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const rateLimit = perUserRateLimit(DEFAULT_OFFICE_PAYMENT_RATE_LIMIT);

    app.post(ACT_INVOICE_OFFICE_PAYMENT_PATH, { config: { access: 'user', rateLimit } }, async (request) => {
      const { uuid, invoiceId } = parseInput(ActInvoiceParamsSchema, request.params, 'params');
      const body = parseInput(OfficePaymentBodySchema, request.body ?? {}, 'body');
      return recordOfficePayment(deps, signedIn(request).user, { uuid, invoiceId }, body);
    });

    app.post(ACT_REFUND_MADE_PATH, { config: { access: 'user', rateLimit } }, async (request) => {
      const { uuid, refundId } = parseInput(ActRefundParamsSchema, request.params, 'params');
      const body = parseInput(RefundMadeBodySchema, request.body ?? {}, 'body');
      return recordRefundMade(deps, signedIn(request).user, { uuid, refundId }, body);
    });
  };
}
