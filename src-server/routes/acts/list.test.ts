import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isActStep } from '../../../src-domain/acts/steps.ts';
import { type NotifyItem } from '../../../src-domain/auth/auth-contract.ts';
import { AUTH_ROUTES } from '../../../src-domain/auth/auth-routes.ts';
import { notifyReason } from '../../../src-domain/auth/notify-rule.ts';
import { ActListResponseSchema, type ActListResponse, MyActsQuerySchema } from '../../../src-domain/http/routes/acts-list.ts';
import { ACTS_PATH, NOTARY_ACTS_PATH } from '../../../src-domain/http/routes/acts.ts';
import { tashkentDateTimeToUtc } from '../../../src-domain/time/tashkent-to-utc.ts';
import { listMyActs } from '../../acts/act-list.ts';
import type { ActRow } from '../../acts/act-rows.ts';
import { listNotifyItems } from '../../acts/act-notify-items.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, ok } from '../../test-support/act-test-app.ts';

/**
 * My notarial acts (spec §2 screen 12): two tabs, twelve filters, sorting and paging on the
 * server; and the notary's queue. Results are compared with the seeded rows filtered in plain
 * TypeScript, and the awaiting tab with the domain's `notifyReason` itself.
 */
describe('act lists (spec §2 screen 12)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let gulnora: ActClient;
  let queue: ActRow[];

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, gulnora] = [await t.as('aziz'), await t.as('gulnora')];
    queue = await t.db
      .selectFrom('notarial_acts')
      .selectAll()
      .where('notary_id', '=', 1)
      .where('step', '>', 1)
      .where('state', '!=', 'destroyed')
      .orderBy('id', 'desc')
      .execute();
  });
  afterAll(() => t.close());

  const list = async (client: ActClient, url: string): Promise<ActListResponse> => v.parse(ActListResponseSchema, ok(await client.get(url)));
  const ids = (response: ActListResponse) => response.items.map((item) => item.id);

  it("shows the applicant's and party's acts in the progress tab, newest first, with how the user takes part", async () => {
    const mine = await t.db
      .selectFrom('notarial_acts')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('applicant_pin', '=', DEMO_CAST.aziz.pin),
          eb('id', 'in', eb.selectFrom('act_parties').select('act_id').where('pin', '=', DEMO_CAST.aziz.pin)),
        ]),
      )
      .where('state', '!=', 'destroyed')
      .orderBy('id', 'desc')
      .execute();
    const page = await list(aziz, `${ACTS_PATH}?pageSize=100`);
    expect(ids(page)).toEqual(mine.map((row) => row.id));
    expect(page.total).toBe(mine.length);
    expect(page.items.find((item) => item.actTypeId === 101)).toMatchObject({
      role: 'applicant',
      state: 'active',
      regnum: expect.any(String),
      notary: { id: 1 },
      office: { id: 1 },
    });
  });

  it('lists in the awaiting tab exactly the acts notifyReason picks, and the notification list the same acts', async () => {
    const busiest = await t.db
      .selectFrom('act_parties')
      .select('pin')
      .groupBy('pin')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('pin')
      .limit(25)
      .execute();
    const pins = [...new Set([...Object.values(DEMO_CAST).map((person) => person.pin), ...busiest.map((row) => row.pin)])];
    let awaitingSeen = 0;
    for (const pin of pins) {
      const acts = await t.db
        .selectFrom('notarial_acts as a')
        .selectAll('a')
        .where((eb) => eb.or([eb('a.applicant_pin', '=', pin), eb('a.id', 'in', eb.selectFrom('act_parties').select('act_id').where('pin', '=', pin))]))
        .orderBy('a.id', 'desc')
        .execute();
      const parties = await t.db.selectFrom('act_parties').select(['act_id', 'status']).where('pin', '=', pin).orderBy('id').execute();
      const expected = acts
        .filter((act) => {
          const isApplicant = act.applicant_pin === pin;
          const party = parties.findLast((row) => row.act_id === act.id);
          return (
            notifyReason({
              state: act.state,
              step: act.step,
              visitDate: act.visit_date,
              isApplicant,
              partyStatus: isApplicant || !party ? undefined : party.status,
            }) !== null
          );
        })
        .map((act) => act.id);
      awaitingSeen += expected.length;
      const tab = await listMyActs(t.db, pin, v.parse(MyActsQuerySchema, { tab: 'awaiting', pageSize: '100' }));
      expect(ids(tab), pin).toEqual(expected);
      expect(
        tab.items.every((item) => item.awaiting !== null),
        pin,
      ).toBe(true);
      expect(
        (await listNotifyItems(t.db, pin, 'oz')).map((item) => item.rid),
        pin,
      ).toEqual(expected.slice(0, 50));
    }
    expect(awaitingSeen).toBeGreaterThan(10);
    // And through HTTP for Aziz: the car sale waits for him to confirm the visit time (step 6).
    const azizAwaiting = await list(aziz, `${ACTS_PATH}?tab=awaiting`);
    expect(azizAwaiting.items.map((item) => [item.actTypeId, item.step, item.awaiting])).toEqual([[1, 6, 'decision']]);
    expect(ok<NotifyItem[]>(await aziz.get(AUTH_ROUTES.notify)).map((item) => item.rid)).toEqual(ids(azizAwaiting));
  });

  it.each<[string, (act: ActRow) => boolean]>([
    ['state=active', (act) => act.state === 'active'],
    ['step=8', (act) => act.step === 8],
    ['type=1', (act) => act.act_type_id === 1],
    ['system=2', (act) => act.regsystem_id === 2],
    ['regtype=1', (act) => act.regtype_id === 1],
    ['office=1', (act) => act.office_id === 1],
    ['notary=1', (act) => act.notary_id === 1],
    ['state=cancelled&step=9', (act) => act.state === 'cancelled' && act.step === 9],
  ])('filters the notary queue by %s on the server', async (query, keep) => {
    const expected = queue.filter(keep).map((act) => act.id);
    const page = await list(gulnora, `${NOTARY_ACTS_PATH}?${query}&pageSize=100`);
    expect(ids(page)).toEqual(expected);
    expect(page.items.every((item) => item.role === 'notary' && item.awaiting === null)).toBe(true);
  });

  it('filters by registry number (its beginning), registry date, visit date and time, and the creation days in Tashkent', async () => {
    const registered = queue.find((act) => act.regnum !== null && act.regdate !== null);
    const visited = queue.find((act) => act.visit_date !== null && act.visit_time !== null);
    if (!registered?.regnum || !registered.regdate || !visited?.visit_date || !visited.visit_time)
      throw new Error('seed has no registered or scheduled act for notary 1');
    const display = (iso: string) => iso.split('-').reverse().join('.');
    expect(ids(await list(gulnora, `${NOTARY_ACTS_PATH}?regnum=${registered.regnum.slice(0, 7)}&pageSize=100`))).toEqual(
      queue.filter((act) => act.regnum?.startsWith(registered.regnum?.slice(0, 7) ?? '-')).map((act) => act.id),
    );
    expect(ids(await list(gulnora, `${NOTARY_ACTS_PATH}?regdate=${display(registered.regdate)}&pageSize=100`))).toEqual(
      queue.filter((act) => act.regdate === registered.regdate).map((act) => act.id),
    );
    expect(ids(await list(gulnora, `${NOTARY_ACTS_PATH}?visitDate=${display(visited.visit_date)}&visitTime=${visited.visit_time}&pageSize=100`))).toEqual(
      queue.filter((act) => act.visit_date === visited.visit_date && act.visit_time === visited.visit_time).map((act) => act.id),
    );
    const from = '01.11.2026';
    const to = '15.11.2026';
    const start = tashkentDateTimeToUtc(from, '00:00')?.toISOString() ?? '';
    const end = new Date((tashkentDateTimeToUtc(to, '00:00')?.getTime() ?? 0) + 86_400_000).toISOString();
    expect(ids(await list(gulnora, `${NOTARY_ACTS_PATH}?dateFrom=${from}&dateTo=${to}&pageSize=100`))).toEqual(
      queue.filter((act) => act.created_at >= start && act.created_at < end).map((act) => act.id),
    );
  });

  it('sorts (registry date first, unregistered last) and pages without overlap', async () => {
    const sorted = await list(gulnora, `${NOTARY_ACTS_PATH}?sort=regdate_desc&pageSize=100`);
    const dates = sorted.items.map((item) => item.regdate);
    const firstNull = dates.indexOf(null);
    expect(dates.slice(0, firstNull === -1 ? undefined : firstNull)).toEqual([...dates.slice(0, firstNull === -1 ? undefined : firstNull)].sort().reverse());
    if (firstNull !== -1) expect(dates.slice(firstNull).every((date) => date === null)).toBe(true);
    const steps = (await list(gulnora, `${NOTARY_ACTS_PATH}?sort=step_asc&pageSize=100`)).items.map((item) => item.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    const [one, two, both] = await Promise.all([
      list(gulnora, `${NOTARY_ACTS_PATH}?page=1&pageSize=5`),
      list(gulnora, `${NOTARY_ACTS_PATH}?page=2&pageSize=5`),
      list(gulnora, `${NOTARY_ACTS_PATH}?page=1&pageSize=10`),
    ]);
    expect([...ids(one), ...ids(two)]).toEqual(ids(both));
    expect(one).toMatchObject({ total: queue.length, page: 1, pageSize: 5 });
    expect(queue.every((act) => isActStep(act.step) && act.step > 1)).toBe(true);
  });

  it.each([
    ['state=lost', 'state'],
    ['step=10', 'step'],
    ['type=2', 'type'],
    ['dateFrom=31.02.2026', 'dateFrom'],
    ['visitTime=9:00', 'visitTime'],
    ['regnum=12%25', 'regnum'],
    ['tab=mine', 'tab'],
    ['sort=price', 'sort'],
    ['pageSize=101', 'pageSize'],
  ])('rejects %s with a localized 400 at %s', async (query, path) => {
    const response = await aziz.get(`${ACTS_PATH}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: 'Данные введены неверно', details: [expect.objectContaining({ path })] });
  });
});
