import * as v from 'valibot';
import { AuthIdentitySchema } from '../identity/auth-identity.ts';
import { UserSchema } from './user.ts';
import { REG_SYSTEMS, REG_TYPES } from '../acts/act-types.ts';

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

export const AuthRequestSchema = v.object({
  ...AuthIdentitySchema.entries,
  /** The liveness token of this login attempt (spec §3 face-check result token). */
  jwt: v.pipe(v.string(), v.minLength(1, 'error_required'), v.maxLength(200_000, 'error_too_long')),
});
export type AuthRequest = v.InferOutput<typeof AuthRequestSchema>;

/** resultCode 1 success, 0 technical work (maintenance), anything else failure (spec §4). */
export const AUTH_RESULT = { success: 1, maintenance: 0, failure: 2 } as const;

export const AuthResponseSchema = v.object({
  resultCode: v.number(),
  token: v.optional(v.string()),
  user: v.optional(UserSchema),
  message: v.optional(v.string()),
});
export type AuthResponse = v.InferOutput<typeof AuthResponseSchema>;

/** `POST /api/offer_accept?action=1|0` (spec §7). */
export const OfferAcceptQuerySchema = v.object({ action: v.picklist(['0', '1'], 'error_invalid_value') });

/** One item of the notification list (spec §3 "Notify item", §2 screen 7). */
export const NotifyItemSchema = v.object({
  regtypeid: v.picklist([REG_TYPES.inPerson, REG_TYPES.video]),
  na: v.string(),
  visitdate: v.nullable(v.string()),
  visittime: v.nullable(v.string()),
  regsystemid: v.picklist(REG_SYSTEMS),
  rid: v.number(),
  uuid: v.string(),
});
export type NotifyItem = v.InferOutput<typeof NotifyItemSchema>;
export const NotifyListSchema = v.array(NotifyItemSchema);

/** Where a notification links (spec §2 screen 7). */
export function notifyItemPath(item: Pick<NotifyItem, 'regsystemid' | 'rid' | 'uuid'>, kiosk: boolean): string {
  const path = item.regsystemid === 2 ? `/my_notarial_act/${item.rid}` : `/enotarial_act/${item.uuid}`;
  return kiosk ? `/kiosk${path}` : path;
}
