import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { PAYME_MESSAGES } from '../../../src-domain/payments/payme-messages.ts';
import { PAYME_ERROR, PAYME_MERCHANT_PATH, PaymeRequestSchema, type PaymeErrorCode, type PaymeResponse } from '../../../src-domain/payments/payme-protocol.ts';
import type { MerchantDeps } from '../../payments/merchant-deps.ts';
import { isMerchantAuthorized } from '../../payments/merchant-auth.ts';
import { callMerchant } from '../../payments/payme-merchant.ts';
import { PaymeError } from '../../payments/payme-error.ts';

export interface PaymeRouteDeps extends MerchantDeps {
  key: () => Promise<string>;
  /** Calls per address and window: the provider calls a few times per payment. */
  rateLimit: { max: number; timeWindowMs: number };
}

export const DEFAULT_MERCHANT_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 };

/** A JSON-RPC body is small; anything larger is no provider call. */
const BODY_LIMIT = 64 * 1024;

type RequestId = number | string | null;

function failure(id: RequestId, code: PaymeErrorCode, data?: string): PaymeResponse {
  return { jsonrpc: '2.0', id, error: { code, message: PAYME_MESSAGES[code], ...(data === undefined ? {} : { data }) } };
}

function requestId(body: unknown): RequestId {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const { id } = body as { id: unknown };
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

/**
 * `POST /api/payments/payme` — Payme's merchant API (src-domain/payments/payme-protocol.ts;
 * docs/decisions/0032-payments-refunds-free-of-charge.md). Public as far as sessions go: the
 * caller is the provider's server, checked by Basic auth with the merchant key before anything
 * is read. Every answer is HTTP 200 with `result` or `error`, as the protocol requires.
 */
export function paymeMerchantRoutes(deps: PaymeRouteDeps): FastifyPluginAsync {
  return async (app) => {
    // The protocol answers a malformed body itself (-32700), so the body arrives as text.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

    const rateLimit = { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs };
    app.post(PAYME_MERCHANT_PATH, { config: { access: 'public', rateLimit } }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (!isMerchantAuthorized(request.headers.authorization, await deps.key())) return failure(null, PAYME_ERROR.insufficientPrivilege);
      let body: unknown;
      try {
        body = JSON.parse(typeof request.body === 'string' ? request.body : '');
      } catch {
        return failure(null, PAYME_ERROR.parseError);
      }
      const id = requestId(body);
      const envelope = v.safeParse(PaymeRequestSchema, body);
      if (!envelope.success) return failure(id, PAYME_ERROR.invalidRequest);
      try {
        const result = await callMerchant(deps, envelope.output.method, envelope.output.params);
        return { jsonrpc: '2.0', id, result } satisfies PaymeResponse;
      } catch (error) {
        if (error instanceof PaymeError) return failure(id, error.code, error.data);
        request.log.error({ err: error }, 'payme merchant call failed');
        return failure(id, PAYME_ERROR.internal);
      }
    });
  };
}
