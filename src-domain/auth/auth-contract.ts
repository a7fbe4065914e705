import * as v from 'valibot';
import { AuthIdentitySchema } from '../identity/auth-identity.ts';
import { UserSchema } from './user.ts';
import { REG_SYSTEMS, REG_TYPES } from '../acts/act-types.ts';

export const AuthRequestSchema = v.object({
  ...AuthIdentitySchema.entries,
  /** The liveness token of this login attempt (spec §3 face-check result token). */
  jwt: v.pipe(v.string(), v.minLength(1, 'error_required'), v.maxLength(200_000, 'error_too_long')),
});
export type AuthRequest = v.InferOutput<typeof AuthRequestSchema>;

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
