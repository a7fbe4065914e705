import type { Generated } from 'kysely';

export const USER_ROLES = ['citizen', 'notary', 'admin', 'technician', 'operations'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A portal account; identity data lives in `persons` (the civil registry). */
export interface UsersTable {
  id: Generated<number>;
  pin: string;
  login: string;
  /** Spec §3 termsofuse: 0 not accepted, 1 accepted. */
  terms_accepted: number;
  notary_id: number | null;
  active: number;
  deleted: number;
  email: string | null;
  /** The contact phone for SMS (9 digits), only once confirmed (docs/decisions/0058-contact-phone-at-login.md). */
  phone: string | null;
  phone_confirmed_at: string | null;
  /** The account that confirmed it (the person themself); null when a registry supplied it. */
  phone_confirmed_by: number | null;
  phone_confirmed_via: PhoneConfirmedVia | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

/** How a contact phone was confirmed: the person typed the SMS code, or the civil registry holds it. */
export type PhoneConfirmedVia = 'sms' | 'registry';

/** An SMS code sent to confirm a contact phone; only its hash is kept (migration 0038). */
export interface PhoneCodesTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  code_hash: string;
  sent_at: string;
  /** Wrong tries so far. */
  checks: number;
  used_at: string | null;
}

export interface UserRolesTable {
  user_id: number;
  role: UserRole;
}

/** What the SMS gateway adapter sent; testers read it instead of a phone. */
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  purpose: string | null;
  act_id: number | null;
  status: 'queued' | 'sent';
  created_at: string;
}

export interface PaymentsTable {
  id: Generated<number>;
  act_id: number | null;
  payer_pin: string | null;
  payer_name: string;
  amount_tiyin: number;
  state: 'created' | 'paid' | 'cancelled';
  invoice_number: string;
  system: string | null;
  created_at: string;
  paid_at: string | null;
}

export type UserAuditAction = 'role_granted' | 'role_revoked' | 'state_changed' | 'sessions_ended' | 'phone_confirmed';

/** The administrator's audit trail of an account (migration 0024). */
export interface UserAuditTable {
  id: Generated<number>;
  user_id: number;
  actor_user_id: number;
  action: UserAuditAction;
  /** What changed: the role, or `from→to` of the state. */
  detail: string | null;
  reason: string;
  created_at: string;
}
