/**
 * Portal roles (spec §6). Role names are "not shown" in the spec: these are ours. Apart from the
 * user's schema (user.ts) so the app shell checks a role without loading valibot
 * (docs/performance.md, first download).
 */
export const ROLES = ['citizen', 'notary', 'admin', 'technician', 'operations'] as const;
export type Role = (typeof ROLES)[number];

export function hasRole(user: { roles: readonly string[] } | null | undefined, role: Role): boolean {
  return user?.roles.includes(role) ?? false;
}
