/**
 * The identity calls' paths and plain constants (spec §4, §7), apart from their schemas
 * (auth-contract.ts) so the app shell, which every first visit downloads, names them without
 * loading valibot (docs/performance.md).
 */

/**
 * Identity calls of spec §7 under the `/api` base. The pre-check answers the text `Ok` with 200;
 * anything else is an error body `{code, message}`.
 */
export const AUTH_ROUTES = {
  checkBeforeAuth: '/api/check_before_auth',
  auth: '/api/auth',
  checkToken: '/api/check_token',
  offerAccept: '/api/offer_accept',
  logout: '/api/logout',
  /** Ends every session of the user, on every device (docs/security.md "Sessions"). */
  logoutEverywhere: '/api/logout/everywhere',
  notify: '/api/notarial_act/get_notify',
  profile: '/api/profile',
} as const;

export const CHECK_BEFORE_AUTH_OK = 'Ok';

/**
 * Optional request header naming the client: the kiosk shell sends `kiosk` on the auth call so
 * a session opened at a public terminal gets the shorter lifetimes (a claim that can only
 * shorten a session, so it needs no proof). Absent or anything else means a browser.
 */
export const CLIENT_MODE_HEADER = 'x-client-mode';
export const KIOSK_CLIENT_MODE = 'kiosk';

/** resultCode 1 success, 0 technical work (maintenance), anything else failure (spec §4). */
export const AUTH_RESULT = { success: 1, maintenance: 0, failure: 2 } as const;

/** Where a notification links (spec §2 screen 7). */
export function notifyItemPath(item: { regsystemid: number; rid: number; uuid: string }, kiosk: boolean): string {
  const path = item.regsystemid === 2 ? `/my_notarial_act/${item.rid}` : `/enotarial_act/${item.uuid}`;
  return kiosk ? `/kiosk${path}` : path;
}
