import type { RateLimitSetting } from '../http/rate-limit-setting.ts';

/** How much one user may create: acts and parties per window, and drafts open at once. */
export interface ActCreationLimits {
  actCreation: RateLimitSetting;
  partyAddition: RateLimitSetting;
  /** Acts of one applicant still in preparation (step 1) at once. */
  maxOpenDrafts: number;
}

/**
 * A person prepares a few acts a day with a few parties each; the limits stop a script from
 * filling the database or probing the civil registry through party additions
 * (docs/security.md "Act creation").
 */
export const DEFAULT_ACT_CREATION_LIMITS: ActCreationLimits = {
  actCreation: { max: 10, timeWindowMs: 10 * 60_000 },
  partyAddition: { max: 30, timeWindowMs: 10 * 60_000 },
  maxOpenDrafts: 20,
};

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
