import type { FastifyPluginAsync } from 'fastify';
import { AuthRequestSchema, type AuthResponse } from '../../../src-domain/auth/auth-contract.ts';
import { AUTH_RESULT, AUTH_ROUTES } from '../../../src-domain/auth/auth-routes.ts';
import { type ApiErrorCode, formatApiError } from '../../../src-domain/http/error-codes.ts';
import { toIsoDate } from '../../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../../src-domain/time/tashkent.ts';
import { checkLoginEligibility } from '../../auth/login-eligibility.ts';
import { assertPinNotLocked } from '../../auth/pin-lock.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { type LivenessVerification, verifyLivenessToken } from '../../liveness/verify-liveness-token.ts';
import { ensureAccount } from '../../repositories/accounts.ts';
import { loadUser } from '../../repositories/user-profile.ts';
import type { AuthRouteDeps } from './auth-route-deps.ts';

function livenessRefusal(reason: Exclude<LivenessVerification, { ok: true }>['reason']): ApiErrorCode {
  switch (reason) {
    case 'expired':
      return 'face_check_expired';
    case 'face_mismatch':
      return 'face_mismatch';
    case 'not_live':
      return 'face_not_live';
    default:
      return 'identity_not_confirmed';
  }
}

/**
 * `POST /api/auth` (spec §4 steps 2–3, §7): `{passserial, passnum, pin, jwt}` →
 * `resultCode` 1 with a session token and the user; 0 during technical work; 2 with a localized
 * message when the face-check token or the person does not pass (the client offers a retry).
 * A malformed body is a 400; a locked pin or a busy client a 429.
 */
export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsync {
  const { login, sessions } = deps;
  return async (app) => {
    app.post(
      AUTH_ROUTES.auth,
      { config: { access: 'public', rateLimit: { max: deps.loginRateLimit.max, timeWindow: deps.loginRateLimit.timeWindowMs } } },
      async (request, reply): Promise<AuthResponse> => {
        // A login opens a new session; a token the caller still sent is not renewed by it.
        request.authSession = null;
        const body = parseInput(AuthRequestSchema, request.body, 'body');
        const locale = requestLocale(request);
        reply.header('cache-control', 'no-store');
        if (await deps.maintenance()) return { resultCode: AUTH_RESULT.maintenance, message: formatApiError('service_unavailable', locale) };
        await assertPinNotLocked(login.lockout, body.pin, reply);

        const refuse = async (code: ApiErrorCode, params?: Readonly<Record<string, string | number>>): Promise<AuthResponse> => {
          // A picture, a screen or a recording counts for the day as well (auth/login-lockout.ts).
          await login.lockout.recordFailure(body.pin, code === 'face_not_live' ? 'not_live' : 'guess');
          request.log.info({ code }, 'login refused');
          return { resultCode: AUTH_RESULT.failure, message: formatApiError(code, locale, params) };
        };

        const liveness = await verifyLivenessToken(deps.liveness, body.jwt, body);
        if (!liveness.ok) return refuse(livenessRefusal(liveness.reason));
        const now = login.now();
        // The registry again: the person may have changed since the pre-check (a death recorded).
        const eligibility = await checkLoginEligibility(login, body, now);
        if (!eligibility.ok) return refuse(eligibility.error.code, eligibility.error.params);

        const account = eligibility.account ?? (await ensureAccount(deps.db, eligibility.person, now));
        const token = await sessions.open(request, account.id);
        const user = await loadUser(deps.db, account.id, locale, toIsoDate(todayInTashkent(now)));
        if (!user) throw new Error(`user ${account.id} has no civil registry record`);
        await login.lockout.clear(body.pin);
        return { resultCode: AUTH_RESULT.success, token, user };
      },
    );
  };
}
