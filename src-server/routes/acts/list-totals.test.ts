import { describe, expect, it } from 'vitest';
import type { ActListResponse } from '../../../src-domain/http/routes/acts-list.ts';
import { actActionsPath, actPartiesPath, actPartyPath, ACTS_PATH, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { keptTotal, pruneActChanges } from '../../acts/act-list-totals.ts';
import { createLoginTestApp, type LoginTestApp } from '../../auth/login.test-support.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, createDraftAct, ok, partyOf, withActClients } from '../../test-support/act-test-app.ts';
import { skipWithoutPostgres, withPostgresApp } from '../../test-support/postgres-schema.ts';

/**
 * The act lists' kept totals (src-server/acts/act-list-totals.ts,
 * docs/decisions/0065-act-list-totals-kept-until-a-change.md): a total is counted once and read
 * again only while none of the person's acts, nor their part in one, changed. Each change below
 * goes through the API, and the list's total is then compared with the acts it holds — on
 * SQLite and on PostgreSQL (with TEST_DATABASE_URL, as postgres.test.ts).
 */

/** The total a one-act page reports: counted, as a page shorter than the list says nothing. */
async function countedTotal(client: ActClient, query: string): Promise<number> {
  return ok<ActListResponse>(await client.get(`${ACTS_PATH}?${query}&pageSize=1`)).total;
}

/** The acts themselves, all on one page: its total is the page's length, never counted. */
async function listedTotal(client: ActClient, query: string): Promise<number> {
  const all = ok<ActListResponse>(await client.get(`${ACTS_PATH}?${query}&pageSize=100`));
  expect(all.items.length, query).toBeLessThan(100);
  return all.items.length;
}

async function expectTrueTotals(clients: ActClient[], label: string): Promise<void> {
  for (const client of clients) {
    for (const query of ['tab=progress', 'tab=awaiting', 'tab=progress&state=draft']) {
      const listed = await listedTotal(client, query);
      expect(await countedTotal(client, query), `${label}: ${query}`).toBe(listed);
      // Read twice: a kept total read again is the same.
      expect(await countedTotal(client, query), `${label}: ${query}, again`).toBe(listed);
    }
  }
}

async function walkChanges(base: LoginTestApp): Promise<void> {
  const t = withActClients(base);
  const [aziz, dilnoza] = [await t.as('aziz'), await t.as('dilnoza')];
  await expectTrueTotals([aziz, dilnoza], 'before');

  let act: ActDetails = await createDraftAct(aziz, { notaryChoice: 'manual', notaryId: 1 });
  await expectTrueTotals([aziz, dilnoza], 'a new act');

  act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'buyer' }));
  await expectTrueTotals([aziz, dilnoza], 'a party added');

  const party = act.parties.find((row) => row.pin === DEMO_CAST.dilnoza.pin);
  act = ok(await aziz.delete(actPartyPath(act.uuid, party?.id ?? 0)));
  await expectTrueTotals([aziz, dilnoza], 'the party removed');

  ok(await aziz.post(actActionsPath(act.uuid), { action: 'delete', confirmed: true, version: act.version }));
  await expectTrueTotals([aziz, dilnoza], 'the act deleted');
}

describe('kept totals of the act lists', () => {
  it('are the true totals after each kind of change, on SQLite', { timeout: 60_000 }, async () => {
    const base = await createLoginTestApp();
    try {
      await walkChanges(base);
    } finally {
      await base.close();
    }
  });

  it.skipIf(skipWithoutPostgres)('are the true totals after each kind of change, on PostgreSQL', { timeout: 120_000 }, async () => {
    await withPostgresApp('list_totals', 4, walkChanges);
  });

  it.skipIf(skipWithoutPostgres)(
    'keep nothing on PostgreSQL while a change of the person’s is not committed (its row may be numbered below the newest)',
    { timeout: 60_000 },
    async () => {
      await withPostgresApp('list_totals_open', 4, async (base) => {
        const aziz = await withActClients(base).as('aziz');
        const act = await createDraftAct(aziz);
        let counted = 0;
        const count = async () => (counted += 1);
        const pin = DEMO_CAST.dilnoza.pin;
        let commit: () => void = () => undefined;
        const committed = new Promise<void>((resolve) => (commit = resolve));
        let inserted: () => void = () => undefined;
        const open = new Promise<void>((resolve) => (inserted = resolve));
        // Dilnoza added to an act in a transaction left open: her change row is written, not committed.
        const writer = base.db.transaction().execute(async (trx) => {
          await trx.insertInto('act_parties').values({ act_id: act.id, pin, role: 'buyer', status: null, created_at: new Date().toISOString() }).execute();
          inserted();
          await committed;
        });
        await open;
        try {
          await keptTotal(base.db, pin, 'progress', count);
          await keptTotal(base.db, pin, 'progress', count);
        } finally {
          commit();
          await writer;
        }
        expect(counted).toBe(2);
        await keptTotal(base.db, pin, 'progress', count);
        await keptTotal(base.db, pin, 'progress', count);
        expect(counted).toBe(3);
      });
    },
  );

  it('count once, then only after a change of the person’s acts', { timeout: 30_000 }, async () => {
    const base = await createLoginTestApp();
    try {
      const aziz = await withActClients(base).as('aziz');
      let counted = 0;
      const count = async () => (counted += 1);
      await keptTotal(base.db, DEMO_CAST.aziz.pin, 'progress', count);
      await keptTotal(base.db, DEMO_CAST.aziz.pin, 'progress', count);
      expect(counted).toBe(1);
      // Another list of the same person, another person's list: counted on their own.
      await keptTotal(base.db, DEMO_CAST.aziz.pin, 'awaiting', count);
      await keptTotal(base.db, DEMO_CAST.malika.pin, 'progress', count);
      expect(counted).toBe(3);
      await createDraftAct(aziz);
      await keptTotal(base.db, DEMO_CAST.aziz.pin, 'progress', count);
      await keptTotal(base.db, DEMO_CAST.malika.pin, 'progress', count);
      expect(counted).toBe(4);

      // Pruned, each person keeps only their newest row: the one a kept total is compared with.
      const newest = () =>
        base.db
          .selectFrom('person_act_changes')
          .select(['pin', (eb) => eb.fn.max('id').as('id'), (eb) => eb.fn.countAll().as('rows')])
          .groupBy('pin')
          .orderBy('pin')
          .execute();
      const before = await newest();
      expect(before.some((row) => Number(row.rows) > 1)).toBe(true);
      await pruneActChanges(base.db);
      expect(await newest()).toEqual(before.map((row) => ({ ...row, rows: 1 })));
      await keptTotal(base.db, DEMO_CAST.aziz.pin, 'progress', count);
      expect(counted).toBe(4);
    } finally {
      await base.close();
    }
  });
});
