import type { Db } from '../../db/database.ts';
import { loadActCheckSecret } from '../../acts/search/act-check-secret.ts';

/** What the public search routes are given (built once per app in app.ts). */
export interface SearchRouteDeps {
  db: Db;
  /** Today in Tashkent decides whether a proxy has expired (tests move it). */
  now: () => Date;
  /** The secret of act check codes. */
  checkSecret: () => Promise<string>;
  /** Requests per client and window on each search route (docs/security.md: rate limits on searches). */
  rateLimit: { max: number; timeWindowMs: number };
}

export const DEFAULT_SEARCH_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

/**
 * The check-code secret: a configured one (ACT_CHECK_SECRET) or the database's own, read once.
 * A failed read is not remembered, so the next check tries again.
 */
export function actCheckSecretSource(db: Db, configured?: string): () => Promise<string> {
  let loading: Promise<string> | undefined;
  return () => {
    if (configured) return Promise.resolve(configured);
    loading ??= loadActCheckSecret(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** The route-level `config.rateLimit` of every search route. */
export function searchRateLimit(deps: SearchRouteDeps) {
  return { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs };
}
