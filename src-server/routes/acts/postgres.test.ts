import { describe, expect, it } from 'vitest';
import { actActionsPath, actPartiesPath, ACTS_PATH, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import type { ActListResponse } from '../../../src-domain/http/routes/acts-list.ts';
import { runActJourney } from '../../test-support/act-journey.test-support.ts';
import { createDraftAct, ok, withActClients, partyOf } from '../../test-support/act-test-app.ts';
import { runGiftWizard, runSaleWizard } from '../../test-support/sale-wizard.test-support.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';

/**
 * The act lifecycle on PostgreSQL (docs/architecture.md: SQLite by default, PostgreSQL with
 * DATABASE_URL): the same journey, registry numbers, a real row-lock race and the lists. Runs
 * like postgres.test.ts: with TEST_DATABASE_URL, required in CI; in its own schema.
 */

describe('acts on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)('runs the whole lifecycle, refuses the loser of a race, and lists the acts', { timeout: 120_000 }, async () => {
    await withPostgresApp('acts', 6, async (base) => {
      const t = withActClients(base);
      const { db } = base;

      const registered = await runActJourney(t);
      const aziz = await t.as('aziz');
      const gulnora = await t.as('gulnora');

      // Two connections, one act: the row lock makes the second wait, then see the moved version.
      let act: ActDetails = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
      act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'buyer' }));
      await db.updateTable('notarial_acts').set({ step: 2 }).where('id', '=', act.id).execute();
      const race = await Promise.all([
        aziz.post(actActionsPath(act.uuid), { action: 'back_one_step', confirmed: true, version: act.version }),
        gulnora.post(actActionsPath(act.uuid), { action: 'accept_check', version: act.version }),
      ]);
      expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(
        await db.selectFrom('act_history').select('id').where('act_id', '=', act.id).where('action', 'in', ['back_one_step', 'accept_check']).execute(),
      ).toHaveLength(1);

      const auto = await createDraftAct(aziz);
      expect(auto).toMatchObject({ notaryChoice: 'auto', notary: { id: expect.any(Number) } });
      const awaiting = ok<ActListResponse>(await aziz.get(`${ACTS_PATH}?tab=awaiting`));
      expect(awaiting.items.every((item) => item.awaiting !== null)).toBe(true);

      const mine = ok<ActListResponse>(await aziz.get(`${ACTS_PATH}?pageSize=100&sort=regdate_desc`));
      expect(mine.items[0]?.uuid).toBe(registered.uuid);
      const queue = ok<ActListResponse>(await gulnora.get(`/api/notary/acts?step=9&regnum=${registered.regnum?.slice(0, 5) ?? ''}`));
      expect(queue.items.map((item) => item.uuid)).toContain(registered.uuid);
    });
  });

  it.skipIf(skipWithoutPostgres).each([
    // The walk last: a title's %s would print its source.
    ['sale', 'sale_wizard', 'docs/decisions/0043-vehicle-sale-wizard.md', runSaleWizard],
    ['gift', 'gift_wizard', 'docs/decisions/0047-vehicle-gift-wizard.md', runGiftWizard],
  ] as const)('takes a co-owned car through the %s wizard (%s, %s)', { timeout: 120_000 }, async (_type, schema, _decision, run) => {
    await withPostgresApp(schema, 4, async (base) => {
      expect((await run(withActClients(base))).wizardStep).toBeNull();
    });
  });
});
