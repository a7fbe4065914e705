import { describe, expect, it } from 'vitest';
import { bearer, firstLoginIdentity, identityOf, passFaceCheck, postAuth } from '../auth/login.test-support.ts';
import { skipWithoutPostgres, withPostgresApp } from '../test-support/postgres-schema.ts';

/**
 * Login, first-login account creation, rotation, revocation and logging out everywhere on PostgreSQL: the session SQL
 * (upserts, `returning`, sub-query deletes) must behave as on SQLite. Runs like postgres.test.ts:
 * with TEST_DATABASE_URL, required in CI.
 */

describe('sessions on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('logs in, creates a first account, rotates and revokes', { timeout: 60_000 }, async () => {
    await withPostgresApp('sessions', 4, async (base) => {
      const t = base;
      const { app, db, clock } = t;

      const aziz = identityOf('aziz');
      const login = (await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json();
      expect(login.resultCode).toBe(1);
      const rotated = await app.inject({ url: '/api/check_token', headers: bearer(login.token) });
      expect(rotated.statusCode).toBe(200);
      const next = String(rotated.headers['x-auth-token']);
      clock.advance(31_000);
      expect((await app.inject({ url: '/api/check_token', headers: bearer(login.token) })).statusCode).toBe(403);
      expect((await app.inject({ url: '/api/notarial_act/get_notify', headers: bearer(next) })).json()).toHaveLength(1);

      const identity = await firstLoginIdentity(db, { photo: true });
      const first = (await postAuth(t, { ...identity, jwt: await passFaceCheck(t, identity) })).json();
      expect(first).toMatchObject({ resultCode: 1, user: { termsofuse: 0, roles: ['citizen'] } });
      const declined = await app.inject({ method: 'POST', url: '/api/offer_accept?action=0', headers: bearer(first.token) });
      expect(declined.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/check_token', headers: bearer(first.token) })).statusCode).toBe(403);

      // Log out everywhere: both of Aziz's sessions end.
      const second = (await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json();
      expect((await app.inject({ method: 'POST', url: '/api/logout/everywhere', headers: bearer(second.token) })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/check_token', headers: bearer(next) })).statusCode).toBe(403);
      expect((await app.inject({ url: '/api/check_token', headers: bearer(second.token) })).statusCode).toBe(403);
    });
  });
});
