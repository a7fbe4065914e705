import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import {
  CLICK_COMPLETE_PATH,
  CLICK_ERROR,
  CLICK_ERROR_NOTES,
  CLICK_PREPARE_PATH,
  ClickCompleteSchema,
  ClickPrepareSchema,
  type ClickErrorCode,
} from '../../../src-domain/payments/click-protocol.ts';
import { clickComplete, clickPrepare, type ClickMerchantDeps } from '../../payments/click/click-merchant.ts';
import { isClickSigned } from '../../payments/click/click-sign.ts';

export interface ClickRouteDeps extends ClickMerchantDeps {
  /** Calls per address and window: Click calls twice per payment, and retries. */
  rateLimit: { max: number; timeWindowMs: number };
}

export const DEFAULT_CLICK_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 };

/** A Click call is a few hundred bytes of form fields. */
const BODY_LIMIT = 8 * 1024;

function field(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, 64) : '';
}

/** An answer to a call the merchant could not read or trust: no ids of ours. */
function refusal(body: unknown, error: ClickErrorCode) {
  return { click_trans_id: field(body, 'click_trans_id'), merchant_trans_id: field(body, 'merchant_trans_id'), error, error_note: CLICK_ERROR_NOTES[error] };
}

/**
 * `POST /api/payments/click/prepare` and `/complete` — Click's SHOP API (src-domain/payments/click-protocol.ts;
 * docs/decisions/0054-ways-to-pay.md). Public as far as sessions go: the caller is Click's
 * server, and each call is trusted only once its `sign_string` (MD5 with the service's secret
 * key) is its own; a call that is not is answered -1 and read no further. Every answer is HTTP
 * 200 JSON with `error` 0 or a negative code, as the protocol requires.
 */
export function clickMerchantRoutes(deps: ClickRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    // Click posts a form; a JSON body is read as well, since its cabinet offers both.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : '')));
    });
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : '') as unknown);
      } catch {
        done(null, null);
      }
    });
    const config = { access: 'public' as const, rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs } };

    app.post(CLICK_PREPARE_PATH, { config }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const call = v.safeParse(ClickPrepareSchema, stringFields(request.body));
      if (!call.success) return refusal(request.body, CLICK_ERROR.badRequest);
      if (!isClickSigned(call.output, await deps.secretKey())) return refusal(request.body, CLICK_ERROR.signCheckFailed);
      return clickPrepare(deps, call.output);
    });

    app.post(CLICK_COMPLETE_PATH, { config }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const call = v.safeParse(ClickCompleteSchema, stringFields(request.body));
      if (!call.success) return refusal(request.body, CLICK_ERROR.badRequest);
      if (!isClickSigned(call.output, await deps.secretKey())) return refusal(request.body, CLICK_ERROR.signCheckFailed);
      return clickComplete(deps, call.output);
    });
  };
}

/** Form fields are text; a JSON body's numbers become the same text, so one schema reads both. */
function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value);
  }
  return fields;
}
