import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVENESS_ATTEMPT_PATH } from '../../../src-domain/liveness/protocol.ts';
import type { LivenessDeps } from '../../liveness/liveness-deps.ts';
import { registerLiveness } from '../liveness/register-liveness.ts';
import type { LoginDeps, LoginRateLimit } from '../../auth/login-deps.ts';
import { precheckLogin } from '../../auth/precheck-login.ts';

export interface LoginLivenessOptions {
  login: LoginDeps;
  liveness: LivenessDeps;
  rateLimit: LoginRateLimit;
}

function isAttempt(request: FastifyRequest): boolean {
  return request.method === 'POST' && request.routeOptions.url === LIVENESS_ATTEMPT_PATH;
}

/**
 * The face-liveness service (src-server/liveness) inside the login: its routes are public (the
 * attempt nonce is what authorizes the socket), and a nonce is issued only to an identity that
 * passes the same pre-check as `POST /api/check_before_auth`, under the same per-IP and per-pin
 * limits, so the costly face check cannot be started for someone who could not log in.
 */
export async function registerLoginLiveness(app: FastifyInstance, options: LoginLivenessOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    const limitAttempts = scope.rateLimit({ groupId: 'liveness-attempt', max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindowMs });
    scope.addHook('onRequest', async function (request, reply) {
      if (isAttempt(request)) await limitAttempts.call(this, request, reply);
    });
    scope.addHook('preValidation', async (request, reply) => {
      if (isAttempt(request)) await precheckLogin(options.login, request, reply);
    });
    await registerLiveness(scope, options.liveness);
  });
}
