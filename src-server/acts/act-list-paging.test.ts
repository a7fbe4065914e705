import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActListResponse, MyActsQuerySchema, NotaryActsQuerySchema } from '../../src-domain/http/routes/acts-list.ts';
import { createLoginTestApp, type LoginTestApp } from '../auth/login.test-support.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import type { Db } from '../db/database.ts';
import { skipWithoutPostgres, withPostgresApp } from '../test-support/postgres-schema.ts';
import { PROGRESS_TAB_STATES } from '../../src-domain/acts/my-acts-tabs.ts';
import { listMyActs, listNotaryActs } from './act-list.ts';

/**
 * Paging of the act lists (spec §2 screen 12): the total comes from the page itself when the
 * page is the last one and from a count otherwise (act-list.ts); either way every page, the
 * last and one past it, must report the same total and slice the same ordering.
 */
describe('act list paging and totals (spec §2 screen 12)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  const ids = (response: ActListResponse) => response.items.map((item) => item.id);

  async function expectConsistentPages(read: (page: number, pageSize: number) => Promise<ActListResponse>, label: string): Promise<number> {
    const all = await read(1, 100);
    expect(all.total, label).toBe(all.items.length);
    for (const pageSize of [1, 3, 7, all.total === 0 ? 1 : all.total]) {
      const pages = Math.ceil(all.total / pageSize);
      for (let page = 1; page <= pages + 1; page += 1) {
        const response = await read(page, pageSize);
        expect(response.total, `${label}, page ${page} of size ${pageSize}`).toBe(all.total);
        expect(ids(response), `${label}, page ${page} of size ${pageSize}`).toEqual(ids(all).slice((page - 1) * pageSize, page * pageSize));
      }
    }
    return all.total;
  }

  async function expectConsistentListsOfMyActs(db: Db): Promise<void> {
    let seen = 0;
    for (const person of [DEMO_CAST.aziz, DEMO_CAST.malika, DEMO_CAST.gulnora]) {
      for (const query of [
        { tab: 'progress' },
        { tab: 'awaiting' },
        { tab: 'progress', sort: 'oldest' },
        { tab: 'awaiting', sort: 'oldest' },
        { tab: 'progress', sort: 'step_asc' },
        { tab: 'progress', state: 'draft' },
      ]) {
        seen += await expectConsistentPages(
          (page, pageSize) => listMyActs(db, person.pin, v.parse(MyActsQuerySchema, { ...query, page: String(page), pageSize: String(pageSize) })),
          `${person.pin} ${JSON.stringify(query)}`,
        );
      }
    }
    // The seeded world gives these people acts, so the pages above were not all empty.
    expect(seen).toBeGreaterThan(0);
  }

  it('reports the full total on every page of my acts, the last one and past it, for both tabs and with a filter', async () => {
    await expectConsistentListsOfMyActs(t.db);
  });

  it.skipIf(skipWithoutPostgres)(
    'does the same on PostgreSQL, whose newest- and oldest-first pages walk the party rows (act-list.ts)',
    { timeout: 120_000 },
    async () => {
      await withPostgresApp('act_list_paging', 4, async (pg) => {
        // A person with two party rows in one act (invited again after declining) is listed once.
        const own = await pg.db
          .selectFrom('act_parties')
          .select(['act_id', 'role'])
          .where('pin', '=', DEMO_CAST.malika.pin)
          .orderBy('act_id', 'desc')
          .executeTakeFirstOrThrow();
        const at = new Date().toISOString();
        await pg.db
          .insertInto('act_parties')
          .values([
            { act_id: own.act_id, pin: DEMO_CAST.malika.pin, role: own.role, status: 'declined', created_at: at },
            { act_id: own.act_id, pin: DEMO_CAST.malika.pin, role: own.role, status: 'accepted', created_at: at },
          ])
          .execute();
        await expectConsistentListsOfMyActs(pg.db);
        // Against the plain rule, not the list's own code: the acts with a party row of the person's, not deleted.
        for (const person of [DEMO_CAST.aziz, DEMO_CAST.malika, DEMO_CAST.gulnora]) {
          const expected = await pg.db
            .selectFrom('act_parties as p')
            .innerJoin('notarial_acts as a', 'a.id', 'p.act_id')
            .select('a.id')
            .distinct()
            .where('p.pin', '=', person.pin)
            .where('a.state', 'in', [...PROGRESS_TAB_STATES])
            .orderBy('a.id', 'desc')
            .execute();
          for (const sort of ['newest', 'oldest'] as const) {
            const listed = await listMyActs(pg.db, person.pin, v.parse(MyActsQuerySchema, { tab: 'progress', sort, pageSize: '100' }));
            const ids = expected.map((row) => row.id);
            expect(
              listed.items.map((item) => item.id),
              `${person.pin} ${sort}`,
            ).toEqual(sort === 'newest' ? ids : ids.reverse());
          }
        }
      });
    },
  );

  it('reports the full total on every page of the notary queue', async () => {
    const total = await expectConsistentPages(
      (page, pageSize) => listNotaryActs(t.db, 1, v.parse(NotaryActsQuerySchema, { page: String(page), pageSize: String(pageSize) })),
      'notary 1',
    );
    expect(total).toBeGreaterThan(1);
  });

  it('reports an empty first page with total 0', async () => {
    const none = await listMyActs(t.db, DEMO_CAST.aziz.pin, v.parse(MyActsQuerySchema, { tab: 'progress', regnum: 'NO-SUCH-NUMBER' }));
    expect(none).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it("takes a party's status from its newest row: invited again after declining, the new answer counts", async () => {
    const declined = await t.db
      .selectFrom('act_parties as p')
      .innerJoin('notarial_acts as a', 'a.id', 'p.act_id')
      .select(['p.act_id', 'p.pin', 'p.role'])
      .where('p.status', '=', 'declined')
      .whereRef('p.pin', '!=', 'a.applicant_pin')
      .where('a.state', '!=', 'destroyed')
      .orderBy('p.id')
      .executeTakeFirst();
    let actId: number;
    let pin: string;
    if (declined) {
      ({ act_id: actId, pin } = declined);
      await t.db
        .insertInto('act_parties')
        .values({ act_id: actId, pin, role: declined.role, status: 'accepted', created_at: new Date().toISOString() })
        .execute();
    } else {
      // No declined party in the seed: make one, then invite the same person again.
      const party = await t.db
        .selectFrom('act_parties as p')
        .innerJoin('notarial_acts as a', 'a.id', 'p.act_id')
        .select(['p.act_id', 'p.pin', 'p.role'])
        .whereRef('p.pin', '!=', 'a.applicant_pin')
        .where('a.state', '!=', 'destroyed')
        .orderBy('p.id')
        .executeTakeFirstOrThrow();
      ({ act_id: actId, pin } = party);
      const at = new Date().toISOString();
      await t.db
        .insertInto('act_parties')
        .values([
          { act_id: actId, pin, role: party.role, status: 'declined', created_at: at },
          { act_id: actId, pin, role: party.role, status: 'accepted', created_at: at },
        ])
        .execute();
    }
    const list = await listMyActs(t.db, pin, v.parse(MyActsQuerySchema, { tab: 'progress', pageSize: '100' }));
    const pages = Math.ceil(list.total / 100);
    let item = list.items.find((candidate) => candidate.id === actId);
    for (let page = 2; item === undefined && page <= pages; page += 1) {
      item = (await listMyActs(t.db, pin, v.parse(MyActsQuerySchema, { tab: 'progress', pageSize: '100', page: String(page) }))).items.find(
        (candidate) => candidate.id === actId,
      );
    }
    expect(item).toMatchObject({ role: 'party', partyStatus: 'accepted' });
  });
});
