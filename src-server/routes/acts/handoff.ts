import type { FastifyPluginAsync } from 'fastify';
import { ACT_HANDOFF_PATH, HANDOFF_REDEEM_PATH, HandoffRedeemBodySchema } from '../../../src-domain/http/routes/act-handoff.ts';
import { ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import { createActHandoff, redeemActHandoff } from '../../acts/handoff/act-handoff.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { RateLimitSetting } from '../../http/rate-limit-setting.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { signedIn } from '../request-user.ts';

/**
 * A person moves an act between channels a few times a day. Redeeming is the tighter limit: with
 * the code bound to its person, ten tries in ten minutes leave a guesser no chance at ~39 bits
 * (docs/security.md "Act handoff").
 */
const CREATE_LIMIT: RateLimitSetting = { max: 20, timeWindowMs: 10 * 60_000 };
const REDEEM_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 10 * 60_000 };

/** The one-time code that carries an act in preparation between a terminal and the web (docs/decisions/0044-act-handoff-code.md). */
export function actHandoffRoutes(deps: ActOutputRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(ACT_HANDOFF_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(CREATE_LIMIT) } }, async (request) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      const { user, session } = signedIn(request);
      return createActHandoff(deps.db, user, session, uuid, deps.publicOrigin, deps.now());
    });

    app.post(HANDOFF_REDEEM_PATH, { config: { access: 'user', rateLimit: perUserRateLimit(REDEEM_LIMIT) } }, async (request) => {
      const { code } = parseInput(HandoffRedeemBodySchema, request.body ?? {}, 'body');
      return redeemActHandoff(deps.db, signedIn(request).user, code, deps.now());
    });
  };
}
