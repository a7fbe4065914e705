import type { Role } from '../../src-domain/auth/roles.ts';
import type { SessionClientMode } from '../db/tables/sessions.ts';

/**
 * Who may call a route, declared by every `/api` route in its `config.access` (checked when
 * the app starts): `public`, any signed-in `user`, or a user holding `role`.
 */
export type RouteAccess = 'public' | 'user' | { role: Role };

/** The signed-in user of a request (spec §6: a roles list that can be tested for a role). */
export interface RequestUser {
  id: number;
  pin: string;
  roles: readonly string[];
}

export interface RequestSession {
  id: number;
  tokenHash: string;
  clientMode: SessionClientMode;
  /** `last_seen_at` when the request was authenticated (session-activity.ts). */
  lastSeenAt: string;
  /** Set by a route that ended the session (logout, terms declined): its answer carries no new token. */
  ended: boolean;
  /**
   * The presented token was already replaced and is inside its rotation grace window: the call
   * is served, but it gets no successor, so a copied old token cannot start a second chain.
   */
  superseded: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Null on public routes and before authentication. */
    user: RequestUser | null;
    authSession: RequestSession | null;
  }
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'user') return true;
  return typeof value === 'object' && value !== null && typeof (value as { role?: unknown }).role === 'string';
}
