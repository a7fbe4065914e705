import type { Role } from '../auth/roles.ts';

/**
 * An account's state as the administrator sees it (spec §3 admin user labels: "state (active or
 * not)", "isdeleted"): active, blocked (logins and sessions refused), or deleted (kept for the
 * audit and the acts it signed, never shown as a user again but restorable).
 */
export const USER_STATES = ['active', 'blocked', 'deleted'] as const;
export type UserState = (typeof USER_STATES)[number];

export function userState(account: { readonly active: boolean; readonly deleted: boolean }): UserState {
  if (account.deleted) return 'deleted';
  return account.active ? 'active' : 'blocked';
}

/** The stored flags of a state. */
export function stateFlags(state: UserState): { readonly active: boolean; readonly deleted: boolean } {
  return { active: state === 'active', deleted: state === 'deleted' };
}

/**
 * Roles an administrator grants or takes away. `notary` is not among them: it follows the
 * notary registry (licence, office), which an account role cannot stand in for.
 */
export const ASSIGNABLE_ROLES = ['citizen', 'admin', 'technician', 'operations'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export function isAssignableRole(role: string): role is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly string[]).includes(role);
}

/** What an administrator changes on an account. */
export type AccountChange =
  { readonly kind: 'role'; readonly role: AssignableRole; readonly granted: boolean } | { readonly kind: 'state'; readonly state: UserState };

/** The account before the change. */
export interface AccountFacts {
  readonly roles: readonly string[];
  readonly state: UserState;
}

/** An administrator who can act: holds the role on an active account. */
export function isActingAdmin(account: AccountFacts): boolean {
  return account.state === 'active' && account.roles.includes('admin');
}

/** The account after `change`. */
export function applyAccountChange(account: AccountFacts, change: AccountChange): AccountFacts {
  if (change.kind === 'state') return { ...account, state: change.state };
  const others = account.roles.filter((role) => role !== change.role);
  return { ...account, roles: change.granted ? [...others, change.role] : others };
}

export type AccountChangeRefusal = 'unchanged' | 'last_admin';

/**
 * Why an administrator may not make `change`, or null. Spec §6 gives administrators the user
 * pages; somebody must keep them: the last acting administrator can lose neither the role nor the
 * active state. `actingAdmins` counts them all, this account included, read in the transaction
 * that writes the change (src-server/admin/account-changes.ts).
 */
export function accountChangeRefusal(account: AccountFacts, change: AccountChange, actingAdmins: number): AccountChangeRefusal | null {
  const after = applyAccountChange(account, change);
  const same = after.state === account.state && after.roles.length === account.roles.length && after.roles.every((role) => account.roles.includes(role));
  if (same) return 'unchanged';
  if (isActingAdmin(account) && !isActingAdmin(after) && actingAdmins <= 1) return 'last_admin';
  return null;
}

/** A change that ends the account's sessions: it can no longer use them (spec §4 token expiry). */
export function endsSessions(change: AccountChange): boolean {
  return change.kind === 'state' && change.state !== 'active';
}
