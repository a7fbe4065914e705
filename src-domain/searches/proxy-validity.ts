/**
 * The state a power of attorney has today (spec §3 Proxy; search_proxy). The register stores
 * `active` until someone revokes it, so a term that ran out since is reported `expired` here,
 * on the day it happens, rather than when a nightly job catches up. Dates are ISO YYYY-MM-DD,
 * which compare as text.
 */
export const PROXY_STATES = ['active', 'revoked', 'expired'] as const;
export type ProxyState = (typeof PROXY_STATES)[number];

export function proxyStateOn(stored: ProxyState, validUntil: string, today: string): ProxyState {
  if (stored !== 'active') return stored;
  return validUntil < today ? 'expired' : 'active';
}
