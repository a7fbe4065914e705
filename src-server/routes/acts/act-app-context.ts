import type { PaymentProviders } from '../../registries/payment-provider.ts';
import type { RateLimitSetting } from '../../plugins/per-user-rate-limit.ts';
import type { RegistryLookupDeps } from '../registry-lookups/registry-lookups-deps.ts';
import { DEFAULT_INVITE_SMS_LIMITS, type ActOutputRouteDeps, type InviteSmsLimits } from './output-route-deps.ts';
import { createActRouteDeps, type ActRouteDeps, type ActRouteOptions } from './route-deps.ts';
import type { SigningRouteDeps } from './signing.ts';

/**
 * Everything the act routes are given, built once in app.ts: the act services (database,
 * registries, clock, §5 blocking check, refunds, video rooms), the creation and SMS limits, the
 * payment provider, the check-code secret and public origin for links, the registry lookups the
 * act's ban list uses, and the signing services. Each act route plugin reads its part of it.
 */
export interface ActAppContext extends ActRouteDeps, ActOutputRouteDeps {
  lookups: RegistryLookupDeps;
  signing: SigningRouteDeps;
}

export interface ActAppOptions extends ActRouteOptions {
  providers: PaymentProviders;
  checkSecret: () => Promise<string>;
  publicOrigin: string;
  smsLimits?: InviteSmsLimits | undefined;
  /** Requests per user and window on the act's ban list, like the registry lookups. */
  lookupRateLimit: RateLimitSetting;
  signing: Omit<SigningRouteDeps, 'db' | 'now'>;
}

export function createActAppContext(options: ActAppOptions): ActAppContext {
  const core = createActRouteDeps(options);
  return {
    ...core,
    providers: options.providers,
    checkSecret: options.checkSecret,
    publicOrigin: options.publicOrigin,
    smsLimits: options.smsLimits ?? DEFAULT_INVITE_SMS_LIMITS,
    lookups: { db: core.db, registries: core.registries, now: core.now, rateLimit: options.lookupRateLimit },
    signing: { ...options.signing, db: core.db, now: core.now },
  };
}
