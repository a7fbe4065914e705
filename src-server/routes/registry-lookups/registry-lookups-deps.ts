import type { Db } from '../../db/database.ts';
import { perUserRateLimit } from '../../plugins/per-user-rate-limit.ts';
import type { Registries } from '../../registries/registries.ts';

/** What the registry lookups and the act's ban list are given (from the application context, routes/route-tree.ts). */
export interface RegistryLookupDeps {
  db: Db;
  registries: Registries;
  /** Today in Tashkent decides who is a minor (tests move it). */
  now: () => Date;
  /** Requests per user and window on each lookup, like the searches. */
  rateLimit: { max: number; timeWindowMs: number };
}

/** The route `config` of every lookup: signed-in users, rate-limited per user. */
export function lookupRouteConfig(deps: RegistryLookupDeps) {
  return { access: 'user' as const, rateLimit: perUserRateLimit(deps.rateLimit) };
}
