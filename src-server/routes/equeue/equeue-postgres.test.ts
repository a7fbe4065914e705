import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EQUEUE_BOOKINGS_PATH, equeueBookingCancelPath } from '../../../src-domain/http/routes/equeue-bookings.ts';
import { EQUEUE_SLOTS_PATH, EqueueSlotsResponseSchema } from '../../../src-domain/http/routes/equeue-slots.ts';
import { bearer, identityOf, logIn } from '../../auth/login.test-support.ts';
import { DEMO_NOTARY_ID } from '../../seed/demo-cast.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';

/**
 * No double booking on PostgreSQL, where a pool runs the two transactions truly side by side
 * (SQLite has one writer). Runs like postgres.test.ts: with TEST_DATABASE_URL, required in CI.
 */

describe('the electronic queue on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('lets one of five concurrent bookings of a slot through, and frees it on cancel', { timeout: 60_000 }, async () => {
    await withPostgresApp('equeue', 6, async (base) => {
      const t = base;
      const { app } = t;
      const people = ['aziz', 'malika', 'sherzod', 'otabek', 'jamshid'] as const;
      const tokens = await Promise.all(people.map((who) => logIn(t, identityOf(who))));

      const days = v.parse(EqueueSlotsResponseSchema, (await app.inject({ url: `${EQUEUE_SLOTS_PATH}?notary=${DEMO_NOTARY_ID}` })).json()).days;
      const date = days[3]?.date;
      const time = days[3]?.slots[0];
      if (!date || !time) throw new Error('no free slot');
      const answers = await Promise.all(
        tokens.map((token) =>
          app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: { notaryId: DEMO_NOTARY_ID, date, time }, headers: bearer(token) }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json()).toMatchObject({ code: 'equeue_slot_taken' });

      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      const booking = answers[winner]!.json<{ id: number }>();
      const cancelled = await app.inject({ method: 'POST', url: equeueBookingCancelPath(booking.id), headers: bearer(tokens[winner]!) });
      expect(cancelled.statusCode).toBe(200);
      const loser = winner === 0 ? 1 : 0;
      expect(
        (await app.inject({ method: 'POST', url: EQUEUE_BOOKINGS_PATH, payload: { notaryId: DEMO_NOTARY_ID, date, time }, headers: bearer(tokens[loser]!) }))
          .statusCode,
      ).toBe(200);
    });
  });
});
