import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { RateLimitSetting } from '../http/rate-limit-setting.ts';

/** Per account, not per address: a justice-hall kiosk serves many citizens from one IP. */
export function perUserKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : request.ip;
}

/** A route's `config.rateLimit` counting per signed-in user (@fastify/rate-limit, plugins/rate-limit.ts). */
export function perUserRateLimit(limit: RateLimitSetting) {
  return { max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: perUserKey };
}

/** Counts one use of `key` and refuses the request with 429 once the window's allowance is spent. */
export type KeyedLimiter = (request: FastifyRequest, reply: FastifyReply, key: string) => Promise<void>;

/**
 * A limit on something only the handler knows (the act, the phone an SMS goes to), on the same
 * @fastify/rate-limit store as the route limits (`app.createRateLimit`), so a shared store
 * under the plugin counts these too. `name` keeps the keys of different limits apart.
 */
export function keyedLimiter(app: FastifyInstance, name: string, limit: RateLimitSetting): KeyedLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  // `groupId` names the bucket in the database store (plugins/rate-limit-store.ts): a limit made
  // outside a route config has no route to be named after. The plugin reads it at run time; its
  // CreateRateLimitOptions type does not list it, hence the options as a variable.
  const options = {
    groupId: name,
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request: FastifyRequest) => `${name}:${keys.get(request) ?? ''}`,
  };
  const check = app.createRateLimit(options);
  return async (request, reply, key) => {
    keys.set(request, key);
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    const seconds = Math.max(1, outcome.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new ApiError('too_many_requests', { params: { seconds } });
  };
}
