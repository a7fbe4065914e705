import type { FastifyPluginAsync } from 'fastify';
import { OfferAcceptQuerySchema } from '../../../src-domain/auth/auth-contract.ts';
import { AUTH_ROUTES } from '../../../src-domain/auth/auth-routes.ts';
import { parseInput } from '../../http/parse-input.ts';
import { setTermsAccepted } from '../../repositories/accounts.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { signedIn } from '../request-user.ts';

/**
 * `POST /api/offer_accept?action=1|0` (spec §4 Terms, §7). Agree sets termsofuse to 1.
 * Disagree is a logout: the session is revoked and termsofuse is 0 (a user who accepted
 * before and now declines has withdrawn, and is asked again at the next login).
 */
export function termsRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(AUTH_ROUTES.offerAccept, { config: { access: 'user' } }, async (request) => {
      const { action } = parseInput(OfferAcceptQuerySchema, request.query, 'query');
      const { user, session } = signedIn(request);
      const accepted = action === '1';
      await setTermsAccepted(deps.db, user.id, accepted, deps.now());
      if (!accepted) await deps.sessions.revoke(session, 'terms_declined');
      return { ok: true };
    });
  };
}
