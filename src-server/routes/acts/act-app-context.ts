import { DEFAULT_ACT_CREATION_LIMITS, DEFAULT_INVITE_SMS_LIMITS } from '../../acts/act-limits.ts';
import type { AppContext } from '../../context/app-context.ts';
import type { RegistryLookupDeps } from '../registry-lookups/registry-lookups-deps.ts';
import { DEFAULT_SEARCH_RATE_LIMIT } from '../search/search-route-deps.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { DEFAULT_NO_SHOW_SWEEP_MS, type ActRouteDeps } from './route-deps.ts';
import { DEFAULT_SIGNING_RATE_LIMIT, type SigningRouteDeps } from './signing.ts';

/**
 * Everything the act routes are given, read from the application context: the act services
 * (database, registries, clock, §5 blocking check, refunds, video evidence), the video rooms, the
 * creation and SMS limits, the payment provider, the check-code secret and public origin for
 * links, the registry lookups the act's ban list uses, and the signing services. Each act route
 * plugin reads its part of it.
 */
export interface ActAppContext extends ActRouteDeps, ActOutputRouteDeps {
  lookups: RegistryLookupDeps;
  signing: SigningRouteDeps;
}

export function createActAppContext(ctx: AppContext): ActAppContext {
  const { options, acts } = ctx;
  return {
    ...acts,
    noShowSweepMs: DEFAULT_NO_SHOW_SWEEP_MS,
    limits: { ...DEFAULT_ACT_CREATION_LIMITS, ...options.actLimits },
    rooms: ctx.rooms,
    providers: ctx.payments.providers,
    checkSecret: ctx.checkSecret,
    publicOrigin: ctx.publicOrigin,
    smsLimits: options.inviteSmsLimits ?? DEFAULT_INVITE_SMS_LIMITS,
    // The act's ban list is a registry lookup, limited like the searches.
    lookups: { db: acts.db, registries: acts.registries, now: acts.now, rateLimit: options.searchRateLimit ?? DEFAULT_SEARCH_RATE_LIMIT },
    signing: { ...ctx.signatures, db: acts.db, now: acts.now, rateLimit: options.signatures?.rateLimit ?? DEFAULT_SIGNING_RATE_LIMIT },
  };
}
