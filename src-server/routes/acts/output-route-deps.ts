import type { ActOutputServices } from '../../acts/invitations/invitation-deps.ts';
import type { RateLimitSetting } from '../../plugins/per-user-rate-limit.ts';

/** How many SMS invitations may go out per inviting user, per act and per receiving phone. */
export interface InviteSmsLimits {
  perUser: RateLimitSetting;
  perAct: RateLimitSetting;
  perPhone: RateLimitSetting;
}

/**
 * A person sends a handful of invitations a day; the limits stop the gateway being used to
 * flood one phone or to send at volume (docs/security.md "Invitations").
 */
export const DEFAULT_INVITE_SMS_LIMITS: InviteSmsLimits = {
  perUser: { max: 20, timeWindowMs: 60 * 60_000 },
  perAct: { max: 10, timeWindowMs: 60 * 60_000 },
  perPhone: { max: 3, timeWindowMs: 60 * 60_000 },
};

/**
 * What the invitation, invoice and document routes of an act are given (app.ts): the act
 * services, the act check-code secret, the portal's public origin for links that leave the page
 * (SMS, QR codes, the printed act's check link: never the request's Host), and the SMS limits.
 */
export interface ActOutputRouteDeps extends ActOutputServices {
  checkSecret: () => Promise<string>;
  publicOrigin: string;
  smsLimits: InviteSmsLimits;
}
