import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { bearer, createClock, identityOf, passFaceCheck, postAuth, type LoginTestApp } from '../auth/login.test-support.ts';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createMemoryNonceStore } from '../liveness/nonce-store.ts';
import { createLivenessTokenSigner } from '../liveness/token-signer.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';

/**
 * Login, first-login account creation, rotation and revocation on PostgreSQL: the session SQL
 * (upserts, `returning`, sub-query deletes) must behave as on SQLite. Runs like postgres.test.ts:
 * with TEST_DATABASE_URL, required in CI.
 */
const url = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.CI);

function inSchema(base: string, schema: string): string {
  const scoped = new URL(base);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

describe('sessions on PostgreSQL', () => {
  it.skipIf(!url && !required)('logs in, creates a first account, rotates and revokes', { timeout: 60_000 }, async () => {
    if (!url) throw new Error('CI must provide TEST_DATABASE_URL (a PostgreSQL server): see .ci/run');
    const schema = `enotary_sessions_${process.pid}_${Date.now()}`;
    const admin = createDb({ kind: 'postgres', url, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = createDb({ kind: 'postgres', url: inSchema(url, schema), poolSize: 4 });
    try {
      await migrateToLatest(db);
      await seed(db, { seed: DEFAULT_SEED, scale: 0.2 });
      const clock = createClock();
      const nonces = createMemoryNonceStore({ now: clock.ms });
      const signer = createLivenessTokenSigner({ now: clock.ms });
      const app = await buildApp({ db, webRoot: '/nonexistent', now: clock.now, liveness: { nonces, signer } });
      const t = { app, db, dir: '', close: () => app.close(), clock, nonces, signer } satisfies LoginTestApp;

      const aziz = identityOf('aziz');
      const login = (await postAuth(t, { ...aziz, jwt: await passFaceCheck(t, aziz) })).json();
      expect(login.resultCode).toBe(1);
      const rotated = await app.inject({ url: '/api/check_token', headers: bearer(login.token) });
      expect(rotated.statusCode).toBe(200);
      const next = String(rotated.headers['x-auth-token']);
      clock.advance(31_000);
      expect((await app.inject({ url: '/api/check_token', headers: bearer(login.token) })).statusCode).toBe(403);
      expect((await app.inject({ url: '/api/notarial_act/get_notify', headers: bearer(next) })).json()).toHaveLength(1);

      const person = await db
        .selectFrom('persons as p')
        .leftJoin('users as u', 'u.pin', 'p.pin')
        .select(['p.pin', 'p.passport_series', 'p.passport_number'])
        .where('u.id', 'is', null)
        .where('p.death_date', 'is', null)
        .where('p.birth_date', '<', '1990-01-01')
        .where('p.passport_expiry_date', '>', '2027-01-01')
        .orderBy('p.pin')
        .executeTakeFirstOrThrow();
      const identity = { pin: person.pin, passserial: person.passport_series, passnum: person.passport_number };
      const first = (await postAuth(t, { ...identity, jwt: await passFaceCheck(t, identity) })).json();
      expect(first).toMatchObject({ resultCode: 1, user: { termsofuse: 0, roles: ['citizen'] } });
      const declined = await app.inject({ method: 'POST', url: '/api/offer_accept?action=0', headers: bearer(first.token) });
      expect(declined.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/check_token', headers: bearer(first.token) })).statusCode).toBe(403);
      await app.close();
    } finally {
      await db.destroy();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  });
});
