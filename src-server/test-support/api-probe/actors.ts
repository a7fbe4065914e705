import { randomBytes } from 'node:crypto';
import { bearer, identityOf, logIn, type LoginTestApp } from '../../auth/login.test-support.ts';
import type { DEMO_CAST } from '../../seed/demo-cast.ts';

export type ActorKey = keyof typeof DEMO_CAST;

/** A well-formed token that no session ever had. */
export function unknownToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token of a session that was opened and then ended by its own logout. */
export async function endedToken(t: LoginTestApp, actor: ActorKey): Promise<string> {
  const token = await logIn(t, identityOf(actor));
  const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`logout answered ${response.statusCode}`);
  return token;
}

/** A fresh session of `actor`. */
export function freshToken(t: LoginTestApp, actor: ActorKey): Promise<string> {
  return logIn(t, identityOf(actor));
}
