import { RECONNECT_BACKOFF_FACTOR, RECONNECT_MAX_DELAY_MS } from '../../../src-domain/constants.ts';

/**
 * The first wait before reconnecting the liveness socket. Spec §9 gives only the growth (×1.3)
 * and the cap (10 s); one second keeps a brief network hiccup short without hammering a server
 * that is down.
 */
export const RECONNECT_INITIAL_DELAY_MS = 1_000;

/**
 * The wait before the next reconnect (spec §4 "reconnects with back-off", §9 "grows 1.3x, capped
 * at 10 s"): the initial delay after a connection that worked, else the previous one ×1.3.
 */
export function nextReconnectDelay(previous: number | null): number {
  if (previous === null) return RECONNECT_INITIAL_DELAY_MS;
  return Math.min(Math.round(previous * RECONNECT_BACKOFF_FACTOR), RECONNECT_MAX_DELAY_MS);
}
