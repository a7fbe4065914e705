import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EQUEUE_BOOKINGS_PATH, equeueBookingCancelPath } from '../../src-domain/http/routes/equeue-bookings.ts';
import { EQUEUE_SLOTS_PATH, EqueueSlotsResponseSchema } from '../../src-domain/http/routes/equeue-slots.ts';
import { buildApp } from '../app.ts';
import { bearer, createClock, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';
import { createDb } from '../db/create-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createMemoryNonceStore } from '../liveness/nonce-store.ts';
import { createLivenessTokenSigner } from '../liveness/token-signer.ts';
import { DEMO_NOTARY_ID } from '../seed/demo-cast.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { seed } from '../seed/seed.ts';

/**
 * No double booking on PostgreSQL, where a pool runs the two transactions truly side by side
 * (SQLite has one writer). Runs like postgres.test.ts: with TEST_DATABASE_URL, required in CI.
 */
const url = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.CI);

function inSchema(base: string, schema: string): string {
  const scoped = new URL(base);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

describe('the electronic queue on PostgreSQL', () => {
  it.skipIf(!url && !required)('lets one of five concurrent bookings of a slot through, and frees it on cancel', { timeout: 60_000 }, async () => {
    if (!url) throw new Error('CI must provide TEST_DATABASE_URL (a PostgreSQL server): see .ci/run');
    const schema = `enotary_equeue_${process.pid}_${Date.now()}`;
    const admin = createDb({ kind: 'postgres', url, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin);
    const db = createDb({ kind: 'postgres', url: inSchema(url, schema), poolSize: 6 });
    try {
      await migrateToLatest(db);
      await seed(db, { seed: DEFAULT_SEED, scale: 0.2 });
      const clock = createClock();
      const nonces = createMemoryNonceStore({ now: clock.ms });
      const signer = createLivenessTokenSigner({ now: clock.ms });
      const app = await buildApp({ db, webRoot: '/nonexistent', now: clock.now, liveness: { nonces, signer } });
      const t = { app, db, dir: '', close: () => app.close(), clock, nonces, signer } satisfies LoginTestApp;
      const people = ['aziz', 'malika', 'sherzod', 'otabek', 'jamshid'] as const;
      const tokens = await Promise.all(people.map((who) => logIn(t, identityOf(who))));

      const days = v.parse(EqueueSlotsResponseSchema, (await app.inject({ url: `${EQUEUE_SLOTS_PATH}?notary=${DEMO_NOTARY_ID}` })).json()).days;
      const date = days[3]?.date;
      const time = days[3]?.slots[0];
      if (!date || !time) throw new Error('no free slot');
      const answers = await Promise.all(tokens.map((token) => app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: { notaryId: DEMO_NOTARY_ID, date, time }, headers: bearer(token) })));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toMatchObject({ code: 'equeue_slot_taken' });

      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      const booking = answers[winner]!.json<{ id: number }>();
      const cancelled = await app.inject({ method: 'POST', url: equeueBookingCancelPath(booking.id), headers: bearer(tokens[winner]!) });
      expect(cancelled.statusCode).toBe(200);
      const loser = winner === 0 ? 1 : 0;
      expect((await app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: { notaryId: DEMO_NOTARY_ID, date, time }, headers: bearer(tokens[loser]!) })).statusCode).toBe(200);
      await app.close();
    } finally {
      await db.destroy();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    }
  });
});
