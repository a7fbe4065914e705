import type { RateLimitSetting } from '../http/rate-limit-setting.ts';

/** How often a person may give a phone, be sent a code, and type one (docs/security.md). */
export interface ContactPhoneLimits {
  /** `POST /api/profile/phone` per user, whatever it answers. */
  offers: RateLimitSetting;
  /** SMS codes per user. */
  smsPerUser: RateLimitSetting;
  /** SMS codes per receiving number, whoever asks: one number cannot be flooded from many accounts. */
  smsPerPhone: RateLimitSetting;
  /** `POST /api/profile/phone/confirm` per user (each code also takes at most 5 wrong tries). */
  checks: RateLimitSetting;
}

export const DEFAULT_CONTACT_PHONE_LIMITS: ContactPhoneLimits = {
  offers: { max: 10, timeWindowMs: 10 * 60_000 },
  smsPerUser: { max: 5, timeWindowMs: 60 * 60_000 },
  smsPerPhone: { max: 3, timeWindowMs: 60 * 60_000 },
  checks: { max: 10, timeWindowMs: 10 * 60_000 },
};
