import type { Db } from '../../db/database.ts';

/** What the public search routes are given (from the application context, routes/route-tree.ts). */
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

/** The route-level `config.rateLimit` of every search route. */
export function searchRateLimit(deps: SearchRouteDeps) {
  return { max: deps.rateLimit.max, timeWindow: deps.rateLimit.timeWindowMs };
}
